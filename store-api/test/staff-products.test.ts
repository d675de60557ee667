import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestCustomer, type TestStore } from './helpers.js';
import { staffCall, staffMember } from './staff-helpers.js';

let store: TestStore;
let warehouse: { id: number; email: string; token: string };
let buyer: TestCustomer;
beforeAll(async () => {
  store = await startTestStore();
  warehouse = await staffMember(store, 'warehouse');
  buyer = await store.customer();
});
afterAll(async () => {
  await store.close();
});

const get = (path: string) => staffCall(store, 'GET', path, { token: warehouse.token });
const patch = (path: string, body?: unknown) =>
  staffCall(store, 'PATCH', path, { token: warehouse.token, body });

interface ListedProduct {
  id: number;
  name: string;
  sku: string | null;
  stock: number;
  purchase_limit: number | null;
  promoted: boolean;
  recommended: boolean;
}

/** A seeded product that is neither promoted nor recommended, with a limit or without one. */
async function plainProduct(withLimit = false): Promise<{ id: number; item_name: string }> {
  const [row] = await store.db.query<{ id: number; item_name: string }>(
    `SELECT id, item_name FROM products p
      WHERE NOT promoted AND purchase_limit IS ${withLimit ? 'NOT ' : ''}NULL
        AND NOT EXISTS (SELECT 1 FROM home_section_items WHERE product_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM audit_log WHERE subject_type = 'product' AND subject_id = p.id)
      ORDER BY id LIMIT 1`,
  );
  return row!;
}

async function productAudit(id: number) {
  return store.db.query<{ staff_id: number; action: string; before: unknown; after: unknown }>(
    `SELECT staff_id, action, before, after FROM audit_log
      WHERE subject_type = 'product' AND subject_id = $1 ORDER BY id`,
    [id],
  );
}

