import type { RestStaffBrand, RestStaffCategory } from '@storefront/contract/rest';
import type { Database, Queryable } from '../db/database.js';
import { recordAudit } from './audit.js';
import { storageUrl } from './products.js';

/*
 * Categories (with one level of subcategories) and brands as staff keep them. Buyers read both afresh: store-api's
 * listing cache is keyed by catalog_state's version, which a trigger bumps on any change to categories, and a brand
 * is only ever deleted when no product names it (so no cached count can include it).
 */

export interface CategoryFields {
  category_name: string;
  slug: string;
  parent_id: number | null;
}

export interface BrandFields {
  brand_name: string;
  slug: string;
}

export type TaxonomyRefusal =
  | 'not-found'
  | 'slug-taken'
  | 'name-taken'
  | 'bad-parent'
  | 'has-children'
  | 'on-home-page'
  | { inUse: { products: number; subcategories: number } };

const CATEGORY_SELECT = `
  SELECT c.id, c.category_name AS name, c.slug, c.parent_id, c.image,
         (SELECT count(*)::int FROM products p WHERE p.category_id = c.id) AS products,
         (SELECT count(*)::int FROM categories s WHERE s.parent_id = c.id) AS subcategories
    FROM categories c
    LEFT JOIN categories parent ON parent.id = c.parent_id`;
const CATEGORY_ORDER = `ORDER BY coalesce(parent.position, c.position), coalesce(parent.id, c.id),
                                 c.parent_id NULLS FIRST, c.position, c.id`;

const BRAND_SELECT = `
  SELECT b.id, b.brand_name AS name, b.slug, b.image,
         (SELECT count(*)::int FROM products p WHERE p.brand_id = b.id) AS products
    FROM brands b`;

type BrandRow = Omit<RestStaffBrand, 'image_url'> & { image: string | null };
const toBrand = ({ image, ...row }: BrandRow): RestStaffBrand => ({
  ...row,
  image_url: image === null ? null : storageUrl('brands', image),
});

type CategoryRow = Omit<RestStaffCategory, 'image_url'> & { image: string | null };
const toCategory = ({ image, ...row }: CategoryRow): RestStaffCategory => ({
  ...row,
  image_url: image === null ? null : storageUrl('categories', image),
});

/** Every category in the buyers' menu order (subcategories after their parent) and every brand by name. */
export async function loadTaxonomy(db: Queryable) {
  const [categories, brands] = await Promise.all([
    db.query<CategoryRow>(`${CATEGORY_SELECT} ${CATEGORY_ORDER}`),
    db.query<BrandRow>(`${BRAND_SELECT} ORDER BY b.brand_name, b.id`),
  ]);
  return { categories: categories.map(toCategory), brands: brands.map(toBrand) };
}

export async function loadStaffCategory(db: Queryable, id: number) {
  const [row] = await db.query<CategoryRow>(`${CATEGORY_SELECT} WHERE c.id = $1`, [id]);
  return row && toCategory(row);
}

export async function loadStaffBrand(db: Queryable, id: number) {
  const [row] = await db.query<BrandRow>(`${BRAND_SELECT} WHERE b.id = $1`, [id]);
  return row && toBrand(row);
}

/** Why a category's fields cannot be saved: a slug taken, a parent that is not a top-level category, ... */
async function categoryRefusal(
  tx: Queryable,
  fields: Partial<CategoryFields>,
  id: number | null,
): Promise<TaxonomyRefusal | null> {
  if (fields.slug !== undefined) {
    const [taken] = await tx.query(
      'SELECT 1 FROM categories WHERE slug = $1 AND id <> coalesce($2::int, 0)',
      [fields.slug, id],
    );
    if (taken) return 'slug-taken';
  }
  if (fields.parent_id !== undefined && fields.parent_id !== null) {
    const [parent] = await tx.query<{ parent_id: number | null }>(
      'SELECT parent_id FROM categories WHERE id = $1',
      [fields.parent_id],
    );
    if (!parent || parent.parent_id !== null || fields.parent_id === id) return 'bad-parent';
    if (id !== null) {
      const [child] = await tx.query('SELECT 1 FROM categories WHERE parent_id = $1 LIMIT 1', [id]);
      if (child) return 'has-children';
    }
  }
  return null;
}

