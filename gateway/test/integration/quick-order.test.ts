import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import { graphql, startGateway, type RunningGateway } from '../support/gateway.js';
import { PASSWORD, startRealStore, type RealStore } from './real-store.js';

/*
 * The quick order against the real store-api: lines named by a SKU, item code or barcode, and suggestions while
 * a code is typed.
 */

let store: RealStore;
let gw: RunningGateway;
let asBuyer: { token: string };

beforeAll(async () => {
  store = await startRealStore();
  gw = await startGateway(store.apiUrl);
  const email = await store.buyer();
  const response = await graphql<{ login: { token: string } }>(
    gw.url,
    'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email, password: PASSWORD },
  );
  asBuyer = { token: response.body.data!.login.token };
}, 120_000);
afterAll(async () => {
  await gw?.close();
  await store?.close();
});

interface Codes {
  id: number;
  item_name: string;
  item_code: string;
  sku: string;
  custom_barcode: string;
}

async function product(where: string): Promise<Codes> {
  const [row] = await store.db.query<Codes>(
    `SELECT id, item_name, item_code, sku, custom_barcode FROM products WHERE ${where} ORDER BY id LIMIT 1`,
  );
  return row!;
}

const ADD_LINES = `mutation ($lines: [CartLineInput!]!) {
  addLinesToCart(lines: $lines) {
    cart { lines { product { id } quantity } }
    results { productId code name requestedQuantity addedQuantity reason purchaseLimit message }
    userErrors { code field message }
  }
}`;

interface Payload {
  cart: { lines: { product: { id: string }; quantity: number }[] } | null;
  results: Record<string, unknown>[];
  userErrors: { code: string; field: string[] | null; message: string }[];
}

async function addLines(lines: unknown[]): Promise<Payload> {
  const response = await graphql<{ addLinesToCart: Payload }>(gw.url, ADD_LINES, { lines }, asBuyer);
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.addLinesToCart;
}

async function clearCart(): Promise<void> {
  await graphql(gw.url, 'mutation { clearCart { cart { id } } }', {}, asBuyer);
}

describe('adding lines by code', () => {
  it('adds each line by its SKU, item code or barcode (any case) and says which codes no product has', async () => {
    await clearCart();
    const first = await product('id = 1');
    const second = await product('id = 2');
    const limited = await product('id = 3');
    await store.db.query('UPDATE products SET stock = 50, purchase_limit = NULL WHERE id IN (1, 2)');
    await store.db.query('UPDATE products SET stock = 50, purchase_limit = 2 WHERE id = 3');

    const payload = await addLines([
      { code: ` ${first.sku.toLowerCase()} `, quantity: 2 },
      { code: second.custom_barcode, quantity: 1 },
      { code: 'NO-SUCH-CODE', quantity: 4 },
      { code: limited.item_code, quantity: 5 },
      { productId: '2', quantity: 1 },
    ]);

    expect(payload.userErrors).toEqual([]);
    const inFull = (row: Codes, code: string | null, quantity: number) => ({
      productId: String(row.id),
      code,
      name: row.item_name,
      requestedQuantity: quantity,
      addedQuantity: quantity,
      reason: null,
      purchaseLimit: null,
      message: null,
    });
    expect(payload.results).toEqual([
      inFull(first, first.sku.toLowerCase(), 2),
      inFull(second, second.custom_barcode, 1),
      {
        productId: null,
        code: 'NO-SUCH-CODE',
        name: null,
        requestedQuantity: 4,
        addedQuantity: 0,
        reason: 'UNKNOWN_CODE',
        purchaseLimit: null,
        message: M.unknownCode,
      },
      {
        ...inFull(limited, limited.item_code, 5),
        addedQuantity: 2,
        reason: 'PURCHASE_LIMIT',
        purchaseLimit: 2,
        message: M.purchaseLimit(2),
      },
      inFull(second, null, 1),
    ]);
    expect(payload.cart!.lines).toEqual(
      expect.arrayContaining([
        { product: { id: '1' }, quantity: 2 },
        { product: { id: '2' }, quantity: 2 },
        { product: { id: '3' }, quantity: 2 },
      ]),
    );
  });

  it.each([
    [
      'both a product and a code',
      { productId: '1', code: 'GST-10001', quantity: 1 },
      ['lines', '0'],
      M.productOrCode,
    ],
    ['neither a product nor a code', { quantity: 1 }, ['lines', '0'], M.productOrCode],
    ['an empty code', { code: '  ', quantity: 1 }, ['lines', '0', 'code'], M.productCode],
    ['a code with a comma', { code: 'GST-1,GST-2', quantity: 1 }, ['lines', '0', 'code'], M.productCode],
  ])('refuses a line with %s as INVALID and changes nothing', async (_case, line, field, message) => {
    await clearCart();
    const payload = await addLines([line]);
    expect(payload).toEqual({ cart: null, results: [], userErrors: [{ code: 'INVALID', field, message }] });
  });

  it('refuses a code longer than 60 characters before any upstream call', async () => {
    const response = await graphql(
      gw.url,
      ADD_LINES,
      { lines: [{ code: 'A'.repeat(61), quantity: 1 }] },
      asBuyer,
    );
    expect(JSON.stringify(response.body)).toContain(M.tooLong('code', 60));
  });
});

