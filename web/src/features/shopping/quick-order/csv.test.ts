import { describe, expect, it } from 'vitest';

import { checkCsvFile, readQuickOrderCsv } from './csv';
import { QUICK_ORDER_CSV, quickOrderMessages as messages } from './messages';

describe('reading a quick order CSV file', () => {
  it('reads sku and quantity in any column order and case, ignoring other columns, blank lines and a BOM', () => {
    const text = '\uFEFFName,Quantity,SKU\r\nOpus X,3,GST-10001\r\n\r\n"Padron, 1964",12, gs-1002 \r\n';
    expect(readQuickOrderCsv(text)).toEqual({
      ok: true,
      rows: [
        { code: 'GST-10001', quantity: 3 },
        { code: 'gs-1002', quantity: 12 },
      ],
      problems: [],
    });
  });

  it("leaves out rows with no SKU, a bad SKU or a bad quantity and names each by the spreadsheet's row number", () => {
    const text = [
      'sku,quantity',
      ',2',
      `${'A'.repeat(61)},1`,
      'GST-1,0',
      'GST-2,1.5',
      'GST-3,abc',
      'GST-4,7',
    ].join('\n');
    expect(readQuickOrderCsv(text)).toEqual({
      ok: true,
      rows: [{ code: 'GST-4', quantity: 7 }],
      // The header is row 1, so the first row under it is row 2, as a spreadsheet numbers it.
      problems: [
        messages.csvLine(2, messages.csvMissingCode),
        messages.csvLine(3, messages.csvBadCode),
        messages.csvLine(4, messages.csvBadQuantity),
        messages.csvLine(5, messages.csvBadQuantity),
        messages.csvLine(6, messages.csvBadQuantity),
      ],
    });
  });

  it('counts blank lines and a quoted cell over two lines as a spreadsheet does', () => {
    const text = 'Name,sku,quantity\r\n\r\n"Opus X\nRobusto",GST-1,x\r\n,,\r\nPadron,GST-2,0\r\n';
    expect(readQuickOrderCsv(text)).toEqual({
      ok: true,
      rows: [],
      problems: [messages.csvLine(3, messages.csvBadQuantity), messages.csvLine(5, messages.csvBadQuantity)],
    });
  });

  it('reads a file with no header as the columns sku and quantity, its first line being row 1', () => {
    expect(readQuickOrderCsv('GST-10001,5\nGST-10002,none\nGST-10003,2\n')).toEqual({
      ok: true,
      rows: [
        { code: 'GST-10001', quantity: 5 },
        { code: 'GST-10003', quantity: 2 },
      ],
      problems: [messages.csvLine(2, messages.csvBadQuantity)],
    });
  });

  it.each([
    ['no header naming sku and quantity', 'code,qty\nGST-1,1', messages.csvColumns],
    ['a header and no rows', 'sku,quantity\n', messages.csvEmpty],
    ['nothing at all', '', messages.csvEmpty],
    ['more than 100 rows', `sku,quantity\n${'GST-1,1\n'.repeat(101)}`, messages.csvTooManyRows],
    ['more than 500 lines', `sku,quantity\n${'GST-1,1\n'.repeat(500)}`, messages.csvTooLong],
    ['an unclosed quote', 'sku,quantity\n"GST-1,1\n', messages.csvUnreadable],
    ['more than 100 KB', `sku,quantity\n${'x'.repeat(QUICK_ORDER_CSV.maxBytes)}`, messages.csvTooBig],
  ])('refuses a file with %s', (_case, text, error) => {
    expect(readQuickOrderCsv(text)).toEqual({ ok: false, error });
  });

  it('refuses a file that is not named .csv or is over 100 KB before reading it', () => {
    expect(checkCsvFile({ name: 'order.xlsx', size: 10, type: 'application/vnd.ms-excel' })).toBe(
      messages.csvNotCsv,
    );
    expect(checkCsvFile({ name: 'order.csv', size: QUICK_ORDER_CSV.maxBytes + 1, type: 'text/csv' })).toBe(
      messages.csvTooBig,
    );
    expect(checkCsvFile({ name: 'ORDER.CSV', size: 100, type: '' })).toBeNull();
  });
});
