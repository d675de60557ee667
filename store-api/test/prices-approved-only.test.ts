import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestCustomer, type TestStore } from './helpers.js';

let store: TestStore;
/** Created as from the shell without --approved: a login and a password, status pending. */
let pending: TestCustomer;
let approved: TestCustomer;
beforeAll(async () => {
  store = await startTestStore();
  pending = await store.customer({ approved: false });
  approved = await store.customer();
});
afterAll(async () => {
  await store.close();
});

interface Item {
  id: number;
  sales_price?: string;
  tax_per_unit?: string;
}
interface Listing {
  data: { data: Item[]; total: number; links: { url: string | null }[]; next_page_url: string | null };
}

async function get<T>(path: string, token?: string): Promise<T> {
  const response = await store.call('GET', path, token ? { token } : {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** Every key in an answer, at any depth, that carries an amount of money (the public minimum order aside). */
function moneyKeys(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => moneyKeys(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    // Amounts are decimal strings (a page's `total` is a count); meets_minimum tells the total by halves.
    ...(/price|tax|total|meets_minimum/.test(key) && typeof inner !== 'number' ? [`${path}.${key}`] : []),
    ...moneyKeys(inner, `${path}.${key}`),
  ]);
}

describe('prices for a customer who is not approved', () => {
  it('shows no price, tax or total to a logged-in customer whose account is not approved', async () => {
    const cheapest = (await get<Listing>('items?per_page=63&low_to_high=1', approved.token)).data.data[0]!;
    const answers = {
      items: await get<Listing>('items?per_page=63', pending.token),
      item: await get<{ data: Item }>(`items/${cheapest.id}`, pending.token),
      search: await get<Listing>('search-items?query=a&per_page=50', pending.token),
      added: await get<unknown>(`add-to-cart?item_id=${cheapest.id}&quantity=1`, pending.token),
      cart: await get<unknown>('cart-items', pending.token),
    };
    expect(answers.items.data.data).toHaveLength(63);
    expect(answers.search.data.total).toBeGreaterThan(0);
    expect(moneyKeys(answers)).toEqual([]);
  });

  it('ignores the price filter and price sort of a customer who is not approved, as for a visitor', async () => {
    const visitorIds = (await get<Listing>('items?per_page=63')).data.data.map((item) => item.id);
    const cheapest = (await get<Listing>('items?per_page=1&low_to_high=1', approved.token)).data.data;
    const price = cheapest[0]!.sales_price!;
    for (const query of [
      `min_price=${price}&max_price=${price}`,
      `max_price=${price}`,
      'low_to_high=1',
      'high_to_low=1',
    ]) {
      const listing = (await get<Listing>(`items?per_page=63&${query}`, pending.token)).data;
      expect(listing.data.map((item) => item.id)).toEqual(visitorIds);
      const search = (await get<Listing>(`search-items?query=a&per_page=50&${query}`, pending.token)).data;
      const visitorSearch = (await get<Listing>(`search-items?query=a&per_page=50&${query}`)).data;
      expect(search.data.map((item) => item.id)).toEqual(visitorSearch.data.map((item) => item.id));
    }
    const paged = (await get<Listing>(`items?per_page=5&min_price=${price}`, pending.token)).data;
    expect(paged.next_page_url).not.toContain('min_price');
  });

  it('still shows prices, and filters and sorts by them, for an approved customer', async () => {
    const listing = (await get<Listing>('items?per_page=63&low_to_high=1', approved.token)).data;
    expect(
      listing.data.every((item) => item.sales_price !== undefined && item.tax_per_unit !== undefined),
    ).toBe(true);
    const prices = listing.data.map((item) => Number(item.sales_price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const price = listing.data[0]!.sales_price!;
    const filtered = (await get<Listing>(`items?per_page=63&max_price=${price}`, approved.token)).data;
    expect(filtered.data.map((item) => item.sales_price)).toEqual(
      listing.data
        .filter((item) => Number(item.sales_price) <= Number(price))
        .map((item) => item.sales_price),
    );
    await get(`add-to-cart?item_id=${listing.data[0]!.id}&quantity=1`, approved.token);
    const cart = await get<{ total: string; data: { subtotal: string }[] }>('cart-items', approved.token);
    expect(cart.total).toMatch(/^\d+\.\d{2}$/);
    expect(cart.data[0]!.subtotal).toMatch(/^\d+\.\d{2}$/);
  });
});
