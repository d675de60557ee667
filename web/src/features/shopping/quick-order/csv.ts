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

/**
 * Reads `sku,quantity` CSV text (a header line naming both columns, in any order and case; any other columns are
 * ignored) with papaparse. Rows with no SKU, a bad SKU or a bad quantity are left out and listed by their number; a file over the limits is refused whole.
 */
export function readQuickOrderCsv(text: string): CsvReading {
  if (text.length > QUICK_ORDER_CSV.maxBytes) return { ok: false, error: messages.csvTooBig };
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    preview: QUICK_ORDER_CSV.maxLines + 1,
  });
  const lines = parsed.data;
  if (lines.length > QUICK_ORDER_CSV.maxLines) return { ok: false, error: messages.csvTooLong };
  if (parsed.errors.some((error) => error.type === 'Quotes'))
    return { ok: false, error: messages.csvUnreadable };
  const [header, ...body] = lines;
  if (!header || body.length === 0) return { ok: false, error: messages.csvEmpty };
  const names = header.map((name) => name.trim().toLowerCase());
  const codeAt = names.indexOf('sku');
  const quantityAt = names.indexOf('quantity');
  if (codeAt < 0 || quantityAt < 0) return { ok: false, error: messages.csvColumns };
  if (body.length > QUICK_ORDER_CSV.maxRows) return { ok: false, error: messages.csvTooManyRows };

  const rows: CodeRow[] = [];
  const problems: string[] = [];
  body.forEach((cells, index) => {
    // Rows counted from 1 under the header, blank lines left out.
    const line = index + 1;
    const code = (cells[codeAt] ?? '').trim();
    const quantity = parseQuantity(cells[quantityAt] ?? '');
    if (code === '') problems.push(messages.csvLine(line, messages.csvMissingCode));
    else if (!isCode(code)) problems.push(messages.csvLine(line, messages.csvBadCode));
    else if (quantity === null) problems.push(messages.csvLine(line, messages.csvBadQuantity));
    else rows.push({ code, quantity });
  });
  return { ok: true, rows, problems };
}
