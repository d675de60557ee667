import type { RestStaffProduct } from '@storefront/contract/rest';
import type { Database, Queryable } from '../db/database.js';
import { escapeLike, storageUrl } from './products.js';
import { recordAudit } from './audit.js';
import { RECOMMENDED_SECTION_ID } from './home.js';
import type { PageRequest } from './page.js';
import { CATALOG, formatCents, type AuditAction } from '@storefront/contract';

/**
 * A product as staff manage it (the descriptors' RestStaffProduct, money in integer cents): the buyer's view plus
 * price, stock, purchase limit, the home page's flags, its pictures and whether it is archived.
 */
export type StaffProduct = RestStaffProduct;

/** A product as the staff API answers it: its money as dollars and cents ("12.50"), as RestStaffProductSchema reads it. */
export function staffProductAnswer(product: StaffProduct) {
  return {
    ...product,
    price: product.price === null ? null : formatCents(product.price),
    tax_per_unit: product.tax_per_unit === null ? null : formatCents(product.tax_per_unit),
  };
}

/** What the warehouse may change of a product: each field present is set, the others stay as they are. */
export interface ProductChanges {
  stock?: number;
  purchase_limit?: number | null;
  promoted?: boolean;
  recommended?: boolean;
}

/** A product's own fields as sales enter them (create: all but the optional ones; edit: any). */
export interface ProductFields {
  item_name: string;
  item_code: string;
  sku: string;
  custom_barcode: string | null;
  sales_price_cents: number;
  tax_per_unit_cents: number;
  description: string;
  category_id: number;
  brand_id: number;
  stock: number;
  purchase_limit: number | null;
}

export type StockFilter = 'low' | 'out';

export interface StaffProductFilter {
  /** Lower-cased words, each of which the name, brand, item code, SKU or barcode must contain. */
  terms: string[];
  /** Category slugs (a parent includes its children); null for any. */
  categorySlugs: string[] | null;
  stock: StockFilter | null;
  archived: boolean;
}

const IS_RECOMMENDED = `p.id IN (SELECT product_id FROM home_section_items WHERE section_id = (${RECOMMENDED_SECTION_ID}))`;

const STAFF_SELECT = `
  SELECT p.id, p.item_name, p.slug, p.item_code, p.sku, p.custom_barcode, p.category_id, c.category_name,
         p.brand_id, b.brand_name, p.sales_price_cents, p.tax_per_unit_cents, p.description, p.stock,
         p.purchase_limit, p.promoted, ${IS_RECOMMENDED} AS recommended, p.images, p.archived_at
    FROM products p
    JOIN categories c ON c.id = p.category_id
    JOIN brands b ON b.id = p.brand_id`;

interface StaffProductRow extends ProductFields {
  id: number;
  slug: string;
  category_name: string;
  brand_name: string;
  promoted: boolean;
  recommended: boolean;
  images: string[];
  archived_at: Date | null;
}

function toStaffProduct(row: StaffProductRow): StaffProduct {
  return {
    id: row.id,
    name: row.item_name,
    slug: row.slug,
    sku: row.sku.trim() === '' ? null : row.sku,
    item_code: row.item_code,
    barcode: row.custom_barcode,
    category: { id: row.category_id, name: row.category_name },
    brand: { id: row.brand_id, name: row.brand_name },
    price: row.sales_price_cents,
    tax_per_unit: row.tax_per_unit_cents,
    description: row.description,
    stock: row.stock,
    purchase_limit: row.purchase_limit,
    promoted: row.promoted,
    recommended: row.recommended,
    image_url: row.images[0] === undefined ? null : storageUrl('products', row.images[0]),
    images: row.images.map((file) => ({ file, url: storageUrl('products', file) })),
    archived_at: row.archived_at === null ? null : new Date(row.archived_at).toISOString(),
  };
}

