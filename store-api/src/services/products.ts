import type { z } from 'zod';
import type { RestProductSchema } from '@storefront/contract/rest';
import type { Queryable } from '../db/database.js';
import { formatCents } from '@storefront/contract';
import type { PageRequest } from './page.js';
import { CatalogCache } from './catalog-cache.js';
import type { CustomerStatus } from './customers.js';

const NO_IMAGE_URL = '/storage/no-image.png';

export function storageUrl(
  folder: 'products' | 'brands' | 'categories' | 'banners',
  file: string | null | undefined,
): string {
  return file ? `/storage/${folder}/${encodeURIComponent(file)}` : NO_IMAGE_URL;
}

/** A product as listings answer it. Prices are present only for an approved customer's request. */
export type Product = z.input<typeof RestProductSchema>;

/**
 * A product's page: the listing's fields with the spec's gallery (`images`, file names, the main picture first)
 * and its description; `image_urls`, ours, are the gallery's files as URL paths, in the same order.
 */
export type ProductDetail = Product & { image_urls: string[] };

export interface ProductRow {
  id: number;
  item_name: string;
  slug: string;
  item_code: string;
  custom_barcode: string | null;
  sku: string;
  stock: number;
  purchase_limit: number | null;
  images: string[];
  description: string;
  category_id: number;
  category_slug: string;
  category_name: string;
  category_parent_id: number | null;
  brand_id: number;
  brand_name: string;
  sales_price_cents: number;
  tax_per_unit_cents: number;
  wishlist: boolean;
}

/** Who is asking: prices depend on it, wishlist flags on `customerId`. */
export interface Viewer {
  customerId: number | null;
  /** Only an approved customer sees prices, taxes and totals, and may filter or sort by price. */
  seesPrices: boolean;
}

/** The viewer a customer (or a visitor, null) is: whatever created the account, only `approved` sees prices. */
export function viewerFor(customer: { id: number; status: CustomerStatus } | null): Viewer {
  return { customerId: customer?.id ?? null, seesPrices: customer?.status === 'approved' };
}

/**
 * The select list and joins every product query shares. `$1` is always the viewer's customer id (or null),
 * so callers number their own parameters from $2.
 */
const PRODUCT_SELECT = `
  SELECT p.id, p.item_name, p.slug, p.item_code, p.custom_barcode, p.sku, p.stock, p.purchase_limit, p.images,
         p.description, p.category_id, c.slug AS category_slug, c.category_name, c.parent_id AS category_parent_id,
         p.brand_id, b.brand_name, p.sales_price_cents, p.tax_per_unit_cents,
         ($1::int IS NOT NULL AND EXISTS (
           SELECT 1 FROM wishlists w WHERE w.customer_id = $1::int AND w.product_id = p.id)) AS wishlist
    FROM products p
    -- Archived products are gone for buyers wherever this select is used; old orders keep theirs in order_lines.
    JOIN categories c ON c.id = p.category_id AND p.archived_at IS NULL
    JOIN brands b ON b.id = p.brand_id`;

function toProduct(row: ProductRow, viewer: Viewer): Product {
  const product: Product = {
    id: row.id,
    item_name: row.item_name,
    slug: row.slug,
    item_code: row.item_code,
    custom_barcode: row.custom_barcode,
    sku: row.sku,
    stock: row.stock,
    purchase_limit: row.purchase_limit,
    image: row.images[0] ?? null,
    image_url: storageUrl('products', row.images[0]),
    category_id: row.category_id,
    category: {
      id: row.category_id,
      slug: row.category_slug,
      category_name: row.category_name,
      parent_id: row.category_parent_id,
    },
    brand_id: row.brand_id,
    brand: { id: row.brand_id, brand_name: row.brand_name },
    wishlist: viewer.customerId !== null && row.wishlist ? 1 : 0,
  };
  // The one place prices enter a product: only for an approved customer.
  if (viewer.seesPrices) {
    product.sales_price = formatCents(row.sales_price_cents);
    product.tax_per_unit = formatCents(row.tax_per_unit_cents);
  }
  return product;
}

export function toProductDetail(row: ProductRow, viewer: Viewer): ProductDetail {
  return {
    ...toProduct(row, viewer),
    images: row.images,
    image_urls: row.images.map((file) => storageUrl('products', file)),
    description: row.description,
  };
}

export type PriceSort = 'asc' | 'desc' | null;

export interface ProductFilter {
  /** Category slugs (a parent includes its children); null = any. */
  categorySlugs: string[] | null;
  brandIds: number[] | null;
  minPriceCents: number | null;
  maxPriceCents: number | null;
  /** Lower-cased search terms, every one must occur. */
  terms: string[];
  sort: PriceSort;
}

