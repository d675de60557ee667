import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageWindow } from '../src/http/pagination.js';
import { startTestStore, type TestStore } from './helpers.js';

interface Product {
  id: number;
  item_name: string;
  slug: string;
  category: { slug: string; parent_id: number | null };
  brand_id: number;
  stock: number;
  wishlist: 0 | 1;
  sales_price?: string;
  tax_per_unit?: string;
  image_url: string;
}
interface Page {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
  data: Product[];
  links: { url: string | null; label: string; active: boolean }[];
  next_page_url: string | null;
  first_page_url: string;
  last_page_url: string;
  prev_page_url: string | null;
}

let store: TestStore;
let token: string;
beforeAll(async () => {
  store = await startTestStore();
  token = (await store.customer()).token;
});
afterAll(async () => {
  await store.close();
});

async function page(query: string, withToken = false): Promise<Page> {
  const response = await store.call('GET', `items?${query}`, withToken ? { token } : {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Page }>().data;
}

const PRICE_KEYS = ['sales_price', 'tax_per_unit', 'subtotal', 'tax', 'total'];

/** Every object anywhere in the answer, so no nested price can hide. */
function allObjects(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(allObjects);
  if (value && typeof value === 'object') {
    return [value as Record<string, unknown>, ...Object.values(value).flatMap(allObjects)];
  }
  return [];
}

describe('prices are only for customers', () => {
  const productCalls = [
    'items?per_page=48',
    'search-items?query=cigar&per_page=25',
    'items/1',
    'related-items?category_id=2&except_item=1',
    'recent-viewed-items?ids=1,2,3',
    'home-page-items',
    'getitemByCat',
  ];

  it.each(productCalls)(
    'GET %s without a token answers no sales_price, tax or total anywhere',
    async (call) => {
      const response = await store.call('GET', call);
      expect(response.statusCode).toBe(200);
      const objects = allObjects(response.json());
      expect(objects.filter((o) => 'item_name' in o).length).toBeGreaterThan(0);
      // (a listing's own `total` is its product count, not money)
      const priced = (o: Record<string, unknown>, key: string) =>
        key in o && !(key === 'total' && 'current_page' in o);
      for (const key of PRICE_KEYS) expect(objects.some((o) => priced(o, key))).toBe(false);
      expect(response.body).not.toMatch(/"(sales_price|tax_per_unit|subtotal)"/);
    },
  );

  it.each(productCalls)('GET %s with an invalid or revoked token answers as to a visitor', async (call) => {
    const response = await store.call('GET', call, { token: 'x'.repeat(43) });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/"(sales_price|tax_per_unit)"/);
  });

  it.each(productCalls)('GET %s with a valid token carries two-decimal prices', async (call) => {
    const response = await store.call('GET', call, { token });
    const products = allObjects(response.json()).filter((o) => 'item_name' in o && 'sku' in o);
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.sales_price).toMatch(/^\d+\.\d{2}$/);
      expect(product.tax_per_unit).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('sorts by price for a customer', async () => {
    const prices = (await page('per_page=63&low_to_high=1', true)).data.map((p) => Number(p.sales_price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = (await page('per_page=63&high_to_low=1', true)).data.map((p) => Number(p.sales_price));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });
});

describe('the price filter and price sort reveal nothing to a visitor', () => {
  const ids = (result: Page) => result.data.map((p) => p.id);
  let unfiltered: number[];
  let unfilteredSearch: number[];
  let realPrices: string[];
  beforeAll(async () => {
    unfiltered = ids(await page('per_page=100'));
    unfilteredSearch = ids(
      (await store.call('GET', 'search-items?query=cigar&per_page=100')).json<{ data: Page }>().data,
    );
    const rows = await store.db.query<{ price: string }>(
      `SELECT DISTINCT to_char(sales_price_cents / 100.0, 'FM999990.00') AS price FROM products
        ORDER BY price LIMIT 4`,
    );
    realPrices = ['46.00', ...rows.map((row) => row.price)];
  });

  const priceQueries = (price: string) => [
    `min_price=${price}&max_price=${price}`,
    `min_price=${price}`,
    `max_price=${price}`,
    `min_price=${price}&max_price=${price}&low_to_high=1`,
    `min_price=${price}&high_to_low=1`,
    'low_to_high=1',
    'high_to_low=1',
    'low_to_high=1&high_to_low=1',
    'min_price=abc&max_price=-5',
  ];

  it('lists the same products in the same order as no filter, for every min, max and sort', async () => {
    for (const price of realPrices) {
      for (const query of priceQueries(price)) {
        expect(ids(await page(`${query}&per_page=100`)), query).toEqual(unfiltered);
      }
    }
  });

  it('answers 422 for a search longer than the 100 characters the gateway and the web allow', async () => {
    const fits = await store.call('GET', `search-items?query=${'a'.repeat(100)}`);
    expect(fits.statusCode).toBe(200);
    const tooLong = await store.call('GET', `search-items?query=${'a'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toEqual({
      error: 'The search term must be at most 100 characters.',
      field: 'query',
      code: 'INVALID',
    });
  });

  it('finds the same products in the same order when a search asks for a price sort', async () => {
    for (const sort of ['low_to_high=1', 'high_to_low=1']) {
      const response = await store.call('GET', `search-items?query=cigar&per_page=100&${sort}`);
      expect(ids(response.json<{ data: Page }>().data), sort).toEqual(unfilteredSearch);
    }
  });

  it('leaves the ignored price parameters out of the page links', async () => {
    const result = await page('category=cigar&per_page=5&min_price=46.00&max_price=46.00&high_to_low=1');
    const urls = [
      result.next_page_url,
      result.first_page_url,
      result.last_page_url,
      ...result.links.map((l) => l.url),
    ];
    for (const url of urls.filter((u): u is string => u !== null)) {
      expect(url).toMatch(/category=cigar/);
      expect(url).not.toMatch(/min_price|max_price|high_to_low|low_to_high/);
    }
  });

  it('does not serve a customer’s filtered listing to a visitor from the catalog cache, or the reverse', async () => {
    const query = `min_price=${realPrices[1]}&max_price=${realPrices[1]}&per_page=100`;
    const filtered = await page(query, true);
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(unfiltered.length);
    expect(ids(await page(query))).toEqual(unfiltered);
    expect((await page(query, true)).total).toBe(filtered.total);
    const sorted = await store.call('GET', 'search-items?query=cigar&per_page=100&high_to_low=1', { token });
    const sortedIds = ids(sorted.json<{ data: Page }>().data);
    expect(sortedIds).not.toEqual(unfilteredSearch);
    const visitor = await store.call('GET', 'search-items?query=cigar&per_page=100&high_to_low=1');
    expect(ids(visitor.json<{ data: Page }>().data)).toEqual(unfilteredSearch);
  });
});

describe('GET /api/customer/items', () => {
  it('lists the 63 seed products, 12 per page by default, in the Laravel pagination shape', async () => {
    const first = await page('');
    expect(first.total).toBe(63);
    expect(first.per_page).toBe(12);
    expect(first.last_page).toBe(6);
    expect(first.data).toHaveLength(12);
    expect(first.from).toBe(1);
    expect(first.to).toBe(12);
    expect(first.prev_page_url).toBeNull();
    expect(first.next_page_url).toContain('page=2');
    expect(first.links[0]).toEqual({ url: null, label: '&laquo; Previous', active: false });
    expect(first.links.at(-1)).toMatchObject({ label: 'Next &raquo;', active: false });
    expect(first.links.filter((l) => l.active)).toEqual([expect.objectContaining({ label: '1' })]);
    const last = await page('page=6');
    expect(last.data).toHaveLength(3);
    expect(last.links.at(-1)?.url).toBeNull();
  });

  it('keeps the filters in page links', async () => {
    const result = await page('category=cigar&per_page=5&low_to_high=1', true);
    expect(result.next_page_url).toMatch(/category=cigar/);
    expect(result.next_page_url).toMatch(/low_to_high=1/);
    expect(result.next_page_url).toMatch(/page=2/);
  });

  it('includes a parent category’s subcategories', async () => {
    const parent = await page('category=premium-cigar&per_page=100');
    expect(parent.total).toBe(21);
    expect(new Set(parent.data.map((p) => p.category.slug))).toEqual(
      new Set(['premium-cigar-robusto', 'premium-cigar-toro', 'premium-cigar-churchill']),
    );
    const child = await page('category=premium-cigar-toro');
    expect(child.total).toBe(7);
  });

  it('takes several comma-joined category slugs and brand ids', async () => {
    const both = await page('category=cigar,cigarillos&per_page=100');
    expect(both.total).toBe(28);
    const brandId = both.data[0]!.brand_id;
    const byBrand = await page(`category=cigar,cigarillos&brands=${brandId}&per_page=100`);
    expect(byBrand.total).toBeGreaterThan(0);
    expect(byBrand.data.every((p) => p.brand_id === brandId)).toBe(true);
  });

  it('filters by price in dollars for a customer', async () => {
    const customer = await page('min_price=100&max_price=200&per_page=100', true);
    expect(customer.total).toBeGreaterThan(0);
    expect(customer.total).toBeLessThan(63);
    for (const p of customer.data) {
      expect(Number(p.sales_price)).toBeGreaterThanOrEqual(100);
      expect(Number(p.sales_price)).toBeLessThanOrEqual(200);
    }
    const exact = await page('min_price=46.00&max_price=46.00&per_page=100', true);
    expect(exact.data.every((p) => p.sales_price === '46.00')).toBe(true);
  });

  it('answers an empty page for a category that does not exist', async () => {
    const result = await page('category=no-such-category');
    expect(result.total).toBe(0);
    expect(result.data).toEqual([]);
    expect(result.from).toBeNull();
  });

  it.each([
    ['per_page=0', 'per_page', 'The per_page must be a whole number from 1 to 100.'],
    ['per_page=500', 'per_page', 'The per_page must be a whole number from 1 to 100.'],
    ['page=-1', 'page', 'The page must be a whole number from 1.'],
    ['min_price=abc', 'min_price', 'The minimum price must be a positive amount in dollars.'],
    ['max_price=-5', 'max_price', 'The maximum price must be a positive amount in dollars.'],
    ['brands=1,x', 'brands', 'The brands must be brand ids joined with commas.'],
    ['category=a%20b', 'category', 'The category must be one or more category slugs, joined with commas.'],
  ])('refuses %s with a 422 naming the parameter %s', async (query, field, message) => {
    const response = await store.call('GET', `items?${query}`, { token });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: message, field, code: 'INVALID' });
  });

  it('counts products added, re-priced or moved at once, whoever changed them', async () => {
    const before = (await page('category=cigar&min_price=1000', true)).total;
    const [added] = await store.db.query<{ id: number }>(
      `INSERT INTO products (item_name, item_code, sku, category_id, brand_id, sales_price_cents, stock)
       SELECT 'Count Check Cigar', 'COUNT-1', 'C-1', id, 5, 150000, 3 FROM categories WHERE slug = 'cigar-flavored'
       RETURNING id`,
    );
    expect((await page('category=cigar&min_price=1000', true)).total).toBe(before + 1);
    await store.db.query('UPDATE products SET sales_price_cents = 900 WHERE id = $1', [added!.id]);
    expect((await page('category=cigar&min_price=1000', true)).total).toBe(before);
    await store.db.query(
      "UPDATE products SET category_id = (SELECT id FROM categories WHERE slug = 'premium-cigar-toro') WHERE id = $1",
      [added!.id],
    );
    expect((await page('category=premium-cigar-toro')).total).toBe(8);
    await store.db.query('DELETE FROM products WHERE id = $1', [added!.id]);
    expect((await page('')).total).toBe(63);
  });

  it('counts a brand’s and a price range’s products again after the catalogue changed since they were counted', async () => {
    const brand = (await page('brands=5')).total;
    const priced = (await page('min_price=10&max_price=500', true)).total;
    expect(brand).toBeGreaterThan(0);
    expect(priced).toBeGreaterThan(0);
    // Counted once more for the same catalogue: from the cache.
    expect((await page('brands=5')).total).toBe(brand);
    await store.db.query(
      'UPDATE products SET item_name = item_name WHERE id = (SELECT min(id) FROM products)',
    );
    expect((await page('brands=5')).total).toBe(brand);
    expect((await page('min_price=10&max_price=500', true)).total).toBe(priced);
  });

  it('marks products in the customer’s wishlist', async () => {
    const customer = await store.customer();
    await store.call('POST', 'add-wishlist', { token: customer.token, body: { item_id: 1 } });
    const listed = await store.call('GET', 'items/1', { token: customer.token });
    expect(listed.json<{ data: Product }>().data.wishlist).toBe(1);
    const other = await store.call('GET', 'items/1', { token });
    expect(other.json<{ data: Product }>().data.wishlist).toBe(0);
  });
});

describe('GET /api/customer/search-items', () => {
  async function search(query: string, withToken = false) {
    const response = await store.call('GET', `search-items?${query}`, withToken ? { token } : {});
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Page }>().data;
  }

  it('finds products case-insensitively by name, 10 per page by default', async () => {
    const result = await search('query=ROBUSTO');
    expect(result.per_page).toBe(10);
    expect(result.total).toBeGreaterThanOrEqual(7);
    expect(result.data.every((p) => /robusto/i.test(p.item_name))).toBe(true);
  });

  it('finds products by brand name, item code, SKU and barcode', async () => {
    const [product] = await store.db.query<{
      item_code: string;
      sku: string;
      custom_barcode: string;
      id: number;
    }>('SELECT id, item_code, sku, custom_barcode FROM products WHERE id = 5');
    for (const term of [product!.item_code.toLowerCase(), product!.sku, product!.custom_barcode]) {
      const result = await search(`query=${encodeURIComponent(term)}`);
      expect(result.data.map((p) => p.id)).toContain(5);
    }
    const brand = await search('query=cedar%20vault');
    expect(brand.total).toBe(4);
  });

  it('needs every word to match and treats % and _ literally', async () => {
    expect((await search('query=casa%20churchill')).data.map((p) => p.item_name)).toEqual([
      'Casa Verano Churchill Claro (Box of 25)',
    ]);
    expect((await search('query=%25')).total).toBe(0);
    expect((await search('query=_')).total).toBe(0);
  });

  it('answers an empty page for no match and everything for an empty query', async () => {
    expect((await search('query=zzzzzz')).total).toBe(0);
    expect((await search('query=')).total).toBe(63);
  });

  it('sees products added after a search was made, and pages past the remembered matches', async () => {
    expect((await search('query=deep%20page')).total).toBe(0);
    await store.db.query(
      `INSERT INTO products (item_name, item_code, sku, category_id, brand_id, sales_price_cents, stock)
       SELECT 'Deep Page Cigar ' || lpad(n::text, 4, '0'), 'DEEP-' || n, 'D-' || n, 2, 1, 1000 + n, 1
         FROM generate_series(1, 1100) AS n`,
    );
    const first = await search('query=deep%20page&per_page=100');
    expect(first.total).toBe(1100);
    expect(first.data[0]!.item_name).toBe('Deep Page Cigar 0001');
    const last = await search('query=deep%20page&per_page=100&page=11');
    expect(last.data.map((p) => p.item_name)).toEqual(
      Array.from({ length: 100 }, (_, i) => `Deep Page Cigar ${String(1001 + i).padStart(4, '0')}`),
    );
    await store.db.query("DELETE FROM products WHERE item_code LIKE 'DEEP-%'");
    expect((await search('query=deep%20page')).total).toBe(0);
  });

  it('sorts search results by price when asked', async () => {
    const result = await search('query=cigar&per_page=25&high_to_low=1', true);
    const prices = result.data.map((p) => Number(p.sales_price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });
});

describe('GET /api/customer/items/{id}', () => {
  it('answers the detail with images, description, category and brand', async () => {
    const response = await store.call('GET', 'items/1', { token });
    const product = response.json<{
      data: Product & {
        images: string[];
        image_urls: string[];
        description: string;
        brand: { brand_name: string };
        image: string | null;
      };
    }>().data;
    expect(product.item_name).toBe('Casa Verano Robusto Maduro (Box of 20)');
    expect(product.slug).toBe('casa-verano-robusto-maduro-box-of-20');
    expect(product.images).toHaveLength(2);
    // The spec's names: the picture and the gallery as files under the products storage path; ours beside them.
    expect(product.image).toBe(product.images[0]);
    expect(product.image_urls).toEqual(product.images.map((file) => `/storage/products/${file}`));
    expect(product.image_url).toBe(product.image_urls[0]);
    expect(product.description.length).toBeGreaterThan(20);
    expect(product.brand.brand_name).toBe('Casa Verano');
    expect(product.category.slug).toBe('premium-cigar-robusto');
    expect(product.sales_price).toBe('168.00');
    expect(product.tax_per_unit).toBe('8.40');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['99999', 'abc', '0']) {
      const response = await store.call('GET', `items/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Product not found.' });
    }
  });

  it('gives the slug by the spec’s rule, also for names with punctuation', async () => {
    const response = await store.call('GET', 'search-items?query=flint%20forge%20triple');
    expect(response.json<{ data: Page }>().data.data[0]!.slug).toBe('flint--forge-triple-jet-torch-lighter');
  });
});

describe('related and recently viewed products', () => {
  it('answers up to 8 related products of the same category family, never the current one', async () => {
    const response = await store.call('GET', 'related-items?category_id=2&except_item=1');
    const products = response.json<{ data: Product[] }>().data;
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(8);
    expect(products.map((p) => p.id)).not.toContain(1);
    expect(products.every((p) => p.category.slug.startsWith('premium-cigar'))).toBe(true);
  });

  it('answers recently viewed products in the order of the ids, without the current one', async () => {
    const response = await store.call('GET', 'recent-viewed-items?ids=9,3,5,99999&except_id=5');
    expect(response.json<{ data: Product[] }>().data.map((p) => p.id)).toEqual([9, 3]);
  });

  it('refuses more than 20 recently viewed ids', async () => {
    const ids = Array.from({ length: 21 }, (_, i) => i + 1).join(',');
    const response = await store.call('GET', `recent-viewed-items?ids=${ids}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'The ids must be at most 20 product ids joined with commas.',
      field: 'ids',
      code: 'INVALID',
    });
  });
});

describe('categories and brands', () => {
  it('answers a category with its subcategories and the brands found in it', async () => {
    const response = await store.call('GET', 'single-category?category=cigarillos');
    const data = response.json<{
      data: {
        main_category: { slug: string };
        subcategory: { slug: string }[];
        brands: { brand_name: string; image_url: string }[];
      };
    }>().data;
    expect(data.main_category.slug).toBe('cigarillos');
    expect(data.subcategory.map((c) => c.slug)).toEqual(['cigarillos-tipped', 'cigarillos-natural']);
    expect(data.brands.map((b) => b.brand_name)).toContain('Quickdraw');
    expect(data.brands.every((b) => b.image_url.startsWith('/storage/brands/'))).toBe(true);
  });

  it('answers 404 for an unknown category slug', async () => {
    const response = await store.call('GET', 'single-category?category=nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Category not found.' });
  });

  it('answers a brand’s categories as a tree trimmed to where it has products', async () => {
    const response = await store.call('GET', 'category-by-brand?brand_id=1');
    const data = response.json<{
      data: { brand: { brand_name: string }; categories: { slug: string; children: { slug: string }[] }[] };
    }>().data;
    expect(data.brand.brand_name).toBe('Casa Verano');
    expect(data.categories.map((c) => c.slug)).toEqual(['premium-cigar', 'cigarillos']);
    expect(data.categories[1]!.children.map((c) => c.slug)).toEqual(['cigarillos-natural']);
    expect((await store.call('GET', 'category-by-brand?brand_id=9999')).statusCode).toBe(404);
  });

  it('refuses more than 50 category slugs for the brands', async () => {
    const slugs = Array.from({ length: 51 }, (_, i) => `c${i}`).join(',');
    const response = await store.call('GET', `brands?category=${slugs}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'The category must be one or more category slugs, joined with commas.',
      field: 'category',
      code: 'INVALID',
    });
  });

  it('answers the brands having products in the given categories', async () => {
    const response = await store.call('GET', 'brands?category=tobacco-accessories');
    expect(response.json<{ data: { brand_name: string }[] }>().data.map((b) => b.brand_name)).toEqual([
      'Cedar Vault',
      'Flint & Forge',
      'Jetline',
      'Keenedge',
    ]);
    const all = await store.call('GET', 'brands');
    expect(all.json<{ data: unknown[] }>().data).toHaveLength(13);
  });
});

describe('the pagination window', () => {
  it('lists every page up to 13 pages and elides with ... beyond, as Laravel does', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, null, 19, 20]);
    expect(pageWindow(10, 20)).toEqual([1, 2, null, 7, 8, 9, 10, 11, 12, 13, null, 19, 20]);
    expect(pageWindow(18, 20)).toEqual([1, 2, null, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });
});