describe('the product list', () => {
  it('lists products by name with stock, limit, flags, category, picture and price', async () => {
    const response = await get('products?per_page=100');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: ListedProduct[]; meta: unknown }>();
    const [count] = await store.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(body.meta).toEqual({ total: count!.n, page: 1, per_page: 100 });
    const byName = await store.db.query<{ id: number }>('SELECT id FROM products ORDER BY item_name, id');
    expect(body.data.map((product) => product.id)).toEqual(byName.map((row) => row.id));

    const [seeded] = await store.db.query<{
      id: number;
      item_name: string;
      slug: string;
      sku: string;
      category_id: number;
      category_name: string;
      stock: number;
      purchase_limit: number | null;
      image: string;
    }>(
      `SELECT p.id, p.item_name, p.slug, p.sku, c.id AS category_id, c.category_name, p.stock, p.purchase_limit,
              p.images[1] AS image
         FROM products p JOIN categories c ON c.id = p.category_id
        WHERE p.promoted ORDER BY p.id LIMIT 1`,
    );
    expect(body.data.find((product) => product.id === seeded!.id)).toMatchObject({
      id: seeded!.id,
      name: seeded!.item_name,
      slug: seeded!.slug,
      sku: seeded!.sku,
      category: { id: seeded!.category_id, name: seeded!.category_name },
      stock: seeded!.stock,
      purchase_limit: seeded!.purchase_limit,
      promoted: true,
      recommended: false,
      image_url: `/storage/products/${seeded!.image}`,
    });
    const recommended = await store.db.query<{ product_id: number }>(
      `SELECT product_id FROM home_section_items
        WHERE section_id = (SELECT id FROM home_sections ORDER BY position, id LIMIT 1)`,
    );
    expect(
      body.data
        .filter((product) => product.recommended)
        .map((product) => product.id)
        .sort((a, b) => a - b),
    ).toEqual(recommended.map((row) => row.product_id).sort((a, b) => a - b));
    // Staff are not buyers: every role sees what the catalogue charges.
    expect(
      body.data.every((product) => /^\d+\.\d\d$/.test((product as { price?: string }).price ?? '')),
    ).toBe(true);
  });

  it('finds products by words of the name or the SKU, in a category, page by page', async () => {
    const [product] = await store.db.query<{ id: number; item_name: string; sku: string; slug: string }>(
      `SELECT p.id, p.item_name, p.sku, c.slug FROM products p JOIN categories c ON c.id = p.category_id
        ORDER BY p.id DESC LIMIT 1`,
    );
    const ids = async (query: string) =>
      (await get(`products?${query}`)).json<{ data: ListedProduct[] }>().data.map((p) => p.id);
    const words = product!.item_name.split(' ');
    expect(await ids(`search=${encodeURIComponent(`${words.at(-1)} ${words[0]}`)}`)).toContain(product!.id);
    expect(await ids(`search=${encodeURIComponent(product!.sku.toLowerCase())}`)).toEqual([product!.id]);
    expect(await ids(`search=${encodeURIComponent(product!.sku)}&category=${product!.slug}`)).toEqual([
      product!.id,
    ]);
    expect(await ids(`search=${encodeURIComponent(product!.sku)}&category=no-such-category`)).toEqual([]);
    expect(await ids('search=zzzzqqqq')).toEqual([]);
    const second = await get('products?per_page=2&page=2');
    const first = await get('products?per_page=4');
    expect(second.json<{ data: ListedProduct[] }>().data).toEqual(
      first.json<{ data: ListedProduct[] }>().data.slice(2, 4),
    );
    expect(second.json<{ meta: unknown }>().meta).toMatchObject({ page: 2, per_page: 2 });
  });

  it('refuses a search, category or page it cannot apply, field by field', async () => {
    const cases: [string, string, string][] = [
      ['search=' + 'x'.repeat(101), 'search', 'The search term must be at most 100 characters.'],
      [
        'category=Not%20A%20Slug',
        'category',
        'The category must be one or more category slugs, joined with commas.',
      ],
      ['per_page=101', 'per_page', 'The per_page must be a whole number from 1 to 100.'],
      ['page=0', 'page', 'The page must be a whole number from 1.'],
    ];
    for (const [query, field, error] of cases) {
      const response = await get(`products?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json()).toEqual({ error, field, code: 'INVALID' });
    }
  });
});

describe('changing a product', () => {
  it('sets stock and purchase limit, answers the product, and audits only what changed', async () => {
    const product = await plainProduct(true);
    const before = (await get(`products?search=${encodeURIComponent(product.item_name)}`))
      .json<{ data: ListedProduct[] }>()
      .data.find((p) => p.id === product.id)!;
    const response = await patch(`products/${product.id}`, {
      stock: 345,
      purchase_limit: null,
      promoted: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: { ...before, stock: 345, purchase_limit: null },
    });
    expect(await productAudit(product.id)).toEqual([
      {
        staff_id: warehouse.id,
        action: 'product.update',
        before: { stock: before.stock, purchase_limit: before.purchase_limit },
        after: { stock: 345, purchase_limit: null },
      },
    ]);
  });

  it('writes nothing, not even an audit entry, when nothing changes', async () => {
    const product = await plainProduct();
    const response = await patch(`products/${product.id}`, { promoted: false, recommended: false });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: ListedProduct }>().data).toMatchObject({
      promoted: false,
      recommended: false,
    });
    expect(await productAudit(product.id)).toEqual([]);
  });

  it('takes a form’s words and digits as well as JSON', async () => {
    const product = await plainProduct();
    const response = await staffCall(store, 'PATCH', `products/${product.id}`, {
      token: warehouse.token,
      body: 'stock=12&purchase_limit=3&promoted=true',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: ListedProduct }>().data).toMatchObject({
      stock: 12,
      purchase_limit: 3,
      promoted: true,
    });
    const cleared = await staffCall(store, 'PATCH', `products/${product.id}`, {
      token: warehouse.token,
      body: 'purchase_limit=&promoted=false',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(cleared.json<{ data: ListedProduct }>().data).toMatchObject({
      purchase_limit: null,
      promoted: false,
    });
  });

  it('refuses each field out of its rule with a clear message, and changes nothing', async () => {
    const product = await plainProduct();
    const stock = 'The stock must be a whole number from 0 to 1,000,000.';
    const limit = 'The purchase limit must be a whole number from 1 to 10,000, or empty for no limit.';
    const cases: [unknown, string | null, string][] = [
      [{ stock: -1 }, 'stock', stock],
      [{ stock: 1_000_001 }, 'stock', stock],
      [{ stock: 2.5 }, 'stock', stock],
      [{ stock: '12abc' }, 'stock', stock],
      [{ stock: null }, 'stock', stock],
      [{ purchase_limit: 0 }, 'purchase_limit', limit],
      [{ purchase_limit: 10_001 }, 'purchase_limit', limit],
      [{ purchase_limit: 'none' }, 'purchase_limit', limit],
      [{ promoted: 'yes' }, 'promoted', 'Say whether the product is promoted: true or false.'],
      [{ recommended: 1 }, 'recommended', 'Say whether the product is recommended: true or false.'],
      [
        { stock: 5, price: '1.00' },
        'price',
        "A product's price cannot be changed here: only its stock, purchase_limit, promoted, recommended.",
      ],
      [{}, null, 'Say what to change: stock, purchase_limit, promoted, recommended.'],
      // A valid field beside an invalid one is not applied either.
      [{ stock: 7, promoted: 'maybe' }, 'promoted', 'Say whether the product is promoted: true or false.'],
    ];
    const [row] = await store.db.query('SELECT * FROM products WHERE id = $1', [product.id]);
    for (const [body, field, error] of cases) {
      const response = await patch(`products/${product.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toEqual({ error, field, code: 'INVALID' });
    }
    expect(await store.db.query('SELECT * FROM products WHERE id = $1', [product.id])).toEqual([row]);
    expect(await productAudit(product.id)).toEqual([]);
  });

  it('answers 404 NOT_FOUND for a product that does not exist', async () => {
    for (const path of ['products/999999', 'products/abc']) {
      const response = await patch(path, { stock: 1 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'No product with this id.', code: 'NOT_FOUND' });
    }
  });
});

describe('what buyers see after a change', () => {
  it('shows the new stock and purchase limit on the product at once', async () => {
    const product = await plainProduct();
    const read = async () =>
      (await store.call('GET', `items/${product.id}`, { token: buyer.token })).json<{
        data: { stock: number; purchase_limit: number | null };
      }>().data;
    expect(await read()).toMatchObject({ purchase_limit: null });
    await patch(`products/${product.id}`, { stock: 0, purchase_limit: 2 });
    expect(await read()).toMatchObject({ stock: 0, purchase_limit: 2 });
    const listed = await store.call('GET', `search-items?query=${encodeURIComponent(product.item_name)}`);
    expect(
      listed
        .json<{ data: { data: { id: number; stock: number }[] } }>()
        .data.data.find((item) => item.id === product.id),
    ).toMatchObject({ stock: 0 });
  });

  it('shows a product in the home page’s recommended and promoted lists, and takes it out again', async () => {
    const product = await plainProduct();
    const home = async () => {
      const sections = (await store.call('GET', 'home-page-items', { token: buyer.token })).json<{
        data: Record<string, { id: number }[]>;
      }>().data;
      const [recommended] = Object.values(sections);
      const promoted = (await store.call('GET', 'promoted-items', { token: buyer.token })).json<{
        data: { id: number }[];
      }>().data;
      return {
        recommended: recommended!.map((item) => item.id),
        promoted: promoted.map((item) => item.id),
      };
    };
    const before = await home();
    expect(before.recommended).not.toContain(product.id);
    expect(before.promoted).not.toContain(product.id);

    const flagged = await patch(`products/${product.id}`, { recommended: true, promoted: true });
    expect(flagged.json<{ data: ListedProduct }>().data).toMatchObject({ recommended: true, promoted: true });
    const after = await home();
    // Added at the end of the recommended list, the others kept in their order.
    expect(after.recommended).toEqual([...before.recommended, product.id]);
    expect(after.promoted).toContain(product.id);

    await patch(`products/${product.id}`, { recommended: false, promoted: false });
    expect(await home()).toEqual(before);
    expect((await productAudit(product.id)).map((entry) => [entry.before, entry.after])).toEqual([
      [
        { recommended: false, promoted: false },
        { recommended: true, promoted: true },
      ],
      [
        { recommended: true, promoted: true },
        { recommended: false, promoted: false },
      ],
    ]);
  });
});
