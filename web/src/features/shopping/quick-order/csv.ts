import { QUANTITY, PRODUCT_CODE } from '@storefront/contract/limits';
import Papa from 'papaparse';

import { QUICK_ORDER_CSV, quickOrderMessages as messages } from './messages';

/** A row of the quick order: a code and how many. */
export interface CodeRow {
  code: string;
  quantity: number;
}

/** What a CSV file gives: its rows, and its lines that were left out, each with its reason. */
export type CsvReading = { ok: true; rows: CodeRow[]; problems: string[] } | { ok: false; error: string };

/** A code as the quick order takes it: trimmed, 1 to 60 characters, no comma. */
export function isCode(code: string): boolean {
  return code.length <= PRODUCT_CODE.maxLength && PRODUCT_CODE.pattern.test(code);
}

/** A quantity typed or read from a file: a whole number from 1 to 9999, or null. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity >= QUANTITY.min && quantity <= QUANTITY.max ? quantity : null;
}

/** Refusals that need only the file's name and size, before it is read. */
export function checkCsvFile(file: { name: string; size: number; type: string }): string | null {
  const named = /\.csv$/i.test(file.name) || file.type === 'text/csv';
  if (!named) return messages.csvNotCsv;
  if (file.size > QUICK_ORDER_CSV.maxBytes) return messages.csvTooBig;
  return null;
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** Where the code and the quantity are, and the index of the first record with rows; null when neither fits. */
function columnsOf(
  records: readonly string[][],
): { codeAt: number; quantityAt: number; firstRow: number } | null {
  const headerAt = records.findIndex((cells) => !isBlank(cells));
  const first = records[headerAt];
  if (!first) return null;
  const names = first.map((name) => name.trim().toLowerCase());
  const codeAt = names.indexOf('sku');
  const quantityAt = names.indexOf('quantity');
  if (codeAt >= 0 && quantityAt >= 0) return { codeAt, quantityAt, firstRow: headerAt + 1 };
  // No header: a first line that reads as a row ("GST-10001,5") makes the columns sku, quantity.
  if (first.length >= 2 && isCode(first[0]!.trim()) && parseQuantity(first[1]!) !== null)
    return { codeAt: 0, quantityAt: 1, firstRow: headerAt };
  return null;
}

/**
 * Reads `sku,quantity` CSV text with papaparse: a header line naming both columns (in any order and case; other
 * columns are ignored), or no header and the columns sku, quantity. Rows with no SKU, a bad SKU or a bad quantity
 * are left out and listed by the row number a spreadsheet shows for them (the header is row 1, blank lines count);
 * a file over the limits is refused whole.
 */
export function readQuickOrderCsv(text: string): CsvReading {
  if (text.length > QUICK_ORDER_CSV.maxBytes) return { ok: false, error: messages.csvTooBig };
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: false,
    preview: QUICK_ORDER_CSV.maxLines + 1,
  });
  // Blank records are kept so that each record's index is its row in a spreadsheet, less one.
  const records = parsed.data;
  if (records.length > QUICK_ORDER_CSV.maxLines && !isBlank(records[QUICK_ORDER_CSV.maxLines]!))
    return { ok: false, error: messages.csvTooLong };
  if (parsed.errors.some((error) => error.type === 'Quotes'))
    return { ok: false, error: messages.csvUnreadable };
  const columns = columnsOf(records);
  const body = columns
    ? records.map((cells, index) => ({ cells, row: index + 1 })).slice(columns.firstRow)
    : [];
  const filled = body.filter(({ cells }) => !isBlank(cells));
  if (records.every(isBlank) || (columns && filled.length === 0))
    return { ok: false, error: messages.csvEmpty };
  if (!columns) return { ok: false, error: messages.csvColumns };
  if (filled.length > QUICK_ORDER_CSV.maxRows) return { ok: false, error: messages.csvTooManyRows };

  const rows: CodeRow[] = [];
  const problems: string[] = [];
  for (const { cells, row } of filled) {
    const code = (cells[columns.codeAt] ?? '').trim();
    const quantity = parseQuantity(cells[columns.quantityAt] ?? '');
    if (code === '') problems.push(messages.csvLine(row, messages.csvMissingCode));
    else if (!isCode(code)) problems.push(messages.csvLine(row, messages.csvBadCode));
    else if (quantity === null) problems.push(messages.csvLine(row, messages.csvBadQuantity));
    else rows.push({ code, quantity });
  }
  return { ok: true, rows, problems };
}