/** Adds a category (a subcategory when it names a parent) at the end of its siblings, with its audit entry. */
export async function createCategory(
  db: Database,
  fields: CategoryFields,
  staffId: number,
): Promise<{ id: number } | TaxonomyRefusal> {
  return db.transaction(async (tx) => {
    const refusal = await categoryRefusal(tx, fields, null);
    if (refusal) return refusal;
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO categories (category_name, slug, parent_id, position)
       SELECT $1, $2, $3::int, coalesce(max(position) + 1, 0) FROM categories WHERE parent_id IS NOT DISTINCT FROM $3::int
       RETURNING id`,
      [fields.category_name, fields.slug, fields.parent_id],
    );
    await recordAudit(tx, {
      staffId,
      action: 'category.create',
      subject: 'category',
      subjectId: row!.id,
      before: null,
      after: { name: fields.category_name, slug: fields.slug, parent_id: fields.parent_id },
    });
    return { id: row!.id };
  });
}

const CATEGORY_WORDS = { category_name: 'name', slug: 'slug', parent_id: 'parent_id' } as const;

/** Changes a category's name, slug or parent (only what differs, audited). */
export async function editCategory(
  db: Database,
  id: number,
  fields: Partial<CategoryFields>,
  staffId: number,
): Promise<'changed' | 'unchanged' | TaxonomyRefusal> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<CategoryFields>(
      'SELECT category_name, slug, parent_id FROM categories WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!current) return 'not-found';
    const changed = (Object.keys(fields) as (keyof CategoryFields)[]).filter(
      (key) => fields[key] !== undefined && fields[key] !== current[key],
    );
    if (changed.length === 0) return 'unchanged';
    const refusal = await categoryRefusal(tx, Object.fromEntries(changed.map((k) => [k, fields[k]])), id);
    if (refusal) return refusal;
    await tx.query(
      `UPDATE categories SET ${changed.map((column, i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`,
      [id, ...changed.map((column) => fields[column])],
    );
    await recordAudit(tx, {
      staffId,
      action: 'category.edit',
      subject: 'category',
      subjectId: id,
      before: Object.fromEntries(changed.map((key) => [CATEGORY_WORDS[key], current[key]])),
      after: Object.fromEntries(changed.map((key) => [CATEGORY_WORDS[key], fields[key]])),
    });
    return 'changed';
  });
}

/**
 * Deletes a category nothing uses: no product (archived ones too: their page and old orders name it), no
 * subcategory, no home page banner or brand logo link. Staff move the products first; nothing is moved for them.
 */
export async function deleteCategory(
  db: Database,
  id: number,
  staffId: number,
): Promise<'deleted' | TaxonomyRefusal> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<
      CategoryFields & { products: number; subcategories: number; linked: boolean }
    >(
      `SELECT category_name, slug, parent_id,
              (SELECT count(*)::int FROM products WHERE category_id = c.id) AS products,
              (SELECT count(*)::int FROM categories WHERE parent_id = c.id) AS subcategories,
              EXISTS (SELECT 1 FROM banners WHERE category_id = c.id)
                OR EXISTS (SELECT 1 FROM brands WHERE category_id = c.id) AS linked
         FROM categories c WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!current) return 'not-found';
    if (current.products > 0 || current.subcategories > 0)
      return { inUse: { products: current.products, subcategories: current.subcategories } };
    if (current.linked) return 'on-home-page';
    await tx.query('DELETE FROM categories WHERE id = $1', [id]);
    await recordAudit(tx, {
      staffId,
      action: 'category.delete',
      subject: 'category',
      subjectId: id,
      before: { name: current.category_name, slug: current.slug, parent_id: current.parent_id },
      after: null,
    });
    return 'deleted';
  });
}

async function brandRefusal(
  tx: Queryable,
  fields: Partial<BrandFields>,
  id: number | null,
): Promise<TaxonomyRefusal | null> {
  if (fields.slug !== undefined) {
    const [taken] = await tx.query('SELECT 1 FROM brands WHERE slug = $1 AND id <> coalesce($2::int, 0)', [
      fields.slug,
      id,
    ]);
    if (taken) return 'slug-taken';
  }
  if (fields.brand_name !== undefined) {
    const [taken] = await tx.query(
      'SELECT 1 FROM brands WHERE lower(brand_name) = lower($1) AND id <> coalesce($2::int, 0)',
      [fields.brand_name, id],
    );
    if (taken) return 'name-taken';
  }
  return null;
}

export async function createBrand(
  db: Database,
  fields: BrandFields,
  staffId: number,
): Promise<{ id: number } | TaxonomyRefusal> {
  return db.transaction(async (tx) => {
    const refusal = await brandRefusal(tx, fields, null);
    if (refusal) return refusal;
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO brands (brand_name, slug) VALUES ($1, $2) RETURNING id',
      [fields.brand_name, fields.slug],
    );
    await recordAudit(tx, {
      staffId,
      action: 'brand.create',
      subject: 'brand',
      subjectId: row!.id,
      before: null,
      after: { name: fields.brand_name, slug: fields.slug },
    });
    return { id: row!.id };
  });
}

/** Changes a brand's name or slug (audited); a new name re-indexes its products for search (a trigger). */
export async function editBrand(
  db: Database,
  id: number,
  fields: Partial<BrandFields>,
  staffId: number,
): Promise<'changed' | 'unchanged' | TaxonomyRefusal> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<BrandFields>(
      'SELECT brand_name, slug FROM brands WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!current) return 'not-found';
    const changed = (Object.keys(fields) as (keyof BrandFields)[]).filter(
      (key) => fields[key] !== undefined && fields[key] !== current[key],
    );
    if (changed.length === 0) return 'unchanged';
    const refusal = await brandRefusal(tx, Object.fromEntries(changed.map((k) => [k, fields[k]])), id);
    if (refusal) return refusal;
    await tx.query(
      `UPDATE brands SET ${changed.map((column, i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`,
      [id, ...changed.map((column) => fields[column])],
    );
    const word = (key: keyof BrandFields) => (key === 'brand_name' ? 'name' : key);
    await recordAudit(tx, {
      staffId,
      action: 'brand.edit',
      subject: 'brand',
      subjectId: id,
      before: Object.fromEntries(changed.map((key) => [word(key), current[key]])),
      after: Object.fromEntries(changed.map((key) => [word(key), fields[key]])),
    });
    return 'changed';
  });
}

