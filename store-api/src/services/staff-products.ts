import type { RestStaffProduct } from '@storefront/contract/rest';
import type { Database, Queryable } from '../db/database.js';
import { recordAudit } from './audit.js';
import { RECOMMENDED_SECTION_ID } from './home.js';
import type { PageRequest } from './page.js';
import { findProducts, findProductsByIds, type Product, type Viewer } from './products.js';

/** A product as staff manage it (the descriptors' RestStaffProduct): stock, purchase limit, flags; no price. */
export type StaffProduct = RestStaffProduct;

/** What staff may change of a product: each field present is set, the others stay as they are. */
export interface ProductChanges {
  stock?: number;
  purchase_limit?: number | null;
  promoted?: boolean;
  recommended?: boolean;
}

export interface StaffProductFilter {
  /** Lower-cased words, each of which the name, brand, item code, SKU or barcode must contain. */
  terms: string[];
  /** Category slugs (a parent includes its children); null for any. */
  categorySlugs: string[] | null;
}

/** The listings' reader, as a visitor without prices: staff manage stock and flags here, not prices. */
const NO_CUSTOMER: Viewer = { customerId: null, seesPrices: false };

const IS_RECOMMENDED = `p.id IN (SELECT product_id FROM home_section_items WHERE section_id = (${RECOMMENDED_SECTION_ID}))`;

async function withFlags(db: Queryable, products: Product[]): Promise<StaffProduct[]> {
  if (products.length === 0) return [];
  const rows = await db.query<{ id: number; promoted: boolean; recommended: boolean }>(
    `SELECT p.id, p.promoted, ${IS_RECOMMENDED} AS recommended FROM products p WHERE p.id = ANY($1::int[])`,
    [products.map((product) => product.id)],
  );
  const flags = new Map(rows.map((row) => [row.id, row]));
  return products.map((product) => ({
    id: product.id,
    name: product.item_name,
    slug: product.slug,
    sku: product.sku.trim() === '' ? null : product.sku,
    category: { id: product.category.id, name: product.category.category_name },
    stock: product.stock,
    purchase_limit: product.purchase_limit,
    promoted: flags.get(product.id)?.promoted ?? false,
    recommended: flags.get(product.id)?.recommended ?? false,
    image_url: product.image === null ? null : product.image_url,
  }));
}

/** Products matching the search, by name, through the buyers' listing (the same matching, index and counts). */
export async function listStaffProducts(
  db: Queryable,
  filter: StaffProductFilter,
  page: PageRequest,
): Promise<{ total: number; rows: StaffProduct[] }> {
  const { total, products } = await findProducts(
    db,
    {
      categorySlugs: filter.categorySlugs,
      brandIds: null,
      minPriceCents: null,
      maxPriceCents: null,
      terms: filter.terms,
      sort: null,
    },
    page,
    NO_CUSTOMER,
  );
  return { total, rows: await withFlags(db, products) };
}

export async function loadStaffProduct(db: Queryable, id: number): Promise<StaffProduct | undefined> {
  const [product] = await withFlags(db, await findProductsByIds(db, [id], NO_CUSTOMER));
  return product;
}

export type ProductUpdate = 'changed' | 'unchanged' | 'not-found' | 'no-recommended-list';

/** The columns of products that ProductChanges names (recommended is a home page list, not a column). */
const PRODUCT_COLUMNS = ['stock', 'purchase_limit', 'promoted'] as const;

/**
 * Applies the changes with their audit entry (before and after hold only the fields that change), in one
 * transaction with the product's row locked, so an order placed meanwhile is never lost in the count. A change
 * to nothing new writes nothing. Buyers see it on their next request: stock, limits and the home page's lists
 * are read afresh, and the listings' cache (catalog-cache.ts) holds no field that this changes.
 */
export async function updateStaffProduct(
  db: Database,
  id: number,
  changes: ProductChanges,
  staffId: number,
): Promise<ProductUpdate> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<Required<ProductChanges>>(
      `SELECT p.stock, p.purchase_limit, p.promoted, ${IS_RECOMMENDED} AS recommended
         FROM products p WHERE p.id = $1 FOR UPDATE OF p`,
      [id],
    );
    if (!current) return 'not-found';
    const changed = (Object.keys(changes) as (keyof ProductChanges)[]).filter(
      (key) => changes[key] !== undefined && changes[key] !== current[key],
    );
    if (changed.length === 0) return 'unchanged';
    let sectionId: number | undefined;
    if (changed.includes('recommended')) {
      const [section] = await tx.query<{ id: number }>(RECOMMENDED_SECTION_ID);
      if (!section) return 'no-recommended-list';
      sectionId = section.id;
    }
    const columns = PRODUCT_COLUMNS.filter((column) => changed.includes(column));
    if (columns.length > 0) {
      await tx.query(
        `UPDATE products SET ${columns.map((column, i) => `${column} = $${i + 2}`).join(', ')}, updated_at = now()
          WHERE id = $1`,
        [id, ...columns.map((column) => changes[column])],
      );
    }
    if (sectionId !== undefined) {
      await tx.query(
        changes.recommended
          ? `INSERT INTO home_section_items (section_id, product_id, position)
             SELECT $1, $2, coalesce(max(position) + 1, 0) FROM home_section_items WHERE section_id = $1
             ON CONFLICT DO NOTHING`
          : 'DELETE FROM home_section_items WHERE section_id = $1 AND product_id = $2',
        [sectionId, id],
      );
    }
    await recordAudit(tx, {
      staffId,
      action: 'product.update',
      subject: 'product',
      subjectId: id,
      before: Object.fromEntries(changed.map((key) => [key, current[key]])),
      after: Object.fromEntries(changed.map((key) => [key, changes[key]])),
    });
    return 'changed';
  });
}
