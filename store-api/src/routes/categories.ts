import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db/database.js';
import { NotFoundError, UnprocessableError } from '../errors.js';
import { envelope } from '../http/reply.js';
import { idList, queryText } from '../http/validate.js';
import { IDS_PER_LIST, messages as M } from '@storefront/contract';
import { storageUrl } from '../services/products.js';

interface CategoryRow {
  id: number;
  parent_id: number | null;
  slug: string;
  category_name: string;
}

export interface CategoryNode extends CategoryRow {
  children: CategoryNode[];
}

export interface Brand {
  id: number;
  brand_name: string;
  image_url: string;
}

const CategoriesQuery = z.object({
  limit: z.union([z.literal('all'), z.coerce.number().int().min(1).max(1000)]).default('all'),
});

const CATEGORY_COLUMNS = 'id, parent_id, slug, category_name';

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
      WHERE EXISTS (SELECT 1 FROM products p WHERE p.brand_id = b.id
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

export function categoryRoutes(app: FastifyInstance, db: Queryable): void {
  app.get('/categories', async (request) => {
    const query = CategoriesQuery.safeParse(request.query);
    if (!query.success) {
      throw new UnprocessableError('The limit must be a positive number or all.', 'INVALID', 'limit');
    }
    const tree = await loadCategoryTree(db);
    const { limit } = query.data;
    return envelope(limit === 'all' ? tree : tree.slice(0, limit));
  });

  app.get('/single-category', async (request) => {
    const slug = queryText((request.query as Record<string, unknown>).category).toLowerCase();
    if (slug === '') throw new UnprocessableError('Please choose a category.', 'INVALID', 'category');
    const [main] = await db.query<CategoryRow>(`SELECT ${CATEGORY_COLUMNS} FROM categories WHERE slug = $1`, [
      slug,
    ]);
    if (!main) throw new NotFoundError(M.categoryNotFound);
    const subcategory = await db.query<CategoryRow>(
      `SELECT ${CATEGORY_COLUMNS} FROM categories WHERE parent_id = $1 ORDER BY position, id`,
      [main.id],
    );
    const brands = await brandsWithProductsIn(db, [main.id, ...subcategory.map((c) => c.id)]);
    return envelope({ main_category: main, subcategory, brands });
  });

  app.get('/category-by-brand', async (request) => {
    const [brandId] = idList((request.query as Record<string, unknown>).brand_id, 1, {
      message: M.brandNotFound,
      code: 'NOT_FOUND',
      field: 'brand_id',
    });
    if (brandId === undefined) throw new UnprocessableError('Please choose a brand.', 'INVALID', 'brand_id');
    const [brand] = await db.query<{ id: number; brand_name: string; image: string | null }>(
      'SELECT id, brand_name, image FROM brands WHERE id = $1',
      [brandId],
    );
    if (!brand) throw new NotFoundError(M.brandNotFound);
    // The brand's categories with their parents, as a tree trimmed to where the brand has products.
    const rows = await db.query<CategoryRow>(
      `WITH used AS (SELECT DISTINCT category_id AS id FROM products WHERE brand_id = $1)
       SELECT ${CATEGORY_COLUMNS} FROM categories
        WHERE id IN (SELECT id FROM used) OR id IN (SELECT c.parent_id FROM categories c JOIN used u ON u.id = c.id)
        ORDER BY parent_id NULLS FIRST, position, id`,
      [brand.id],
    );
    return envelope({
      brand: { id: brand.id, brand_name: brand.brand_name, image_url: storageUrl('brands', brand.image) },
      categories: buildTree(rows),
    });
  });

  app.get('/brands', async (request) => {
    const text = queryText((request.query as Record<string, unknown>).category).toLowerCase();
    const slugs =
      text === ''
        ? []
        : text
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s !== '');
    // Bounded like the listings' category filter: no more slugs than a page could ask for.
    if (slugs.length > IDS_PER_LIST) throw new UnprocessableError(M.categorySlugs, 'INVALID', 'category');
    const categoryIds = slugs.length > 0 ? await categoryIdsForSlugs(db, slugs) : null;
    if (categoryIds?.length === 0) return envelope([]);
    return envelope(await brandsWithProductsIn(db, categoryIds));
  });
}
