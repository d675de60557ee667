import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogMessages as CM, taxonomyMessages as TM } from '@storefront/contract';
import { startTestStore, type TestStore } from './helpers.js';
import { staffCall, staffMember } from './staff-helpers.js';

let store: TestStore;
let sales: { id: number; token: string };
beforeAll(async () => {
  store = await startTestStore();
  sales = await staffMember(store, 'sales');
});
afterAll(async () => {
  await store.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
  staffCall(store, method, path, { token: sales.token, body });
const refusal = (response: { json<T>(): T }) =>
  response.json<{ error: string; code: string; field: string | null }>();

describe('categories and brands', () => {
  it('creates a subcategory with a slug made from its name, which buyers find under its parent at once', async () => {
    const [parent] = await store.db.query<{ id: number; slug: string }>(
      'SELECT id, slug FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1',
    );
    const created = await call('POST', 'catalog/categories', {
      name: 'Petit Coronas',
      parent_id: parent!.id,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<{ data: unknown }>().data).toMatchObject({
      name: 'Petit Coronas',
      slug: 'petit-coronas',
      parent_id: parent!.id,
      products: 0,
    });
    const single = await store.app.inject({ url: `/api/customer/single-category?category=${parent!.slug}` });
    expect(single.body).toContain('petit-coronas');
  });

  it('refuses an empty name, a bad or taken slug and a subcategory as parent, each with its message', async () => {
    const [child] = await store.db.query<{ id: number; slug: string }>(
      'SELECT id, slug FROM categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1',
    );
    const cases: [unknown, string, string, string][] = [
      [{ name: ' ' }, TM.nameRequired('category'), 'INVALID', 'name'],
      [{ name: 'Pipes', slug: 'Pipes & More' }, TM.slug, 'INVALID', 'slug'],
      [{ name: 'Pipes', slug: child!.slug }, TM.slugTaken('category'), 'TAKEN', 'slug'],
      [{ name: 'Pipes', parent_id: child!.id }, TM.parent, 'INVALID', 'parent_id'],
      [{ name: 'x'.repeat(121) }, TM.nameLength, 'INVALID', 'name'],
    ];
    for (const [body, message, code, field] of cases) {
      const response = await call('POST', 'catalog/categories', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(refusal(response)).toMatchObject({ error: message, code, field });
    }
  });

  it('refuses to delete a category or brand products still use, and deletes an unused one', async () => {
    const [used] = await store.db.query<{ category_id: number; brand_id: number }>(
      'SELECT category_id, brand_id FROM products LIMIT 1',
    );
    const category = await call('DELETE', `catalog/categories/${used!.category_id}`);
    expect(category.statusCode).toBe(422);
    expect(refusal(category).code).toBe('IN_USE');
    expect(refusal(category).error).toMatch(/^This category cannot be deleted: \d+ products? still uses? it/);
    const brand = await call('DELETE', `catalog/brands/${used!.brand_id}`);
    expect(refusal(brand)).toMatchObject({ code: 'IN_USE' });

    const made = await call('POST', 'catalog/brands', { name: 'Nueva Marca' });
    expect(made.json<{ data: unknown }>().data).toMatchObject({ name: 'Nueva Marca', slug: 'nueva-marca' });
    const { id } = made.json<{ data: { id: number } }>().data;
    const renamed = await call('PATCH', `catalog/brands/${id}`, {
      name: 'Nueva Marca Reserva',
      slug: 'nueva-reserva',
    });
    expect(renamed.json<{ data: unknown }>().data).toMatchObject({ slug: 'nueva-reserva' });
    const deleted = await call('DELETE', `catalog/brands/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const audit = await store.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE subject_type = 'brand' AND subject_id = $1 ORDER BY id",
      [id],
    );
    expect(audit.map((entry) => entry.action)).toEqual(['brand.create', 'brand.edit', 'brand.delete']);
  });

  it('refuses a brand name another brand has', async () => {
    const [brand] = await store.db.query<{ brand_name: string }>('SELECT brand_name FROM brands LIMIT 1');
    const response = await call('POST', 'catalog/brands', {
      name: brand!.brand_name.toUpperCase(),
      slug: 'other',
    });
    expect(refusal(response)).toMatchObject({ error: TM.nameTaken, code: 'TAKEN', field: 'name' });
  });
});

describe('the products CSV import', () => {
  async function twoProducts() {
    return store.db.query<{ id: number; sku: string; sales_price_cents: number; stock: number }>(
      `SELECT id, sku, sales_price_cents, stock FROM products
        WHERE archived_at IS NULL AND sku <> '' AND lower(sku) IN (SELECT lower(sku) FROM products GROUP BY lower(sku) HAVING count(*) = 1)
        ORDER BY id LIMIT 2`,
    );
  }

  it('reports each bad row with its spreadsheet row number and changes nothing', async () => {
    const [first, second] = await twoProducts();
    const response = await call('POST', 'catalog/products/import', {
      rows: [
        { row: 2, sku: first!.sku, price: '99.95' },
        { row: 3, sku: second!.sku, stock: '-4' },
        { row: 4, sku: 'NO-SUCH-SKU', price: '1' },
        { row: 5, sku: first!.sku, stock: '3' },
        { row: 6, sku: second!.sku.toLowerCase(), price: '' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<{
      data: { applied: boolean; rows: { row: number; errors: { message: string }[] }[] };
    }>().data;
    expect(report.applied).toBe(false);
    expect(report.rows.map((row) => [row.row, row.errors.map((error) => error.message)])).toEqual([
      [2, []],
      [3, [CM.stock]],
      [4, [TM.csvSkuUnknown]],
      [5, [TM.csvSkuRepeated(2)]],
      [6, [TM.csvSkuRepeated(3), TM.csvNothing]],
    ]);
    const [after] = await store.db.query<{ sales_price_cents: number }>(
      'SELECT sales_price_cents FROM products WHERE id = $1',
      [first!.id],
    );
    expect(after!.sales_price_cents).toBe(first!.sales_price_cents);
  });

  it('previews, then applies price and stock changes in one go, each audited', async () => {
    const [first, second] = await twoProducts();
    const rows = [
      { row: 2, sku: first!.sku, price: '$1,234.50' },
      { row: 3, sku: second!.sku, stock: '77', purchase_limit: 'none' },
    ];
    const preview = await call('POST', 'catalog/products/import', { rows, dry_run: true });
    expect(preview.json<{ data: { applied: boolean } }>().data.applied).toBe(false);
    const [still] = await store.db.query<{ sales_price_cents: number }>(
      'SELECT sales_price_cents FROM products WHERE id = $1',
      [first!.id],
    );
    expect(still!.sales_price_cents).toBe(first!.sales_price_cents);

    const applied = await call('POST', 'catalog/products/import', { rows });
    const report = applied.json<{
      data: { applied: boolean; rows: { changes: { field: string; after: string | null }[] }[] };
    }>().data;
    expect(report.applied).toBe(true);
    expect(report.rows[0]!.changes).toEqual([expect.objectContaining({ field: 'price', after: '1234.50' })]);
    const [priced] = await store.db.query<{ sales_price_cents: number }>(
      'SELECT sales_price_cents FROM products WHERE id = $1',
      [first!.id],
    );
    expect(priced!.sales_price_cents).toBe(123_450);
    const [stocked] = await store.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [
      second!.id,
    ]);
    expect(stocked!.stock).toBe(77);
    const audit = await store.db.query(
      "SELECT 1 FROM audit_log WHERE action = 'product.import' AND subject_id = ANY($1::int[])",
      [[first!.id, second!.id]],
    );
    expect(audit.length).toBe(2);
  });

  it('lets the warehouse import stock, refusing on its row a price, tax or limit that would change', async () => {
    const warehouse = await staffMember(store, 'warehouse');
    const [product] = await store.db.query<{
      id: number;
      sku: string;
      sales_price_cents: number;
      purchase_limit: number | null;
    }>(
      `SELECT id, sku, sales_price_cents, purchase_limit FROM products
        WHERE sku <> '' AND archived_at IS NULL ORDER BY id DESC LIMIT 1`,
    );
    const price = (product!.sales_price_cents / 100).toFixed(2);
    const asWarehouse = (rows: unknown[]) =>
      staffCall(store, 'POST', 'catalog/products/import', { token: warehouse.token, body: { rows } });

    // The price as it is (the export's own cell) is no change: the stock is applied.
    const applied = await asWarehouse([{ row: 2, sku: product!.sku, price, stock: '123' }]);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<{ data: { applied: boolean } }>().data.applied).toBe(true);
    const [stocked] = await store.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [
      product!.id,
    ]);
    expect(stocked!.stock).toBe(123);

    const refused = await asWarehouse([
      { row: 2, sku: product!.sku, price: '999.99', purchase_limit: '7', stock: '5' },
    ]);
    const report = refused.json<{
      data: {
        applied: boolean;
        rows: { changes: unknown[]; errors: { field: string; message: string }[] }[];
      };
    }>().data;
    expect(report.applied).toBe(false);
    expect(report.rows[0]!.errors).toEqual([
      { field: 'price', message: TM.csvStockOnly('price') },
      { field: 'purchase_limit', message: TM.csvStockOnly('purchase_limit') },
    ]);
    const [after] = await store.db.query<{ stock: number; sales_price_cents: number }>(
      'SELECT stock, sales_price_cents FROM products WHERE id = $1',
      [product!.id],
    );
    expect(after).toEqual({ stock: 123, sales_price_cents: product!.sales_price_cents });
  });

  it('refuses a file without rows and one over the row limit', async () => {
    const empty = await call('POST', 'catalog/products/import', { rows: [] });
    expect(refusal(empty)).toMatchObject({ error: TM.csvEmpty, code: 'INVALID' });
    const many = Array.from({ length: 2001 }, (_, i) => ({ row: i + 2, sku: `S${i}`, stock: '1' }));
    const tooMany = await call('POST', 'catalog/products/import', { rows: many });
    expect(refusal(tooMany)).toMatchObject({ error: TM.csvRows, code: 'INVALID' });
  });
});

describe('category pictures and brand logos', () => {
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#a83' } })
      .png()
      .toBuffer();
  const upload = (path: string, data: Buffer, token = sales.token) => {
    const form = new FormData();
    form.append('image', new Blob([data]), 'logo.png');
    return staffCall(store, 'POST', path, { token, body: form });
  };
  const served = (url: string) => store.app.inject({ url });

  it('stores a brand logo resized, shows it on the home page and brand lists, then replaces and removes it', async () => {
    const brand = await call('POST', 'catalog/brands', { name: 'Logo Test Cigars' });
    const id = brand.json<{ data: { id: number } }>().data.id;
    const first = await upload(`catalog/brands/${id}/image`, await picture(2400, 1200));
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json<{ data: { image_url: string } }>().data.image_url;
    expect(firstUrl).toMatch(/^\/storage\/brands\/[0-9a-f]{32}\.jpg$/);
    const stored = await served(firstUrl);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(stored.rawPayload).metadata()).width).toBe(1200);
    const logos = await store.call('GET', 'get-logo');
    expect(logos.body).toContain(firstUrl);

    const second = await upload(`catalog/brands/${id}/image`, await picture(100, 100));
    const secondUrl = second.json<{ data: { image_url: string } }>().data.image_url;
    expect(secondUrl).not.toBe(firstUrl);
    // The replaced file is gone from the store: its address now answers the no-image picture.
    expect((await served(firstUrl)).headers['content-type']).toBe('image/png');

    const removed = await call('DELETE', `catalog/brands/${id}/image`);
    expect(removed.json<{ data: { image_url: string | null } }>().data.image_url).toBeNull();
    expect((await store.call('GET', 'get-logo')).body).not.toContain(secondUrl);
    const audit = await store.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE subject_type = 'brand' AND subject_id = $1 ORDER BY id",
      [id],
    );
    expect(audit.map((entry) => entry.action)).toEqual([
      'brand.create',
      'brand.image.set',
      'brand.image.set',
      'brand.image.remove',
    ]);
  });

  it('gives a category a picture buyers read with the category, and removes it', async () => {
    const [category] = await store.db.query<{ id: number; slug: string }>(
      'SELECT id, slug FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1',
    );
    const uploaded = await upload(`catalog/categories/${category!.id}/image`, await picture(300, 200));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = uploaded.json<{ data: { image_url: string } }>().data.image_url;
    expect(url).toMatch(/^\/storage\/categories\/[0-9a-f]{32}\.jpg$/);
    expect((await served(url)).headers['content-type']).toBe('image/jpeg');
    const single = await store.call('GET', `single-category?category=${category!.slug}`);
    expect(
      single.json<{ data: { main_category: { image_url: string } } }>().data.main_category.image_url,
    ).toBe(url);
    const tree = await store.call('GET', 'categories');
    expect(tree.body).toContain(url);

    await call('DELETE', `catalog/categories/${category!.id}/image`);
    const after = await store.call('GET', `single-category?category=${category!.slug}`);
    expect(
      after.json<{ data: { main_category: { image_url: null } } }>().data.main_category.image_url,
    ).toBeNull();
    const audit = await store.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE subject_type = 'category' AND subject_id = $1 ORDER BY id",
      [category!.id],
    );
    expect(audit.map((entry) => entry.action)).toEqual(['category.image.set', 'category.image.remove']);
  });

  it('refuses a file that is not a picture by its first bytes, and an unknown brand, changing nothing', async () => {
    const [brand] = await store.db.query<{ id: number; image: string | null }>(
      'SELECT id, image FROM brands ORDER BY id LIMIT 1',
    );
    const text = await upload(`catalog/brands/${brand!.id}/image`, Buffer.from('not a picture at all'));
    expect(text.statusCode).toBe(422);
    expect(refusal(text)).toEqual({ error: CM.imageType, code: 'INVALID', field: 'image' });
    const none = await staffCall(store, 'POST', `catalog/brands/${brand!.id}/image`, {
      token: sales.token,
      body: new FormData(),
    });
    expect(refusal(none)).toMatchObject({ error: CM.imageRequired, code: 'INVALID', field: 'image' });
    const unknown = await upload('catalog/brands/999999/image', await picture(10, 10));
    expect(unknown.statusCode).toBe(404);
    const [after] = await store.db.query<{ image: string | null }>('SELECT image FROM brands WHERE id = $1', [
      brand!.id,
    ]);
    expect(after!.image).toBe(brand!.image);
  });

  it('refuses the warehouse: pictures are the catalogue’s content', async () => {
    const warehouse = await staffMember(store, 'warehouse');
    const [category] = await store.db.query<{ id: number }>('SELECT id FROM categories ORDER BY id LIMIT 1');
    const refused = await upload(
      `catalog/categories/${category!.id}/image`,
      await picture(10, 10),
      warehouse.token,
    );
    expect(refused.statusCode).toBe(403);
    const removal = await staffCall(store, 'DELETE', `catalog/categories/${category!.id}/image`, {
      token: warehouse.token,
    });
    expect(removal.statusCode).toBe(403);
  });
});
