import type { Database, Queryable } from '../db/database.js';
import { taxonomySlug } from '@storefront/contract';
import {
  productCodes,
  productDescription,
  seedBanners,
  seedBrands,
  seedHomeSections,
  seedProducts,
  seedPromoted,
} from './catalog.js';
import { seedCategories } from './categories.js';
import { seedCountry, seedMemberships, seedStates } from './reference.js';

async function isEmpty(tx: Queryable, table: string): Promise<boolean> {
  const rows = await tx.query(`SELECT 1 FROM ${table} LIMIT 1`);
  return rows.length === 0;
}

async function seedReferenceData(tx: Queryable): Promise<void> {
  const [country] = await tx.query<{ id: number }>(
    'INSERT INTO countries (country, iso_code) VALUES ($1, $2) RETURNING id',
    [seedCountry.country, seedCountry.iso_code],
  );
  await tx.query(
    `INSERT INTO states (country_id, code, state)
     SELECT $1, code, state FROM unnest($2::text[], $3::text[]) AS s(code, state)`,
    [country!.id, seedStates.map(([code]) => code), seedStates.map(([, name]) => name)],
  );
  await tx.query(
    `INSERT INTO membership_categories (cc_name, position)
     SELECT name, ordinality FROM unnest($1::text[]) WITH ORDINALITY AS m(name, ordinality)`,
    [seedMemberships],
  );
}

async function seedCategoryTree(tx: Queryable): Promise<void> {
  for (const [position, top] of seedCategories.entries()) {
    const [parent] = await tx.query<{ id: number }>(
      'INSERT INTO categories (slug, category_name, position) VALUES ($1, $2, $3) RETURNING id',
      [top.slug, top.name, position],
    );
    for (const [childPosition, child] of top.children.entries()) {
      await tx.query(
        'INSERT INTO categories (parent_id, slug, category_name, position) VALUES ($1, $2, $3, $4)',
        [parent!.id, child.slug, child.name, childPosition],
      );
    }
  }
}

async function seedCatalog(tx: Queryable): Promise<void> {
  const categories = new Map(
    (await tx.query<{ id: number; slug: string }>('SELECT id, slug FROM categories')).map((c) => [
      c.slug,
      c.id,
    ]),
  );
  const idOf = (map: Map<string, number>, key: string) => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`Seed data refers to unknown "${key}"`);
    return id;
  };
  const brands = new Map<string, number>();
  for (const brand of seedBrands) {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO brands (brand_name, slug, image, category_id) VALUES ($1, $2, $3, $4) RETURNING id',
      [
        brand.name,
        taxonomySlug(brand.name),
        `${brand.code.toLowerCase()}.svg`,
        idOf(categories, brand.category),
      ],
    );
    brands.set(brand.name, row!.id);
  }
  const products = new Map<string, number>();
  for (const [index, product] of seedProducts.entries()) {
    const codes = productCodes(product, index);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO products (item_name, item_code, custom_barcode, sku, description, category_id, brand_id,
                             sales_price_cents, tax_per_unit_cents, stock, purchase_limit, images, promoted)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::text[], $13) RETURNING id`,
      [
        product.name,
        codes.itemCode,
        codes.barcode,
        codes.sku,
        productDescription(product),
        idOf(categories, product.category),
        idOf(brands, product.brand),
        Math.round(product.price * 100),
        Math.round(product.tax * 100),
        product.stock,
        product.limit ?? null,
        codes.images,
        seedPromoted.includes(codes.itemCode),
      ],
    );
    products.set(codes.itemCode, row!.id);
  }
  for (const [position, section] of seedHomeSections.entries()) {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO home_sections (name, position) VALUES ($1, $2) RETURNING id',
      [section.name, position],
    );
    for (const [itemPosition, code] of section.items.entries()) {
      await tx.query(
        'INSERT INTO home_section_items (section_id, product_id, position) VALUES ($1, $2, $3)',
        [row!.id, idOf(products, code), itemPosition],
      );
    }
  }
  for (const [position, slider] of seedBanners.sliders.entries()) {
    await tx.query(
      "INSERT INTO banners (kind, image, title, headline, subtitle, position) VALUES ('slider', $1, $2, $3, $4, $5)",
      [slider.image, slider.title, slider.headline, slider.subtitle, position],
    );
  }
  const { promo, footer } = seedBanners;
  await tx.query("INSERT INTO banners (kind, image, category_id, brand_id) VALUES ('promo', $1, $2, $3)", [
    promo.image,
    idOf(categories, promo.category),
    idOf(brands, promo.brand),
  ]);
  await tx.query("INSERT INTO banners (kind, image) VALUES ('footer', $1)", [footer.image]);
}

/**
 * Loads what is missing of the seed data: reference lists, the category tree and the 63-product catalog,
 * each only into empty tables, so a database with real data is never touched. Returns whether anything
 * was loaded. No customers are seeded: use `npm run admin -- create-customer` for a demo buyer.
 */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two store-apis starting together on one server: the second waits, then finds the tables filled.
    await tx.query('LOCK TABLE categories, countries, products IN EXCLUSIVE MODE');
    let seeded = false;
    if (await isEmpty(tx, 'countries')) {
      await seedReferenceData(tx);
      seeded = true;
    }
    if (await isEmpty(tx, 'categories')) {
      await seedCategoryTree(tx);
      seeded = true;
    }
    if ((await isEmpty(tx, 'products')) && (await isEmpty(tx, 'brands'))) {
      await seedCatalog(tx);
      seeded = true;
    }
    return seeded;
  });
}