/** Deletes a brand no product (archived ones too) and no home page banner names. */
export async function deleteBrand(
  db: Database,
  id: number,
  staffId: number,
): Promise<'deleted' | TaxonomyRefusal> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<BrandFields & { products: number; linked: boolean }>(
      `SELECT brand_name, slug, (SELECT count(*)::int FROM products WHERE brand_id = b.id) AS products,
              EXISTS (SELECT 1 FROM banners WHERE brand_id = b.id) AS linked
         FROM brands b WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!current) return 'not-found';
    if (current.products > 0) return { inUse: { products: current.products, subcategories: 0 } };
    if (current.linked) return 'on-home-page';
    await tx.query('DELETE FROM brands WHERE id = $1', [id]);
    await recordAudit(tx, {
      staffId,
      action: 'brand.delete',
      subject: 'brand',
      subjectId: id,
      before: { name: current.brand_name, slug: current.slug },
      after: null,
    });
    return 'deleted';
  });
}

/**
 * Sets (a file name) or removes (null) a category's picture or a brand's logo, audited. Answers the file it had
 * before, for the caller to delete from the store once the row no longer names it.
 */
export async function setTaxonImage(
  db: Database,
  what: 'category' | 'brand',
  id: number,
  file: string | null,
  staffId: number,
): Promise<{ before: string | null } | 'not-found'> {
  const table = what === 'category' ? 'categories' : 'brands';
  return db.transaction(async (tx) => {
    const [current] = await tx.query<{ image: string | null }>(
      `SELECT image FROM ${table} WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!current) return 'not-found';
    await tx.query(`UPDATE ${table} SET image = $2 WHERE id = $1`, [id, file]);
    await recordAudit(tx, {
      staffId,
      action: file === null ? (`${what}.image.remove` as const) : (`${what}.image.set` as const),
      subject: what,
      subjectId: id,
      before: { image: current.image },
      after: { image: file },
    });
    return { before: current.image };
  });
}
