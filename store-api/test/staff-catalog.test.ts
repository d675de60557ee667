import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG, catalogMessages as CM } from '@storefront/contract';
import { startTestStore, type TestCustomer, type TestStore } from './helpers.js';
import { placeOrder, staffCall, staffMember } from './staff-helpers.js';

let store: TestStore;
let sales: { id: number; token: string };
let buyer: TestCustomer;
let category: { id: number; slug: string };
let brandId: number;
beforeAll(async () => {
  store = await startTestStore();
  sales = await staffMember(store, 'sales');
  buyer = await store.customer();
  const [firstCategory] = await store.db.query<{ id: number; slug: string }>(
    'SELECT id, slug FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1',
  );
  const [firstBrand] = await store.db.query<{ id: number }>('SELECT id FROM brands ORDER BY id LIMIT 1');
  category = firstCategory!;
  brandId = firstBrand!.id;
});
afterAll(async () => {
  await store.close();
});

interface StaffProduct {
  id: number;
  name: string;
  price: string;
  stock: number;
  images: { file: string; url: string }[];
  archived_at: string | null;
}

const post = (path: string, body?: unknown) => staffCall(store, 'POST', path, { token: sales.token, body });
const patch = (path: string, body?: unknown) => staffCall(store, 'PATCH', path, { token: sales.token, body });
const product = (response: { json<T>(): T }) => response.json<{ data: StaffProduct }>().data;
const refusal = (response: { json<T>(): T }) =>
  response.json<{ error: string; code: string; field: string }>();