export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function whereClause(filter: ProductFilter, categoryIds: number[] | null, params: unknown[]): string {
  const conditions: string[] = ['p.archived_at IS NULL'];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (categoryIds) conditions.push(`p.category_id = ANY(${add(categoryIds)}::int[])`);
  if (filter.brandIds) conditions.push(`p.brand_id = ANY(${add(filter.brandIds)}::int[])`);
  if (filter.minPriceCents !== null) conditions.push(`p.sales_price_cents >= ${add(filter.minPriceCents)}`);
  if (filter.maxPriceCents !== null) conditions.push(`p.sales_price_cents <= ${add(filter.maxPriceCents)}`);
  for (const term of filter.terms) conditions.push(`p.search_text LIKE ${add(`%${escapeLike(term)}%`)}`);
  return `WHERE ${conditions.join(' AND ')}`;
}

function orderBy(sort: PriceSort, alias: string): string {
  if (sort === 'asc') return `${alias}.sales_price_cents, ${alias}.id`;
  if (sort === 'desc') return `${alias}.sales_price_cents DESC, ${alias}.id DESC`;
  return `${alias}.item_name, ${alias}.id`;
}

interface ListingRow extends Omit<ProductRow, 'id'> {
  id: number | null;
  catalog_version: number;
  total: number | null;
}

const listingCaches = new WeakMap<Queryable, CatalogCache>();

/** How many matches of a search are remembered in order; pages past them are read from the database. */
const SEARCH_CACHE_IDS = 1_000;

/**
 * A page of search results from the remembered matches of the same search (one primary-key lookup), or
 * undefined when the page lies past them. Broad terms match thousands of products; walking the index for each
 * page and counting each time is what made searches slow on the embedded database.
 */
async function searchFromCache(
  db: Queryable,
  cache: CatalogCache,
  filter: ProductFilter,
  page: PageRequest,
  viewer: Viewer,
): Promise<{ total: number; products: Product[] } | undefined> {
  const key = JSON.stringify(['search', filter.terms, filter.sort]);
  for (let attempt = 0; attempt < 2; attempt++) {
    let hit = cache.search(key);
    const fromCache = hit !== undefined;
    if (!hit) {
      const params: unknown[] = [];
      const where = whereClause(filter, null, params);
      params.push(SEARCH_CACHE_IDS + 1);
      const [row] = await db.query<{ catalog_version: number; ids: number[] }>(
        `SELECT (SELECT version FROM catalog_state) AS catalog_version,
                ARRAY(SELECT p.id FROM products p ${where} ORDER BY ${orderBy(filter.sort, 'p')} LIMIT $${params.length}) AS ids`,
        params,
      );
      let total = row!.ids.length;
      if (total > SEARCH_CACHE_IDS) {
        const [count] = await db.query<{ total: number }>(
          `SELECT count(*) AS total FROM products p ${where}`,
          params.slice(0, -1),
        );
        total = count?.total ?? total;
      }
      cache.observe(row!.catalog_version);
      hit = { total, ids: row!.ids.slice(0, SEARCH_CACHE_IDS) };
      cache.rememberSearch(row!.catalog_version, key, hit);
    }
    if (page.offset + page.perPage > hit.ids.length && hit.ids.length < hit.total) return undefined;
    const ids = hit.ids.slice(page.offset, page.offset + page.perPage);
    const rows = await db.query<ListingRow>(
      `SELECT meta.catalog_version, NULL::bigint AS total, page.*
         FROM (SELECT (SELECT version FROM catalog_state) AS catalog_version) meta
         LEFT JOIN LATERAL (${PRODUCT_SELECT} WHERE p.id = ANY($2::int[])) page ON true`,
      [viewer.customerId, ids],
    );
    // Remembered for an older catalog: search again.
    if (cache.observe(rows[0]!.catalog_version) && fromCache) continue;
    const byId = new Map(rows.filter((row) => row.id !== null).map((row) => [row.id, row as ProductRow]));
    const products = ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProduct(row, viewer)] : [];
    });
    return { total: hit.total, products };
  }
  return undefined;
}

/**
 * One page of products matching the filter, and how many match in all, in one round trip: the catalog
 * version, the count (unless cached for this version) and the page of ids from an index-only scan, joined to
 * the product details afterwards.
 */