/** Products matching the filter, by name, with how many match in all. */
export async function listStaffProducts(
  db: Queryable,
  filter: StaffProductFilter,
  page: PageRequest,
): Promise<{ total: number; rows: StaffProduct[] }> {
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = [filter.archived ? 'p.archived_at IS NOT NULL' : 'p.archived_at IS NULL'];
  for (const term of filter.terms) conditions.push(`p.search_text LIKE ${add(`%${escapeLike(term)}%`)}`);
  if (filter.categorySlugs) {
    const slugs = add(filter.categorySlugs);
    conditions.push(`p.category_id IN (SELECT id FROM categories WHERE slug = ANY(${slugs}::text[])
      OR parent_id IN (SELECT id FROM categories WHERE slug = ANY(${slugs}::text[])))`);
  }
  if (filter.stock === 'out') conditions.push('p.stock = 0');
  if (filter.stock === 'low') conditions.push(`p.stock BETWEEN 1 AND ${add(CATALOG.lowStock)}`);
  const where = `WHERE ${conditions.join(' AND ')}`;
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM products p ${where}`,
    params,
  );
  const rows = await db.query<StaffProductRow>(
    `${STAFF_SELECT} ${where} ORDER BY p.item_name, p.id LIMIT ${add(page.perPage)} OFFSET ${add(page.offset)}`,
    params,
  );
  return { total: count?.total ?? 0, rows: rows.map(toStaffProduct) };
}

export async function loadStaffProduct(db: Queryable, id: number): Promise<StaffProduct | undefined> {
  const [row] = await db.query<StaffProductRow>(`${STAFF_SELECT} WHERE p.id = $1`, [id]);
  return row && toStaffProduct(row);
}

/** Every category (subcategories after their parent) and every brand, by name: what a product's form offers. */
export async function catalogChoices(db: Queryable) {
  const [categories, brands] = await Promise.all([
    db.query<{ id: number; name: string; parent_id: number | null }>(
      `SELECT c.id, c.category_name AS name, c.parent_id FROM categories c
         LEFT JOIN categories parent ON parent.id = c.parent_id
        ORDER BY coalesce(parent.position, c.position), coalesce(parent.id, c.id), c.parent_id NULLS FIRST,
                 c.position, c.id`,
    ),
    db.query<{ id: number; name: string }>(
      'SELECT id, brand_name AS name FROM brands ORDER BY brand_name, id',
    ),
  ]);
  return { categories, brands };
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
    if (columns.length > 0) await setColumns(tx, id, columns, changes);
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

async function setColumns<T extends object>(
  tx: Queryable,
  id: number,
  columns: readonly (keyof T & string)[],
  values: T,
) {
  await tx.query(
    `UPDATE products SET ${columns.map((column, i) => `${column} = $${i + 2}`).join(', ')}, updated_at = now()
      WHERE id = $1`,
    [id, ...columns.map((column) => values[column])],
  );
}

export type CatalogRefusal = 'item-code-taken' | 'unknown-category' | 'unknown-brand';

/** Why fields cannot be saved: an item code another product has, a category or brand that does not exist. */
async function refusalOf(
  tx: Queryable,
  fields: Partial<ProductFields>,
  exceptId: number | null,
): Promise<CatalogRefusal | null> {
  if (fields.item_code !== undefined) {
    const [taken] = await tx.query(
      'SELECT 1 FROM products WHERE lower(item_code) = lower($1) AND id <> coalesce($2::int, 0)',
      [fields.item_code, exceptId],
    );
    if (taken) return 'item-code-taken';
  }
  if (fields.category_id !== undefined) {
    const [found] = await tx.query('SELECT 1 FROM categories WHERE id = $1', [fields.category_id]);
    if (!found) return 'unknown-category';
  }
  if (fields.brand_id !== undefined) {
    const [found] = await tx.query('SELECT 1 FROM brands WHERE id = $1', [fields.brand_id]);
    if (!found) return 'unknown-brand';
  }
  return null;
}

/** Adds a product, on sale at once (without pictures until they are uploaded), with its audit entry. */
export async function createStaffProduct(
  db: Database,
  fields: ProductFields,
  staffId: number,
): Promise<{ id: number } | CatalogRefusal> {
  return db.transaction(async (tx) => {
    const refusal = await refusalOf(tx, fields, null);
    if (refusal) return refusal;
    const columns = Object.keys(fields) as (keyof ProductFields)[];
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO products (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
       RETURNING id`,
      columns.map((column) => fields[column]),
    );
    await recordAudit(tx, {
      staffId,
      action: 'product.create',
      subject: 'product',
      subjectId: row!.id,
      before: null,
      after: fields,
    });
    return { id: row!.id };
  });
}

