import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import { seedProduct, startTestStore, type TestStore } from './helpers.js';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store.close();
});

interface Cart {
  lines: {
    id: number;
    item_id: number;
    quantity: number;
    tax: string;
    subtotal: string;
    item: { sales_price: string };
  }[];
  total_quantity: number;
  subtotal: string;
  tax: string;
  total: string;
  minimum_order: string;
  meets_minimum: boolean;
}

async function cart(token: string, call = 'cart-items'): Promise<Cart> {
  const response = await store.call('GET', call, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Cart }>().data;
}

describe('the cart', () => {
  it('adds an item (quantity 1 by default) and answers the cart with amounts computed from the database', async () => {
    const { token } = await store.customer();
    const product = await seedProduct(store.db, 'id = 1'); // $168.00, tax $8.40
    const added = await store.call('GET', `add-to-cart?item_id=${product.id}`, { token });
    expect(added.json<{ message: string }>().message).toBe('Item Added To Cart Successfully.');
    await store.call('GET', `add-to-cart?item_id=${product.id}&quantity=2`, { token });
    const current = await cart(token);
    expect(current.lines).toHaveLength(1);
    expect(current).toMatchObject({
      total_quantity: 3,
      subtotal: '504.00',
      tax: '25.20',
      total: '529.20',
      minimum_order: '200.00',
      meets_minimum: true,
    });
    expect(current.lines[0]).toMatchObject({
      item_id: 1,
      quantity: 3,
      subtotal: '504.00',
      tax: '25.20',
      item: { sales_price: '168.00' },
    });
    expect((await store.call('GET', 'cart-items-qty', { token })).json()).toEqual({ data: 3 });
  });

  it('says when the total is under the $200 minimum', async () => {
    const { token } = await store.customer();
    await store.call('GET', 'add-to-cart?item_id=55', { token }); // an $18 cutter
    const current = await cart(token);
    expect(current.meets_minimum).toBe(false);
  });

  it('refuses more than the stock with the spec’s out-of-stock message', async () => {
    const { token } = await store.customer();
    const product = await seedProduct(store.db, 'stock BETWEEN 3 AND 20 AND purchase_limit IS NULL');
    const over = await store.call('GET', `add-to-cart?item_id=${product.id}&quantity=${product.stock + 1}`, {
      token,
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({ error: 'Out of stock,Please try again later after sometime' });
    await store.call('GET', `add-to-cart?item_id=${product.id}&quantity=${product.stock}`, { token });
    const more = await store.call('GET', `add-to-cart?item_id=${product.id}`, { token });
    expect(more.json()).toEqual({ error: M.outOfStock });
    expect((await cart(token)).total_quantity).toBe(product.stock);
  });

  it('refuses an item that is out of stock', async () => {
    const { token } = await store.customer();
    const product = await seedProduct(store.db, 'stock = 0');
    expect((await store.call('GET', `add-to-cart?item_id=${product.id}`, { token })).json()).toEqual({
      error: M.outOfStock,
    });
  });

  it('keeps a line within the purchase limit', async () => {
    const { token } = await store.customer();
    const product = await seedProduct(store.db, 'purchase_limit IS NOT NULL AND stock > purchase_limit');
    const limit = product.purchase_limit!;
    expect(
      (await store.call('GET', `add-to-cart?item_id=${product.id}&quantity=${limit + 1}`, { token }))
        .statusCode,
    ).toBe(422);
    await store.call('GET', `add-to-cart?item_id=${product.id}&quantity=${limit}`, { token });
    const line = (await cart(token)).lines[0]!;
    const plus = await store.call('GET', `increase-decrease-cart-item-qty?cart_id=${line.id}&increase=true`, {
      token,
    });
    expect(plus.json()).toEqual({ error: M.outOfStock });
  });

  it('raises and lowers a line by one, and lowering a line of 1 removes it', async () => {
    const { token } = await store.customer();
    await store.call('GET', 'add-to-cart?item_id=2', { token });
    const line = (await cart(token)).lines[0]!;
    const up = await store.call('GET', `increase-decrease-cart-item-qty?cart_id=${line.id}`, { token });
    expect(up.json<{ data: Cart }>().data.lines[0]!.quantity).toBe(2);
    const down = await store.call(
      'GET',
      `increase-decrease-cart-item-qty?cart_id=${line.id}&increase=false`,
      { token },
    );
    expect(down.json<{ data: Cart }>().data.lines[0]!.quantity).toBe(1);
    const gone = await store.call(
      'GET',
      `increase-decrease-cart-item-qty?cart_id=${line.id}&increase=false`,
      { token },
    );
    expect(gone.json<{ data: Cart }>().data.lines).toEqual([]);
  });

  it('removes one line by its id, or all lines', async () => {
    const { token } = await store.customer();
    for (const id of [1, 2, 4]) await store.call('GET', `add-to-cart?item_id=${id}`, { token });
    const lines = (await cart(token)).lines;
    const afterOne = await store.call('GET', `remove-item-from-cart?item_id=${lines[1]!.id}`, { token });
    expect(afterOne.json<{ data: Cart }>().data.lines.map((l) => l.item_id)).toEqual([1, 4]);
    const afterAll = await store.call('GET', 'remove-item-from-cart?item_id=all', { token });
    expect(afterAll.json<{ data: Cart }>().data).toMatchObject({
      lines: [],
      total: '0.00',
      total_quantity: 0,
    });
  });

  it('never touches another customer’s cart line', async () => {
    const owner = await store.customer();
    const intruder = await store.customer();
    await store.call('GET', 'add-to-cart?item_id=1', { token: owner.token });
    const line = (await cart(owner.token)).lines[0]!;
    expect(
      (await store.call('GET', `remove-item-from-cart?item_id=${line.id}`, { token: intruder.token })).json(),
    ).toEqual({
      message: M.cartLineNotFound,
    });
    expect(
      (
        await store.call('GET', `increase-decrease-cart-item-qty?cart_id=${line.id}`, {
          token: intruder.token,
        })
      ).statusCode,
    ).toBe(404);
    expect((await cart(owner.token)).lines).toHaveLength(1);
  });

  it('adds selected items, which then leave the wishlist, and keeps what does not fit in it', async () => {
    const { token } = await store.customer();
    const soldOut = await seedProduct(store.db, 'stock = 0');
    for (const id of [1, 2, soldOut.id])
      await store.call('POST', 'add-wishlist', { token, body: { item_id: id } });
    const response = await store.call('GET', `add-selected-to-cart?item_ids=1,2,${soldOut.id}`, { token });
    expect(response.json<{ message: string }>().message).toBe(M.addedToCartOk);
    expect(response.json<{ data: Cart }>().data.lines.map((l) => l.item_id)).toEqual([1, 2]);
    const wishlist = (await store.call('POST', 'wishlist-list', { token })).json<{
      data: { item_id: number }[];
    }>().data;
    expect(wishlist.map((w) => w.item_id)).toEqual([soldOut.id]);
    expect(
      (await store.call('GET', `add-selected-to-cart?item_ids=${soldOut.id}`, { token })).json(),
    ).toEqual({ error: M.outOfStock });
  });

  it.each([
    ['add-to-cart?item_id=1&quantity=0', 422, { error: M.quantity }],
    ['add-to-cart?item_id=1&quantity=abc', 422, { error: M.quantity }],
    ['add-to-cart?item_id=99999', 404, { message: M.productNotFound }],
    ['add-to-cart', 422, { error: M.productNotFound }],
    ['increase-decrease-cart-item-qty?cart_id=99999', 404, { message: M.cartLineNotFound }],
    ['add-selected-to-cart?item_ids=', 422, { error: M.selectItems }],
  ])('answers GET %s with %i', async (call, status, body) => {
    const { token } = await store.customer();
    const response = await store.call('GET', call, { token });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
  });

  it('lets concurrent adds together stay within the stock', async () => {
    const { token } = await store.customer();
    const product = await seedProduct(store.db, 'stock BETWEEN 5 AND 12 AND purchase_limit IS NULL');
    const results = await Promise.all(
      Array.from({ length: product.stock + 5 }, () =>
        store.call('GET', `add-to-cart?item_id=${product.id}`, { token }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(product.stock);
    expect((await cart(token)).total_quantity).toBe(product.stock);
  });
});

describe('setting a cart line’s quantity', () => {
  async function lineOf(token: string, productId: number) {
    await store.call('GET', `add-to-cart?item_id=${productId}`, { token });
    return (await cart(token)).lines.find((line) => line.item_id === productId)!;
  }

  it('sets the quantity, and the same request sent again leaves the same quantity', async () => {
    const { token } = await store.customer();
    const product = await seedProduct(store.db, 'stock >= 10 AND purchase_limit IS NULL');
    const line = await lineOf(token, product.id);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await store.call('POST', 'set-cart-item-qty', {
        token,
        body: { cart_id: line.id, quantity: 4 },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ data: Cart }>().data.lines).toMatchObject([{ id: line.id, quantity: 4 }]);
    }
    const lowered = await store.call('POST', 'set-cart-item-qty', {
      token,
      body: { cart_id: line.id, quantity: 2 },
    });
    expect(lowered.json<{ data: Cart }>().data.total_quantity).toBe(2);
  });

  it('refuses more than the stock or the purchase limit and leaves the line as it was', async () => {
    const { token } = await store.customer();
    const limited = await seedProduct(store.db, 'purchase_limit IS NOT NULL AND stock > purchase_limit');
    const line = await lineOf(token, limited.id);
    const over = await store.call('POST', 'set-cart-item-qty', {
      token,
      body: { cart_id: line.id, quantity: limited.purchase_limit! + 1 },
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({ error: M.outOfStock });
    const scarce = await seedProduct(store.db, 'stock BETWEEN 2 AND 20 AND purchase_limit IS NULL');
    const other = await lineOf(token, scarce.id);
    const beyond = await store.call('POST', 'set-cart-item-qty', {
      token,
      body: { cart_id: other.id, quantity: scarce.stock + 1 },
    });
    expect(beyond.json()).toEqual({ error: M.outOfStock });
    expect((await cart(token)).lines.map((l) => l.quantity)).toEqual([1, 1]);
  });

  it.each([
    [{ cart_id: 'LINE', quantity: 0 }, 422, { error: M.quantity }],
    [{ cart_id: 'LINE', quantity: 'abc' }, 422, { error: M.quantity }],
    [{ cart_id: 'LINE' }, 422, { error: M.quantity }],
    [{ cart_id: 'LINE', quantity: 10_000 }, 422, { error: M.quantity }],
    [{ cart_id: 99999, quantity: 2 }, 404, { message: M.cartLineNotFound }],
    [{ quantity: 2 }, 422, { error: M.cartLineNotFound }],
  ])('answers %j with %i', async (body, status, answer) => {
    const { token } = await store.customer();
    const line = await lineOf(token, 2);
    const sent = Object.fromEntries(
      Object.entries(body).map(([key, value]) => [key, value === 'LINE' ? line.id : value]),
    );
    const response = await store.call('POST', 'set-cart-item-qty', { token, body: sent });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(answer);
    expect((await cart(token)).lines.map((l) => l.quantity)).toEqual([1]);
  });

  it('never touches another customer’s cart line', async () => {
    const owner = await store.customer();
    const intruder = await store.customer();
    const line = await lineOf(owner.token, 1);
    const response = await store.call('POST', 'set-cart-item-qty', {
      token: intruder.token,
      body: { cart_id: line.id, quantity: 3 },
    });
    expect(response.statusCode).toBe(404);
    expect((await cart(owner.token)).lines[0]!.quantity).toBe(1);
  });
});
