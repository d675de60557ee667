import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Response } from 'express';
import {
  formatCents,
  messages as M,
  PRODUCT_CSV,
  storeToday,
  taxonomyMessages as TM,
} from '@storefront/contract';
import type { RestBodyOf, RestStaffProduct, STAFF_TAXONOMY } from '@storefront/contract/rest';
import type { StaffContext } from './context.js';
import { Refusal, refusalOf } from './orders-csv.js';

/** The most products one export holds. */
const CSV_MAX_PRODUCTS = 20_000;
const PAGE_SIZE = 100;

/**
 * The export's columns. The import reads `sku` and the columns it can set; the others (what a person reads to know
 * the row) it passes over, so an exported file edited in a spreadsheet imports as it is.
 */
const COLUMNS = [
  'sku',
  'name',
  'item_code',
  'barcode',
  'category',
  'brand',
  'price',
  'tax_per_unit',
  'stock',
  'purchase_limit',
  'status',
] as const;
const READ_ONLY_COLUMNS = new Set<string>(
  COLUMNS.filter((c) => !(PRODUCT_CSV.importColumns as readonly string[]).includes(c)),
);

function rowOf(product: RestStaffProduct): (string | number)[] {
  return [
    product.sku ?? '',
    product.name,
    product.item_code,
    product.barcode ?? '',
    product.category.name,
    product.brand?.name ?? '',
    product.price === null ? '' : formatCents(product.price),
    product.tax_per_unit === null ? '' : formatCents(product.tax_per_unit),
    product.stock,
    product.purchase_limit ?? 'none',
    product.archived_at === null ? 'active' : 'archived',
  ];
}

async function everyProduct(ctx: StaffContext, status: 'active' | 'archived'): Promise<RestStaffProduct[]> {
  const products: RestStaffProduct[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await ctx.staffApi.products({ status }, { page, perPage: PAGE_SIZE });
    products.push(...answer.items);
    if (answer.meta.total > CSV_MAX_PRODUCTS)
      throw new Refusal(400, `An export holds at most ${CSV_MAX_PRODUCTS.toLocaleString('en-US')} products.`);
    if (answer.items.length < PAGE_SIZE || page * PAGE_SIZE >= answer.meta.total) return products;
  }
}

/**
 * GET /staff/products.csv: every product (on sale, then archived) with its SKU, names, price, tax, stock and purchase
 * limit, as a CSV file the import reads back. A staff session is required (401); store-api's role check applies as
 * to the products list (403).
 */
export async function sendProductsCsv(ctx: StaffContext, res: Response): Promise<void> {
  res.setHeader('cache-control', 'no-store');
  try {
    if (!ctx.staffApi.isSignedIn) throw new Refusal(401, M.unauthenticated);
    const products = [...(await everyProduct(ctx, 'active')), ...(await everyProduct(ctx, 'archived'))];
    const csv = stringify(products.map(rowOf), {
      bom: true,
      header: true,
      columns: [...COLUMNS],
      escape_formulas: true,
    });
    const today = storeToday();
    res
      .status(200)
      .setHeader('content-type', 'text/csv; charset=utf-8')
      .setHeader('content-disposition', `attachment; filename="products-${today}.csv"`)
      .send(csv);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal.retryAfterSeconds !== undefined)
      res.setHeader('retry-after', String(refusal.retryAfterSeconds));
    res.status(refusal.status).json({ message: refusal.message, requestId: ctx.requestId });
  }
}

/**
 * A CSV file's records (RFC 4180: quoted cells may hold commas, doubled quotes and line breaks), a blank line kept as
 * a record of one empty cell so that rows keep the numbers a spreadsheet shows; null when malformed.
 */
export function parseCsv(text: string): string[][] | null {
  try {
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch {
    return null;
  }
}

type ImportRows = RestBodyOf<typeof STAFF_TAXONOMY.importProducts>['rows'];

/**
 * The data rows of a products CSV file, each with the row number a spreadsheet shows (the header is row 1; blank
 * lines keep their numbers), or the file's refusal: too large, not UTF-8 CSV, a header without `sku` or with a column
 * the import does not know, no rows, too many rows.
 */
export function readImportFile(data: Buffer): { rows: ImportRows } | { refusal: string } {
  if (data.length === 0) return { refusal: TM.csvRequired };
  if (data.length > PRODUCT_CSV.maxBytes) return { refusal: TM.csvSize };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return { refusal: TM.csvUnreadable };
  }
  const records = parseCsv(text);
  if (records === null) return { refusal: TM.csvUnreadable };
  const [header, ...body] = records;
  const names = (header ?? []).map((name) => name.trim().toLowerCase());
  if (!names.includes('sku')) return { refusal: TM.csvHeader };
  const unknown = names.find(
    (name) =>
      name !== '' &&
      !READ_ONLY_COLUMNS.has(name) &&
      !(PRODUCT_CSV.importColumns as readonly string[]).includes(name),
  );
  if (unknown !== undefined) return { refusal: TM.csvUnknownColumn(unknown) };
  const rows: ImportRows = [];
  body.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row: ImportRows[number] = { row: index + 2, sku: '' };
    for (const column of PRODUCT_CSV.importColumns) {
      const at = names.indexOf(column);
      // A cell is bounded as the product's fields are; a longer one is cut and refused by its rule.
      if (at >= 0) row[column] = (cells[at] ?? '').slice(0, 40);
    }
    row.sku = (cells[names.indexOf('sku')] ?? '').slice(0, 120);
    rows.push(row);
  });
  if (rows.length === 0) return { refusal: TM.csvEmpty };
  if (rows.length > PRODUCT_CSV.maxRows) return { refusal: TM.csvRows };
  return { rows };
}
