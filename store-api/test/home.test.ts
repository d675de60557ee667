import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from './helpers.js';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store.close();
});

/** Orders these [item, quantity] lines as the buyer with this token. */
async function order(token: string, lines: [number, number][]) {
  for (const [item, quantity] of lines) {
    await store.call('GET', `add-to-cart?item_id=${item}&quantity=${quantity}`, { token });
  }
  const response = await store.call('POST', 'create-order', {
    token,
    body: {
      billing_address: {
        name: 'A',
        address: '1 Main St',
        city: 'Newark',
        state_id: 31,
        pincode: '07102',
        phone: '2015550100',
        email: 'a@example.com',
      },
      terms_accepted: true,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('home page content', () => {
  it('answers the grouped items with the recommended list first', async () => {
    const groups = (await store.call('GET', 'home-page-items')).json<{
      data: Record<string, { id: number }[]>;
    }>().data;
    expect(Object.keys(groups)).toEqual(['Recommended', 'Best Sellers']);
    expect(groups.Recommended).toHaveLength(8);
    expect(groups['Best Sellers']!.length).toBeGreaterThan(0);
  });

  it('answers five products per top-level category, subcategories included', async () => {
    const byCategory = (await store.call('GET', 'getitemByCat')).json<{
      data: Record<string, { category: { slug: string }; items: { category: { slug: string } }[] }>;
    }>().data;
    expect(Object.keys(byCategory)).toEqual([
      'Premium Cigars',
      'Cigars',
      'Cigarillos',
      'Tobacco Accessories',
    ]);
    for (const { category, items } of Object.values(byCategory)) {
      expect(items).toHaveLength(5);
      expect(items.every((item) => item.category.slug.startsWith(category.slug))).toBe(true);
    }
  });

  it('answers the sliders, the promotional container and the footer banner with image URLs', async () => {
    const sliders = (await store.call('GET', 'sliders')).json<{
      data: { image_url: string; title: string }[];
    }>().data;
    expect(sliders).toHaveLength(3);
    expect(sliders[0]!.image_url).toMatch(/^\/storage\/banners\/.+\.svg$/);
    // The words are text over the picture, not in it.
    expect(sliders[0]).toMatchObject({
      headline: 'Premium cigars for your humidor',
      subtitle: 'Dominican, Nicaraguan and Honduran boxes, shipped from New Jersey',
    });
    const promo: unknown = (await store.call('GET', 'home-page-image')).json();
    expect(promo).toEqual({
      data: {
        image_url: '/storage/banners/promo.svg',
        category: { slug: 'premium-cigar' },
        brand: { id: 1, brand_name: 'Casa Verano' },
      },
    });
    expect((await store.call('GET', 'footer-image')).json()).toEqual({
      data: { image_url: '/storage/banners/footer-plain.svg' },
    });
  });

  it('answers a logo per brand with the category its logo links to', async () => {
    const logos = (await store.call('GET', 'get-logo')).json<{
      data: {
        id: number;
        image_url: string;
        brand: { id: number; brand_name: string };
        category: { slug: string };
      }[];
    }>().data;
    expect(logos).toHaveLength(13);
    expect(logos.find((l) => l.brand.brand_name === 'Quickdraw')).toMatchObject({
      image_url: '/storage/brands/qd.svg',
      category: { slug: 'cigarillos' },
    });
  });

  it('answers promoted items only to a customer, with prices', async () => {
    expect((await store.call('GET', 'promoted-items')).statusCode).toBe(401);
    const { token } = await store.customer();
    const items = (await store.call('GET', 'promoted-items', { token })).json<{
      data: { sales_price: string }[];
    }>().data;
    expect(items).toHaveLength(6);
    expect(items.every((item) => /^\d+\.\d\d$/.test(item.sales_price))).toBe(true);
  });

  it('answers the buyer’s own most ordered items, most ordered first', async () => {
    expect((await store.call('GET', 'frequently-order-items')).json()).toEqual({
      message: 'Unauthenticated.',
    });
    const buyer = await store.customer();
    const other = await store.customer();
    await order(buyer.token, [
      [2, 1],
      [3, 2],
    ]);
    await order(buyer.token, [
      [3, 1],
      [1, 2],
    ]);
    await order(other.token, [[5, 3]]);
    const items = (await store.call('GET', 'frequently-order-items', { token: buyer.token })).json<{
      data: { id: number; usual_quantity: number; times_ordered: number; last_ordered_at: string }[];
    }>();
    expect(items.data.map((item) => item.id)).toEqual([3, 1, 2]);
    expect(items.data.map(({ usual_quantity, times_ordered }) => [usual_quantity, times_ordered])).toEqual([
      [2, 2],
      [2, 1],
      [1, 1],
    ]);
    expect(Date.parse(items.data[0]!.last_ordered_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(items.data[1]!.last_ordered_at).toBe(items.data[0]!.last_ordered_at);
  });

  it('leaves out of the buyer’s most ordered items what is no longer in stock', async () => {
    const buyer = await store.customer();
    await order(buyer.token, [
      [2, 1],
      [3, 2],
    ]);
    const [{ stock }] = (await store.db.query<{ stock: number }>(
      'SELECT stock FROM products WHERE id = 2',
    )) as [{ stock: number }];
    await store.db.query('UPDATE products SET stock = 0 WHERE id = 2');
    try {
      const items = (await store.call('GET', 'frequently-order-items', { token: buyer.token })).json<{
        data: { id: number }[];
      }>();
      expect(items.data.map((item) => item.id)).toEqual([3]);
    } finally {
      await store.db.query('UPDATE products SET stock = $1 WHERE id = 2', [stock]);
    }
  });
});