const SUGGEST = `query ($prefix: String!) { productCodeSuggestions(prefix: $prefix) { id name sku itemCode barcode price { amount } } }`;

describe('code suggestions', () => {
  it("suggests the product whose code was typed first, with the buyer's prices", async () => {
    const first = await product('id = 1');
    const response = await graphql<{
      productCodeSuggestions: { id: string; sku: string; price: { amount: string } | null }[];
    }>(gw.url, SUGGEST, { prefix: first.sku.toLowerCase() }, asBuyer);
    expect(response.body.errors).toBeUndefined();
    const suggestions = response.body.data!.productCodeSuggestions;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions[0]).toMatchObject({ id: '1', sku: first.sku });
    expect(suggestions[0]!.price?.amount).toMatch(/^\d+\.\d\d$/);
  });

  it('suggests nothing for fewer than 2 characters, without asking the store', async () => {
    const response = await graphql<{ productCodeSuggestions: unknown[] }>(
      gw.url,
      SUGGEST,
      { prefix: ' G ' },
      asBuyer,
    );
    expect(response.body.data!.productCodeSuggestions).toEqual([]);
  });

  it('refuses a comma with BAD_USER_INPUT', async () => {
    const response = await graphql(gw.url, SUGGEST, { prefix: 'GS,T' }, asBuyer);
    expect(response.body.errors?.[0]).toMatchObject({
      message: M.codePrefix,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('is refused to a visitor, and answers no price', async () => {
    const response = await graphql(gw.url, SUGGEST, { prefix: 'GST' });
    expect(response.body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(JSON.stringify(response.body)).not.toMatch(/amount/);
  });
});

const BY_CODE = `query ($codes: [String!]!) {
  productsByCode(codes: $codes) { code productId product { id name stock purchaseLimit price { amount } } }
}`;

interface CodeMatch {
  code: string;
  productId: string | null;
  product: {
    id: string;
    name: string;
    stock: number;
    purchaseLimit: number | null;
    price: { amount: string } | null;
  } | null;
}

describe('resolving the rows of a quick order', () => {
  it("names each code's product with the buyer's price, stock and purchase limit, and no product for an unknown code", async () => {
    const first = await product('id = 1');
    const limited = await product('id = 3');
    await store.db.query('UPDATE products SET stock = 40, purchase_limit = NULL WHERE id = 1');
    await store.db.query('UPDATE products SET stock = 12, purchase_limit = 2 WHERE id = 3');

    const response = await graphql<{ productsByCode: CodeMatch[] }>(
      gw.url,
      BY_CODE,
      { codes: [first.sku.toLowerCase(), 'NO-SUCH-CODE', limited.custom_barcode, limited.item_code] },
      asBuyer,
    );

    expect(response.body.errors).toBeUndefined();
    const price = { amount: expect.stringMatching(/^\d+\.\d\d$/) as unknown };
    expect(response.body.data!.productsByCode).toEqual([
      {
        code: first.sku.toLowerCase(),
        productId: '1',
        product: { id: '1', name: first.item_name, stock: 40, purchaseLimit: null, price },
      },
      { code: 'NO-SUCH-CODE', productId: null, product: null },
      {
        code: limited.custom_barcode,
        productId: '3',
        product: { id: '3', name: limited.item_name, stock: 12, purchaseLimit: 2, price },
      },
      {
        code: limited.item_code,
        productId: '3',
        product: { id: '3', name: limited.item_name, stock: 12, purchaseLimit: 2, price },
      },
    ]);
  });

  it('is refused to a visitor, and answers no price', async () => {
    const response = await graphql(gw.url, BY_CODE, { codes: ['GST-10001'] });
    expect(response.body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(JSON.stringify(response.body)).not.toMatch(/amount/);
  });
});