export async function findProducts(
  db: Queryable,
  filter: ProductFilter,
  page: PageRequest,
  viewer: Viewer,
): Promise<{ total: number; products: Product[] }> {
  let cache = listingCaches.get(db);
  if (!cache) listingCaches.set(db, (cache = new CatalogCache()));
  const searchOnly =
    filter.categorySlugs === null &&
    filter.brandIds === null &&
    filter.minPriceCents === null &&
    filter.maxPriceCents === null;
  if (filter.terms.length > 0 && searchOnly) {
    const cached = await searchFromCache(db, cache, filter, page, viewer);
    if (cached) return cached;
  }
  for (let attempt = 0; ; attempt++) {
    const knownVersion = cache.currentVersion;
    const categoryIds = filter.categorySlugs ? await cache.categoryIds(db, filter.categorySlugs) : null;
    if (categoryIds?.length === 0 || filter.brandIds?.length === 0) return { total: 0, products: [] };
    const key = JSON.stringify([
      categoryIds,
      filter.brandIds,
      filter.minPriceCents,
      filter.maxPriceCents,
      filter.terms,
    ]);
    const cachedTotal = cache.count(key);
    const params: unknown[] = [viewer.customerId];
    const where = whereClause(filter, categoryIds, params);
    const total = cachedTotal === undefined ? `(SELECT count(*) FROM products p ${where})` : 'NULL::bigint';
    params.push(page.perPage, page.offset);
    const rows = await db.query<ListingRow>(
      `SELECT meta.catalog_version, meta.total, page.*
         FROM (SELECT (SELECT version FROM catalog_state) AS catalog_version, ${total} AS total) meta
         LEFT JOIN LATERAL (
           ${PRODUCT_SELECT}
             JOIN (SELECT p.id FROM products p ${where} ORDER BY ${orderBy(filter.sort, 'p')}
                    LIMIT $${params.length - 1} OFFSET $${params.length}) ids ON ids.id = p.id
         ) page ON true
        ORDER BY ${orderBy(filter.sort, 'page')}`,
      params,
    );
    const meta = rows[0]!;
    const changed = cache.observe(meta.catalog_version);
    // Categories resolved for an older catalog may be wrong: resolve them again, once.
    if (changed && knownVersion !== null && filter.categorySlugs && attempt === 0) continue;
    let count = cachedTotal !== undefined && !changed ? cachedTotal : meta.total;
    if (count === null) {
      // Numbered afresh: the page's query numbered the filter's values after the viewer's id.
      const countParams: unknown[] = [];
      const [row] = await db.query<{ total: number }>(
        `SELECT count(*) AS total FROM products p ${whereClause(filter, categoryIds, countParams)}`,
        countParams,
      );
      count = row?.total ?? 0;
    }
    cache.remember(meta.catalog_version, key, count);
    const products = rows.filter((row): row is ListingRow & { id: number } => row.id !== null);
    return { total: count, products: products.map((row) => toProduct(row, viewer)) };
  }
}

export async function findProduct(
  db: Queryable,
  id: number,
  viewer: Viewer,
): Promise<ProductRow | undefined> {
  const [row] = await db.query<ProductRow>(`${PRODUCT_SELECT} WHERE p.id = $2`, [viewer.customerId, id]);
  return row;
}

/**
 * The product whose slug normalizes to this key (`slugKey` of @storefront/contract, kept by the database in
 * `slug_key`); the oldest when two names give the same slug.
 */
export async function findProductBySlugKey(
  db: Queryable,
  key: string,
  viewer: Viewer,
): Promise<ProductRow | undefined> {
  const [row] = await db.query<ProductRow>(`${PRODUCT_SELECT} WHERE p.slug_key = $2 ORDER BY p.id LIMIT 1`, [
    viewer.customerId,
    key,
  ]);
  return row;
}

/** Products by id, in the order of the ids given; unknown ids are skipped. */
export async function findProductsByIds(db: Queryable, ids: number[], viewer: Viewer): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<ProductRow>(`${PRODUCT_SELECT} WHERE p.id = ANY($2::int[])`, [
    viewer.customerId,
    ids,
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProduct(row, viewer)] : [];
  });
}

/** Products of a category, then of its sibling categories, never the excluded one. */
export async function findRelatedProducts(
  db: Queryable,
  categoryId: number,
  exceptId: number | null,
  limit: number,
  viewer: Viewer,
): Promise<Product[]> {
  const rows = await db.query<ProductRow>(
    `${PRODUCT_SELECT}
      WHERE p.id <> coalesce($3::int, 0)
        AND (p.category_id = $2 OR c.parent_id = (SELECT coalesce(parent_id, id) FROM categories WHERE id = $2)
             OR c.id = (SELECT parent_id FROM categories WHERE id = $2))
      ORDER BY (p.category_id = $2) DESC, (p.stock > 0) DESC, p.id
      LIMIT $4`,
    [viewer.customerId, categoryId, exceptId, limit],
  );
  return rows.map((row) => toProduct(row, viewer));
}

/** Any product query with the shared select list: `sql` continues after the joins, from $2 on. */
export async function queryProducts(
  db: Queryable,
  sqlAfterJoins: string,
  params: unknown[],
  viewer: Viewer,
): Promise<Product[]> {
  const rows = await db.query<ProductRow>(`${PRODUCT_SELECT} ${sqlAfterJoins}`, [
    viewer.customerId,
    ...params,
  ]);
  return rows.map((row) => toProduct(row, viewer));
}
