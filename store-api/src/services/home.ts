import type { Queryable } from '../db/database.js';
import { loadCategoryTree, type CategoryNode } from './categories.js';
import { queryProducts, storageUrl, type Product, type Viewer } from './products.js';

// The home page's content. Product lists follow the same price rule as every listing (toProduct).

interface BannerRow {
  id: number;
  image: string;
  title: string;
  category_slug: string | null;
  brand_id: number | null;
  brand_name: string | null;
}

async function banners(db: Queryable, kind: 'slider' | 'promo' | 'footer'): Promise<BannerRow[]> {
  return db.query<BannerRow>(
    `SELECT bn.id, bn.image, bn.title, c.slug AS category_slug, b.id AS brand_id, b.brand_name
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

export async function sliders(db: Queryable): Promise<{ id: number; image_url: string; title: string }[]> {
  return (await banners(db, 'slider')).map((b) => ({
    id: b.id,
    image_url: storageUrl('banners', b.image),
    title: b.title,
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

/** What the customer orders most (not counting cancelled orders), most recently ordered first among equals. */
export function frequentlyOrderedProducts(
  db: Queryable,
  customerId: number,
  viewer: Viewer,
): Promise<Product[]> {
  return queryProducts(
    db,
    `JOIN (SELECT ol.product_id, sum(ol.quantity) AS ordered, max(o.created_at) AS last_ordered
             FROM order_lines ol JOIN orders o ON o.id = ol.order_id
            WHERE o.customer_id = $2 AND o.order_status <> 'cancelled'
            GROUP BY ol.product_id) freq ON freq.product_id = p.id
     ORDER BY freq.ordered DESC, freq.last_ordered DESC, p.id
     LIMIT 10`,
    [customerId],
    viewer,
  );
}
