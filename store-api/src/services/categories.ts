import type { RestBrandSchema, RestCategory } from '@storefront/contract/rest';
import type { z } from 'zod';
import type { Queryable } from '../db/database.js';
import { storageUrl } from './products.js';

/** A category's row: the contract's RestCategory without its subcategories. */
type CategoryRow = Omit<RestCategory, 'children'>;

export interface CategoryNode extends CategoryRow {
  children: CategoryNode[];
}

export type Brand = z.input<typeof RestBrandSchema>;

// The picture's file name is answered as its URL path (image_url), null when the category has none.
const CATEGORY_COLUMNS = `id, parent_id, slug, category_name,
  CASE WHEN image IS NULL THEN NULL ELSE '/storage/categories/' || image END AS image_url`;

function buildTree(rows: CategoryRow[]): CategoryNode[] {
  const byId = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node: CategoryNode = { ...row, children: [] };
    byId.set(row.id, node);
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    if (parent) parent.children.push(node);
    else if (row.parent_id === null) roots.push(node);
  }
  return roots;
}

/** The whole tree in display order: top-level categories, each with its children nested. */
export async function loadCategoryTree(db: Queryable): Promise<CategoryNode[]> {
  const rows = await db.query<CategoryRow>(
    `SELECT ${CATEGORY_COLUMNS} FROM categories ORDER BY parent_id NULLS FIRST, position, id`,
  );
  return buildTree(rows);
}

/** Category ids for slugs, each parent expanded to itself and its children. */
async function categoryIdsForSlugs(db: Queryable, slugs: string[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM categories WHERE slug = ANY($1::text[])
     UNION SELECT child.id FROM categories child JOIN categories parent ON parent.id = child.parent_id
      WHERE parent.slug = ANY($1::text[])`,
    [slugs],
  );
  return rows.map((row) => row.id);
}

async function brandsWithProductsIn(db: Queryable, categoryIds: number[] | null): Promise<Brand[]> {
  const rows = await db.query<{ id: number; brand_name: string; image: string | null }>(
    `SELECT b.id, b.brand_name, b.image FROM brands b
      WHERE EXISTS (SELECT 1 FROM products p WHERE p.brand_id = b.id AND p.archived_at IS NULL
                      AND ($1::int[] IS NULL OR p.category_id = ANY($1::int[])))
      ORDER BY b.brand_name, b.id`,
    [categoryIds],
  );
  return rows.map((row) => ({
    id: row.id,
    brand_name: row.brand_name,
    image_url: storageUrl('brands', row.image),
  }));
}

/** The brands with products in the categories of these slugs (parents with their children); null: all. */
export async function brandsInCategories(db: Queryable, slugs: string[] | null): Promise<Brand[]> {
  const categoryIds = slugs ? await categoryIdsForSlugs(db, slugs) : null;
  if (categoryIds?.length === 0) return [];
  return brandsWithProductsIn(db, categoryIds);
}

/** A category by slug with its subcategories and the brands having products in either; undefined: none. */
export async function loadCategoryBySlug(
  db: Queryable,
  slug: string,
): Promise<{ main_category: CategoryRow; subcategory: CategoryRow[]; brands: Brand[] } | undefined> {
  const [main] = await db.query<CategoryRow>(`SELECT ${CATEGORY_COLUMNS} FROM categories WHERE slug = $1`, [
    slug,
  ]);
  if (!main) return undefined;
  const subcategory = await db.query<CategoryRow>(
    `SELECT ${CATEGORY_COLUMNS} FROM categories WHERE parent_id = $1 ORDER BY position, id`,
    [main.id],
  );
  const brands = await brandsWithProductsIn(db, [main.id, ...subcategory.map((c) => c.id)]);
  return { main_category: main, subcategory, brands };
}

/**
 * A brand and its categories with their parents, as a tree trimmed to where the brand has products; undefined
 * when there is no such brand.
 */
export async function loadBrandCategories(
  db: Queryable,
  brandId: number,
): Promise<{ brand: Brand; categories: CategoryNode[] } | undefined> {
  const [brand] = await db.query<{ id: number; brand_name: string; image: string | null }>(
    'SELECT id, brand_name, image FROM brands WHERE id = $1',
    [brandId],
  );
  if (!brand) return undefined;
  const rows = await db.query<CategoryRow>(
    `WITH used AS (SELECT DISTINCT category_id AS id FROM products WHERE brand_id = $1 AND archived_at IS NULL)
     SELECT ${CATEGORY_COLUMNS} FROM categories
      WHERE id IN (SELECT id FROM used) OR id IN (SELECT c.parent_id FROM categories c JOIN used u ON u.id = c.id)
      ORDER BY parent_id NULLS FIRST, position, id`,
    [brand.id],
  );
  return {
    brand: { id: brand.id, brand_name: brand.brand_name, image_url: storageUrl('brands', brand.image) },
    categories: buildTree(rows),
  };
}