/**
 * Changes a product's own fields with their audit entry (only the fields that change). A new price is what the
 * next buyer's request reads (products are read afresh, and the price is part of catalog_state's version, which
 * drops the listings' cached counts and searches); an order already placed keeps the price in its lines.
 */
export async function editStaffProduct(
  db: Database,
  id: number,
  fields: Partial<ProductFields>,
  staffId: number,
): Promise<'changed' | 'unchanged' | 'not-found' | 'archived' | CatalogRefusal> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<ProductFields & { archived_at: Date | null }>(
      `SELECT item_name, item_code, sku, custom_barcode, sales_price_cents, tax_per_unit_cents, description,
              category_id, brand_id, stock, purchase_limit, archived_at
         FROM products WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!current) return 'not-found';
    if (current.archived_at !== null) return 'archived';
    const changed = (Object.keys(fields) as (keyof ProductFields)[]).filter(
      (key) => fields[key] !== undefined && fields[key] !== current[key],
    );
    if (changed.length === 0) return 'unchanged';
    const refusal = await refusalOf(tx, Object.fromEntries(changed.map((key) => [key, fields[key]])), id);
    if (refusal) return refusal;
    await setColumns(tx, id, changed, fields);
    await recordAudit(tx, {
      staffId,
      action: 'product.edit',
      subject: 'product',
      subjectId: id,
      before: Object.fromEntries(changed.map((key) => [key, current[key]])),
      after: Object.fromEntries(changed.map((key) => [key, fields[key]])),
    });
    return 'changed';
  });
}

/**
 * Takes a product out of the buyers' catalogue (listings, search, its page, carts, quick order) or puts it back.
 * Placed orders keep their lines, which hold the product's name, code and price as ordered.
 */
export async function setProductArchived(
  db: Database,
  id: number,
  archived: boolean,
  staffId: number,
): Promise<'changed' | 'unchanged' | 'not-found'> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<{ archived: boolean }>(
      'SELECT archived_at IS NOT NULL AS archived FROM products WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!current) return 'not-found';
    if (current.archived === archived) return 'unchanged';
    await tx.query(
      `UPDATE products SET archived_at = ${archived ? 'now()' : 'NULL'}, updated_at = now() WHERE id = $1`,
      [id],
    );
    await recordAudit(tx, {
      staffId,
      action: archived ? 'product.archive' : 'product.restore',
      subject: 'product',
      subjectId: id,
      before: { archived: current.archived },
      after: { archived },
    });
    return 'changed';
  });
}

/**
 * Sets the product's pictures (file names under storage/products) with the audit entry: `change` gets the current
 * list and answers the new one, or a refusal. The row is locked meanwhile, so two uploads never lose one another.
 */
export async function changeProductImages<Refusal extends string>(
  db: Database,
  id: number,
  staffId: number,
  action: Extract<AuditAction, `product.image.${string}`>,
  change: (current: string[]) => string[] | Refusal,
): Promise<{ before: string[]; after: string[] } | Refusal | 'not-found' | 'archived'> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<{ images: string[]; archived_at: Date | null }>(
      'SELECT images, archived_at FROM products WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!current) return 'not-found';
    if (current.archived_at !== null) return 'archived';
    const images = change(current.images);
    if (typeof images === 'string') return images;
    await tx.query('UPDATE products SET images = $2, updated_at = now() WHERE id = $1', [id, images]);
    await recordAudit(tx, {
      staffId,
      action,
      subject: 'product',
      subjectId: id,
      before: { images: current.images },
      after: { images },
    });
    return { before: current.images, after: images };
  });
}