let codes = 0;
async function newProduct(fields: Record<string, unknown> = {}): Promise<StaffProduct> {
  codes += 1;
  const response = await post('catalog/products', {
    name: `Catalog Test Cigar ${codes}`,
    item_code: `CT-${codes}-${Date.now()}`,
    price: '24.50',
    tax_per_unit: '1.25',
    category_id: category.id,
    brand_id: brandId,
    stock: 40,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(200);
  return product(response);
}

const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') => {
  const image = sharp({ create: { width, height, channels: 3, background: '#8a3' } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

function upload(id: number, data: Buffer, name = 'photo.png') {
  const form = new FormData();
  form.append('image', new Blob([data]), name);
  return post(`catalog/products/${id}/images`, form);
}

const buyerItem = (id: number) => store.call('GET', `items/${id}`, { token: buyer.token });

describe('products staff create and edit', () => {
  it('creates a product buyers see at once, with its price and tax', async () => {
    const created = await newProduct({ sku: 'SKU-NEW', barcode: '0123456789', description: 'Hand rolled.' });
    expect(created).toMatchObject({ price: '24.50', stock: 40, images: [], archived_at: null });
    const seen = await buyerItem(created.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<{ data: { sales_price: string; tax_per_unit: string } }>().data).toMatchObject({
      sales_price: '24.50',
      tax_per_unit: '1.25',
    });
  });

  it('refuses each wrong field with its message, the first in the form’s order, and writes nothing', async () => {
    const [before] = await store.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', CM.nameRequired],
      [{ name: 'x'.repeat(CATALOG.name.max + 1) }, 'name', CM.nameLength],
      [{ item_code: ' ' }, 'item_code', CM.itemCodeRequired],
      [{ price: '12.345' }, 'price', CM.price],
      [{ price: '-1' }, 'price', CM.price],
      [{ price: '100000.00' }, 'price', CM.price],
      [{ tax_per_unit: 'free' }, 'tax_per_unit', CM.tax],
      [{ category_id: 'x' }, 'category_id', CM.category],
      [{ category_id: 999999 }, 'category_id', CM.category],
      [{ brand_id: 999999 }, 'brand_id', CM.brand],
      [{ stock: -1 }, 'stock', CM.stock],
      [{ purchase_limit: 0 }, 'purchase_limit', CM.purchaseLimit],
      [{ name: '', price: 'x' }, 'name', CM.nameRequired],
    ];
    for (const [fields, field, message] of cases) {
      const response = await post('catalog/products', {
        name: 'Valid name',
        item_code: `BAD-${field}`,
        price: '1.00',
        category_id: category.id,
        brand_id: brandId,
        ...fields,
      });
      expect(response.statusCode, JSON.stringify(fields)).toBe(422);
      expect(refusal(response)).toEqual({ error: message, code: 'INVALID', field });
    }
    const taken = await newProduct();
    const [row] = await store.db.query<{ item_code: string }>(
      'SELECT item_code FROM products WHERE id = $1',
      [taken.id],
    );
    const again = await post('catalog/products', {
      name: 'Same code',
      item_code: row!.item_code.toLowerCase(),
      price: '1',
      category_id: category.id,
      brand_id: brandId,
    });
    expect(refusal(again)).toEqual({ error: CM.itemCodeTaken, code: 'TAKEN', field: 'item_code' });
    const [after] = await store.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(after!.n).toBe(before!.n + 1);
  });

  it('shows a new price to buyers on their next request, while a placed order keeps the price it was placed at', async () => {
    const order = await placeOrder(store, buyer);
    const [line] = await store.db.query<{ item_price_cents: number }>(
      'SELECT item_price_cents FROM order_lines WHERE order_id = $1',
      [order.id],
    );
    const listing = async () =>
      (await store.call('GET', `items?per_page=100&search=`, { token: buyer.token })).statusCode;
    expect(await listing()).toBe(200);
    const newCents = line!.item_price_cents + 1111;
    const newPrice = `${Math.floor(newCents / 100)}.${String(newCents % 100).padStart(2, '0')}`;
    const changed = await patch(`catalog/products/${order.productId}`, { price: newPrice });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(product(changed).price).toBe(newPrice);
    expect(
      (await buyerItem(order.productId)).json<{ data: { sales_price: string } }>().data.sales_price,
    ).toBe(newPrice);
    const placed = await store.call('GET', `orders/${order.id}`, { token: buyer.token });
    expect(placed.body).not.toContain(`"${newPrice}"`);
    const [kept] = await store.db.query<{ item_price_cents: number }>(
      'SELECT item_price_cents FROM order_lines WHERE order_id = $1',
      [order.id],
    );
    expect(kept!.item_price_cents).toBe(line!.item_price_cents);
    const [audit] = await store.db.query<{
      action: string;
      before: unknown;
      after: unknown;
      staff_id: number;
    }>(
      `SELECT action, before, after, staff_id FROM audit_log WHERE subject_type = 'product' AND subject_id = $1
        ORDER BY id DESC LIMIT 1`,
      [order.productId],
    );
    expect(audit).toEqual({
      action: 'product.edit',
      before: { sales_price_cents: line!.item_price_cents },
      after: { sales_price_cents: newCents },
      staff_id: sales.id,
    });
  });
});

describe('product pictures', () => {
  it('stores uploaded pictures resized, in upload order, served to buyers, and reorders and removes them', async () => {
    const created = await newProduct();
    const first = await upload(created.id, await picture(2400, 1600));
    expect(first.statusCode, first.body).toBe(200);
    const second = await upload(created.id, await picture(300, 200, 'jpeg'), 'second.jpg');
    const [a, b] = product(second).images;
    expect(product(second).images).toHaveLength(2);
    const served = await store.app.inject({ method: 'GET', url: a!.url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    const size = await sharp(served.rawPayload).metadata();
    expect([size.width, size.height]).toEqual([CATALOG.imageSide, 800]);
    const small = await sharp((await store.app.inject({ method: 'GET', url: b!.url })).rawPayload).metadata();
    expect([small.width, small.height]).toEqual([300, 200]);
    const detail = (await buyerItem(created.id)).json<{ data: { image_urls: string[] } }>().data;
    expect(detail.image_urls).toEqual([a!.url, b!.url]);

    const reordered = await post(`catalog/products/${created.id}/images/order`, {
      images: [b!.file, a!.file],
    });
    expect(product(reordered).images.map((image) => image.file)).toEqual([b!.file, a!.file]);
    const bad = await post(`catalog/products/${created.id}/images/order`, { images: [b!.file, b!.file] });
    expect(refusal(bad)).toEqual({ error: CM.imageOrder, code: 'INVALID', field: 'images' });
    const removed = await post(`catalog/products/${created.id}/images/order`, { images: [a!.file] });
    expect(product(removed).images.map((image) => image.file)).toEqual([a!.file]);
    expect(await store.certificates.get(`storage/products/${b!.file}`)).toBeNull();
  });

  it('refuses a file that is not a picture by its first bytes, whatever its name, and a damaged one', async () => {
    const created = await newProduct();
    const text = await upload(created.id, Buffer.from('not a picture at all'), 'photo.png');
    expect(refusal(text)).toEqual({ error: CM.imageType, code: 'INVALID', field: 'image' });
    const damaged = await upload(created.id, Buffer.concat([(await picture(10, 10)).subarray(0, 20)]));
    expect(refusal(damaged)).toEqual({ error: CM.imageUnreadable, code: 'INVALID', field: 'image' });
    const none = await post(`catalog/products/${created.id}/images`, new FormData());
    expect(refusal(none)).toEqual({ error: CM.imageRequired, code: 'INVALID', field: 'image' });
    expect(
      (
        await store.db.query<{ images: string[] }>('SELECT images FROM products WHERE id = $1', [created.id])
      )[0]!.images,
    ).toEqual([]);
  });
});

describe('archiving', () => {
  it('takes a product out of the buyers’ catalogue, keeps it in placed orders, and puts it back on restore', async () => {
    const order = await placeOrder(store, buyer);
    const archived = await post(`catalog/products/${order.productId}/archive`);
    expect(product(archived).archived_at).not.toBeNull();
    expect((await buyerItem(order.productId)).statusCode).toBe(404);
    const [row] = await store.db.query<{ item_code: string; item_name: string }>(
      'SELECT item_code, item_name FROM products WHERE id = $1',
      [order.productId],
    );
    const search = await store.call('GET', `items-by-code?codes=${encodeURIComponent(row!.item_code)}`, {
      token: buyer.token,
    });
    expect(search.body).not.toContain(`"id":${order.productId},`);
    const placed = await store.call('GET', `orders/${order.id}`, { token: buyer.token });
    expect(placed.statusCode).toBe(200);
    expect(placed.body).toContain(row!.item_name);
    const edit = await patch(`catalog/products/${order.productId}`, { stock: 3 });
    expect(refusal(edit)).toEqual({ error: CM.archived, code: 'INVALID', field: null });
    const list = await staffCall(store, 'GET', 'products?status=archived&per_page=100', {
      token: sales.token,
    });
    expect(list.json<{ data: StaffProduct[] }>().data.map((p) => p.id)).toContain(order.productId);
    await post(`catalog/products/${order.productId}/restore`);
    expect((await buyerItem(order.productId)).statusCode).toBe(200);
  });
});

describe('stock filters', () => {
  it('lists products out of stock, and those with 1 to 10 left', async () => {
    const out = await newProduct({ stock: 0 });
    const low = await newProduct({ stock: CATALOG.lowStock });
    const plenty = await newProduct({ stock: CATALOG.lowStock + 1 });
    const ids = async (stock: string) =>
      (
        await staffCall(store, 'GET', `products?stock=${stock}&per_page=100&search=catalog+test`, {
          token: sales.token,
        })
      )
        .json<{ data: StaffProduct[] }>()
        .data.map((p) => p.id);
    expect(await ids('out')).toContain(out.id);
    expect(await ids('out')).not.toContain(low.id);
    expect(await ids('low')).toContain(low.id);
    expect(await ids('low')).not.toContain(plenty.id);
    expect(await ids('low')).not.toContain(out.id);
    const wrong = await staffCall(store, 'GET', 'products?stock=some', { token: sales.token });
    expect(refusal(wrong)).toEqual({
      error: 'The stock filter must be one of low, out.',
      code: 'INVALID',
      field: 'stock',
    });
  });
});
