import type { Queryable } from '../db/database.js';
import { loadCategoryTree, type CategoryNode } from './categories.js';
import { findProductsByIds, queryProducts, storageUrl, type Product, type Viewer } from './products.js';

// The home page's content. Product lists follow the same price rule as every listing (toProduct).

interface BannerRow {
  id: number;
  image: string;
  title: string;
  headline: string;
  subtitle: string;
  category_slug: string | null;
  brand_id: number | null;
  brand_name: string | null;
}

async function banners(db: Queryable, kind: 'slider' | 'promo' | 'footer'): Promise<BannerRow[]> {
  return db.query<BannerRow>(
    `SELECT bn.id, bn.image, bn.title, bn.headline, bn.subtitle, c.slug AS category_slug, b.id AS brand_id, b.brand_name
       FROM banners bn LEFT JOIN categories c ON c.id = bn.category_id LEFT JOIN brands b ON b.id = bn.brand_id
      WHERE bn.kind = $1 ORDER BY bn.position, bn.id`,
    [kind],
  );
}

/** The order the home page shows its product groups in: the first is the recommended list. */
const SECTION_ORDER = 'ORDER BY position, id';

/** The id of the home page's recommended list (its first product group); no row when it has none. */
export const RECOMMENDED_SECTION_ID = `SELECT id FROM home_sections ${SECTION_ORDER} LIMIT 1`;

/** The home sections' products by section name, in display order: the first is the recommended list. */
export async function homeSectionItems(db: Queryable, viewer: Viewer): Promise<Record<string, Product[]>> {
  const sections = await db.query<{ id: number; name: string }>(
    `SELECT id, name FROM home_sections ${SECTION_ORDER}`,
  );
  const groups: Record<string, Product[]> = {};
  for (const section of sections) {
    groups[section.name] = await queryProducts(
      db,
      'JOIN home_section_items hsi ON hsi.product_id = p.id AND hsi.section_id = $2 ORDER BY hsi.position, p.id',
      [section.id],
      viewer,
    );
  }
  return groups;
}

/** Each top-level category with up to five of its products (its own and its children's), in stock first. */
export async function itemsByTopCategory(
  db: Queryable,
  viewer: Viewer,
): Promise<Record<string, { category: Omit<CategoryNode, 'children'>; items: Product[] }>> {
  const tree = await loadCategoryTree(db);
  const result: Record<string, { category: Omit<CategoryNode, 'children'>; items: Product[] }> = {};
  for (const { children, ...category } of tree) {
    const ids = [category.id, ...children.map((child) => child.id)];
    const items = await queryProducts(
      db,
      'WHERE p.category_id = ANY($2::int[]) ORDER BY (p.stock > 0) DESC, p.id LIMIT 5',
      [ids],
      viewer,
    );
    result[category.category_name] = { category, items };
  }
  return result;
}

/** The hero slides: the picture, its description (`title`) and the words set over it. */
export async function sliders(
  db: Queryable,
): Promise<{ id: number; image_url: string; title: string; headline: string; subtitle: string }[]> {
  return (await banners(db, 'slider')).map((b) => ({
    id: b.id,
    image_url: storageUrl('banners', b.image),
    title: b.title,
    headline: b.headline,
    subtitle: b.subtitle,
  }));
}

/** The promotion banner with where it leads, or null when none is configured. */
export async function promoBanner(db: Queryable) {
  const [promo] = await banners(db, 'promo');
  return promo
    ? {
        image_url: storageUrl('banners', promo.image),
        category: { slug: promo.category_slug },
        brand: { id: promo.brand_id, brand_name: promo.brand_name },
      }
    : null;
}

export async function footerBanner(db: Queryable): Promise<{ image_url: string } | null> {
  const [footer] = await banners(db, 'footer');
  return footer ? { image_url: storageUrl('banners', footer.image) } : null;
}

/** The brands with a logo, each with the category its logo leads to. */
export async function brandLogos(db: Queryable) {
  const rows = await db.query<{ id: number; brand_name: string; image: string; slug: string | null }>(
    `SELECT b.id, b.brand_name, b.image, c.slug FROM brands b LEFT JOIN categories c ON c.id = b.category_id
      WHERE b.image IS NOT NULL ORDER BY b.brand_name, b.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    image_url: storageUrl('brands', row.image),
    brand: { id: row.id, brand_name: row.brand_name },
    category: { slug: row.slug },
  }));
}

export function promotedProducts(db: Queryable, viewer: Viewer): Promise<Product[]> {
  return queryProducts(db, 'WHERE p.promoted ORDER BY p.id', [], viewer);
}

/** A product the customer has ordered before, with how they order it. */
export type BuyAgainProduct = Product & {
  /** When it was last ordered (ISO 8601). */
  last_ordered_at: string;
  /** The quantity the customer orders it in most often (the larger one among equals). */
  usual_quantity: number;
  /** On how many of the customer's orders it appears. */
  times_ordered: number;
};

/**
 * What the customer orders most (not counting cancelled orders): on the most orders first, then the most
 * recently ordered; only what is still in stock, at most ten.
 */
export async function frequentlyOrderedProducts(
  db: Queryable,
  customerId: number,
  viewer: Viewer,
): Promise<BuyAgainProduct[]> {
  const history = await db.query<{
    product_id: number;
    last_ordered_at: Date | string;
    usual_quantity: number;
    times_ordered: number;
  }>(
    `SELECT ol.product_id, max(o.created_at) AS last_ordered_at,
            mode() WITHIN GROUP (ORDER BY ol.quantity DESC) AS usual_quantity,
            count(DISTINCT o.id)::int AS times_ordered
       FROM order_lines ol
       JOIN orders o ON o.id = ol.order_id
       JOIN products p ON p.id = ol.product_id AND p.archived_at IS NULL
      WHERE o.customer_id = $1 AND o.order_status <> 'cancelled' AND p.stock > 0
      GROUP BY ol.product_id
      ORDER BY count(DISTINCT o.id) DESC, max(o.created_at) DESC, sum(ol.quantity) DESC, ol.product_id
      LIMIT 10`,
    [customerId],
  );
  const products = await findProductsByIds(
    db,
    history.map((row) => row.product_id),
    viewer,
  );
  const byId = new Map(history.map((row) => [row.product_id, row]));
  return products.map((product) => {
    const row = byId.get(product.id)!;
    return {
      ...product,
      last_ordered_at: new Date(row.last_ordered_at).toISOString(),
      usual_quantity: Number(row.usual_quantity),
      times_ordered: row.times_ordered,
    };
  });
}
