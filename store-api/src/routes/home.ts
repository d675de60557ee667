import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { requireCustomer, viewerOf } from '../http/auth.js';
import { envelope } from '../http/reply.js';
import { queryProducts, storageUrl, type Product } from '../services/products.js';
import { loadCategoryTree } from './categories.js';

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

/** The home page's content. Product lists follow the same price rule as every listing. */
export function homeRoutes(app: FastifyInstance, db: Queryable): void {
  app.get('/home-page-items', async (request) => {
    const viewer = viewerOf(request);
    const sections = await db.query<{ id: number; name: string }>(
      'SELECT id, name FROM home_sections ORDER BY position, id',
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
    return envelope(groups);
  });

  app.get('/getitemByCat', async (request) => {
    const viewer = viewerOf(request);
    const tree = await loadCategoryTree(db);
    const result: Record<string, { category: Omit<(typeof tree)[number], 'children'>; items: Product[] }> =
      {};
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
    return envelope(result);
  });

  app.get('/sliders', async () =>
    envelope(
      (await banners(db, 'slider')).map((b) => ({
        id: b.id,
        image_url: storageUrl('banners', b.image),
        title: b.title,
      })),
    ),
  );

  app.get('/home-page-image', async () => {
    const [promo] = await banners(db, 'promo');
    return envelope(
      promo
        ? {
            image_url: storageUrl('banners', promo.image),
            category: { slug: promo.category_slug },
            brand: { id: promo.brand_id, brand_name: promo.brand_name },
          }
        : null,
    );
  });

  app.get('/footer-image', async () => {
    const [footer] = await banners(db, 'footer');
    return envelope(footer ? { image_url: storageUrl('banners', footer.image) } : null);
  });

  app.get('/get-logo', async () => {
    const rows = await db.query<{ id: number; brand_name: string; image: string; slug: string | null }>(
      `SELECT b.id, b.brand_name, b.image, c.slug FROM brands b LEFT JOIN categories c ON c.id = b.category_id
        WHERE b.image IS NOT NULL ORDER BY b.brand_name, b.id`,
    );
    return envelope(
      rows.map((row) => ({
        id: row.id,
        image_url: storageUrl('brands', row.image),
        brand: { id: row.id, brand_name: row.brand_name },
        category: { slug: row.slug },
      })),
    );
  });

  app.get('/promoted-items', async (request) => {
    requireCustomer(request);
    return envelope(await queryProducts(db, 'WHERE p.promoted ORDER BY p.id', [], viewerOf(request)));
  });

  app.get('/frequently-order-items', async (request) => {
    const customer = requireCustomer(request);
    return envelope(
      await queryProducts(
        db,
        `JOIN (SELECT ol.product_id, sum(ol.quantity) AS ordered, max(o.created_at) AS last_ordered
                 FROM order_lines ol JOIN orders o ON o.id = ol.order_id
                WHERE o.customer_id = $2 AND o.order_status <> 'cancelled'
                GROUP BY ol.product_id) freq ON freq.product_id = p.id
         ORDER BY freq.ordered DESC, freq.last_ordered DESC, p.id
         LIMIT 10`,
        [customer.id],
        viewerOf(request),
      ),
    );
  });
}
