import {
  CATALOG,
  formatCents,
  parseCents,
  PRODUCT_STOCK,
  PURCHASE_LIMIT,
  catalogMessages as CM,
  taxonomyMessages as TM,
} from '@storefront/contract';
import type { RestProductImportReport, RestProductImportRow } from '@storefront/contract/rest';
import type { Database, Queryable } from '../db/database.js';
import { recordAudit } from './audit.js';

type ReportRow = RestProductImportReport['rows'][number];

/** The columns an import may set, with the product's column each writes. */
const FIELDS = {
  price: 'sales_price_cents',
  tax_per_unit: 'tax_per_unit_cents',
  stock: 'stock',
  purchase_limit: 'purchase_limit',
} as const;
type Field = keyof typeof FIELDS;
type Values = Partial<Record<Field, number | null>>;

interface CurrentProduct {
  id: number;
  item_name: string;
  sku: string;
  sales_price_cents: number;
  tax_per_unit_cents: number;
  stock: number;
  purchase_limit: number | null;
  archived_at: Date | null;
}

const wholeNumber = (text: string, bounds: { min: number; max: number }) =>
  /^\d{1,9}$/.test(text) && Number(text) >= bounds.min && Number(text) <= bounds.max ? Number(text) : null;

/** One cell read by its column's rule: undefined when blank (left as it is), or an error message. */
function readCell(field: Field, text: string): { value?: number | null; error?: string } {
  const cell = text.trim();
  if (cell === '') return {};
  if (field === 'price' || field === 'tax_per_unit') {
    const cents = parseCents(cell.replace(/^\$/, '').replace(/,/g, ''));
    if (cents === null || cents < 0 || cents > CATALOG.maxCents)
      return { error: field === 'price' ? CM.price : CM.tax };
    return { value: cents };
  }
  if (field === 'stock') {
    const stock = wholeNumber(cell, PRODUCT_STOCK);
    return stock === null ? { error: CM.stock } : { value: stock };
  }
  if (/^none$/i.test(cell)) return { value: null };
  const limit = wholeNumber(cell, PURCHASE_LIMIT);
  return limit === null
    ? { error: `${CM.purchaseLimit.replace(/, or empty for no limit\.$/, '')}, or none for no limit.` }
    : { value: limit };
}

const shown = (field: Field, value: number | null) =>
  value === null ? null : field === 'price' || field === 'tax_per_unit' ? formatCents(value) : String(value);

/**
 * Each row checked against the products as they are (locked, when `lock`): its changes, or its errors. With
 * `stockOnly` (the warehouse's file) a change to any other column is an error of its row; a cell equal to the
 * product's value is no change, so the export with only its stock edited imports as it is.
 */
async function check(tx: Queryable, rows: RestProductImportRow[], lock: boolean, stockOnly: boolean) {
  const skus = [...new Set(rows.map((row) => row.sku.trim().toLowerCase()).filter((sku) => sku !== ''))];
  const products = await tx.query<CurrentProduct>(
    `SELECT id, item_name, sku, sales_price_cents, tax_per_unit_cents, stock, purchase_limit, archived_at
       FROM products WHERE lower(sku) = ANY($1::text[]) ORDER BY id ${lock ? 'FOR UPDATE' : ''}`,
    [skus],
  );
  const bySku = new Map<string, CurrentProduct[]>();
  for (const product of products) {
    const key = product.sku.toLowerCase();
    bySku.set(key, [...(bySku.get(key) ?? []), product]);
  }
  const firstRow = new Map<string, number>();
  const planned: { product: CurrentProduct; values: Values; changed: Field[] }[] = [];
  const report: ReportRow[] = rows.map((row) => {
    const sku = row.sku.trim();
    const errors: ReportRow['errors'] = [];
    const out: ReportRow = { row: row.row, sku, product_id: null, product_name: null, changes: [], errors };
    const values: Values = {};
    for (const field of Object.keys(FIELDS) as Field[]) {
      const cell = readCell(field, row[field] ?? '');
      if (cell.error) errors.push({ field, message: cell.error });
      else if (cell.value !== undefined) values[field] = cell.value;
    }
    if (sku === '') {
      errors.unshift({ field: 'sku', message: TM.csvSkuRequired });
      return out;
    }
    const key = sku.toLowerCase();
    const seen = firstRow.get(key);
    if (seen !== undefined) errors.unshift({ field: 'sku', message: TM.csvSkuRepeated(seen) });
    else firstRow.set(key, row.row);
    const matches = bySku.get(key) ?? [];
    if (matches.length === 0) errors.unshift({ field: 'sku', message: TM.csvSkuUnknown });
    else if (matches.length > 1) errors.unshift({ field: 'sku', message: TM.csvSkuAmbiguous });
    const product = matches.length === 1 ? matches[0]! : undefined;
    if (product) {
      out.product_id = product.id;
      out.product_name = product.item_name;
      if (product.archived_at !== null) errors.push({ field: 'sku', message: TM.csvArchived });
    }
    const given = Object.keys(values) as Field[];
    if (given.length === 0 && !errors.some((error) => error.field !== 'sku'))
      errors.push({ field: null, message: TM.csvNothing });
    if (!product || errors.length > 0) return out;
    const changed = given.filter((field) => values[field] !== product[FIELDS[field]]);
    if (stockOnly)
      for (const field of changed.filter((column) => column !== 'stock'))
        errors.push({ field, message: TM.csvStockOnly(field) });
    if (errors.length > 0) return out;
    out.changes = changed.map((field) => ({
      field,
      before: shown(field, product[FIELDS[field]]),
      after: shown(field, values[field]!),
    }));
    if (changed.length > 0) planned.push({ product, values, changed });
    return out;
  });
  return { report, planned, bad: report.some((row) => row.errors.length > 0) };
}

/**
 * Checks every row of a products CSV and, unless `dryRun` or a row is wrong, applies them all in one transaction
 * with the products locked (an order placed meanwhile waits, and is never lost in the stock count). A wrong row
 * refuses the whole file: nothing is written. Each changed product gets its audit entry (`product.import`). With
 * `stockOnly` (a warehouse member's file) only stock may change: see `check`.
 */
export async function importProducts(
  db: Database,
  rows: RestProductImportRow[],
  options: { dryRun: boolean; staffId: number; stockOnly: boolean },
): Promise<RestProductImportReport> {
  if (options.dryRun) {
    const { report } = await check(db, rows, false, options.stockOnly);
    return { applied: false, rows: report };
  }
  return db.transaction(async (tx) => {
    const { report, planned, bad } = await check(tx, rows, true, options.stockOnly);
    if (bad) return { applied: false, rows: report };
    for (const { product, values, changed } of planned) {
      await tx.query(
        `UPDATE products SET ${changed.map((field, i) => `${FIELDS[field]} = $${i + 2}`).join(', ')},
                updated_at = now() WHERE id = $1`,
        [product.id, ...changed.map((field) => values[field])],
      );
      await recordAudit(tx, {
        staffId: options.staffId,
        action: 'product.import',
        subject: 'product',
        subjectId: product.id,
        before: Object.fromEntries(changed.map((field) => [field, shown(field, product[FIELDS[field]])])),
        after: Object.fromEntries(changed.map((field) => [field, shown(field, values[field]!)])),
      });
    }
    return { applied: true, rows: report };
  });
}
