import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import { startTestStore, type TestStore } from './helpers.js';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store.close();
});

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

interface Entry {
  id: number;
  item_id: number;
  added_at: string;
  item: { id: number; item_name: string; sales_price: string; stock: number; wishlist: number };
}

async function list(token: string): Promise<Entry[]> {
  return (await store.call('POST', 'wishlist-list', { token })).json<{ data: Entry[] }>().data;
}

describe('the wishlist', () => {
  it('toggles an item with a multipart item_id and answers the message', async () => {
    const { token } = await store.customer();
    const added = await store.call('POST', 'add-wishlist', { token, body: form({ item_id: '3' }) });
    expect(added.json()).toEqual({ data: { item_id: 3, wishlist: 1 }, message: 'Item added into Wishlist' });
    const removed = await store.call('POST', 'add-wishlist', { token, body: form({ item_id: '3' }) });
    expect(removed.json()).toEqual({
      data: { item_id: 3, wishlist: 0 },
      message: 'Item Removed from Wishlist',
    });
  });

  it('lists items newest first with the date added, prices and stock', async () => {
    const { token } = await store.customer();
    for (const id of [4, 9, 2]) await store.call('POST', 'add-wishlist', { token, body: { item_id: id } });
    const entries = await list(token);
    expect(entries.map((e) => e.item_id)).toEqual([2, 9, 4]);
    for (const entry of entries) {
      expect(new Date(entry.added_at).toISOString()).toBe(entry.added_at);
      expect(entry.item.sales_price).toMatch(/^\d+\.\d\d$/);
      expect(entry.item.wishlist).toBe(1);
    }
  });

  it('keeps each customer’s wishlist their own', async () => {
    const a = await store.customer();
    const b = await store.customer();
    await store.call('POST', 'add-wishlist', { token: a.token, body: { item_id: 1 } });
    expect(await list(b.token)).toEqual([]);
  });

  it('removes comma-joined items, or all of them, with the spec’s message', async () => {
    const { token } = await store.customer();
    for (const id of [1, 2, 3, 4]) await store.call('POST', 'add-wishlist', { token, body: { item_id: id } });
    const some = await store.call('POST', 'remove-wishlist', { token, body: form({ id: '1,3' }) });
    expect(some.json()).toEqual({ data: {}, message: 'Wishlist clear successfully' });
    expect((await list(token)).map((e) => e.item_id).sort()).toEqual([2, 4]);
    await store.call('POST', 'remove-wishlist', { token, body: { id: 'all' } });
    expect(await list(token)).toEqual([]);
  });

  it('answers 404 for an unknown product and 422 for nothing selected', async () => {
    const { token } = await store.customer();
    expect((await store.call('POST', 'add-wishlist', { token, body: { item_id: 99999 } })).json()).toEqual({
      message: M.productNotFound,
    });
    expect((await store.call('POST', 'remove-wishlist', { token, body: {} })).json()).toEqual({
      error: M.selectItems,
    });
  });

  it('accepts an empty JSON body for the list', async () => {
    const { token } = await store.customer();
    const response = await store.app.inject({
      method: 'POST',
      url: '/api/customer/wishlist-list',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.json()).toEqual({ data: [] });
  });
});

describe('adding to the wishlist without toggling', () => {
  it('adds a product, and the same request sent again keeps it there once', async () => {
    const { token } = await store.customer();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await store.call('POST', 'add-wishlist-item', { token, body: form({ item_id: '5' }) });
      expect(response.json()).toEqual({ data: { item_id: 5, wishlist: 1 }, message: M.wishlistAdded });
    }
    expect((await list(token)).map((entry) => entry.item_id)).toEqual([5]);
  });

  it('answers 404 for an unknown product and 422 without one, adding nothing', async () => {
    const { token } = await store.customer();
    const unknown = await store.call('POST', 'add-wishlist-item', { token, body: { item_id: 99999 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: M.productNotFound });
    const missing = await store.call('POST', 'add-wishlist-item', { token, body: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ error: M.productNotFound });
    expect(await list(token)).toEqual([]);
  });

  it('needs a logged-in customer', async () => {
    const response = await store.call('POST', 'add-wishlist-item', { body: { item_id: 5 } });
    expect(response.statusCode).toBe(401);
  });
});
