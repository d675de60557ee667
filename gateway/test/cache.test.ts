import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installContract, TOKENS } from './support/contract.js';
import { fakeRedis } from './support/fake-redis.js';
import { FakeStore } from './support/fake-store.js';
import { closedPort, graphql, startGateway } from './support/gateway.js';

let store: FakeStore;
beforeAll(async () => {
  store = await FakeStore.start();
  installContract(store);
});
afterAll(async () => {
  await store.close();
});
beforeEach(() => store.reset());

describe('the catalog cache in Redis', () => {
  it('lets several gateways share public catalog data when REDIS_URL is set', async () => {
    const redis = await fakeRedis();
    const first = await startGateway(store.apiUrl, { REDIS_URL: redis.url });
    const second = await startGateway(store.apiUrl, { REDIS_URL: redis.url });
    try {
      const one = await graphql(first.url, '{ categories { slug } }');
      const two = await graphql(second.url, '{ categories { slug } }', {}, { token: TOKENS.bob });
      expect(two.body).toEqual(one.body);
      expect(store.callsTo('categories')).toHaveLength(1);
      expect([...redis.data.keys()]).toContain('gateway:catalog:categories?{"limit":"all"}');
      expect(redis.commands.find(([command]) => command?.toUpperCase() === 'SET')?.slice(3)).toEqual([
        'PX',
        '30000',
      ]);
    } finally {
      await first.close();
      await second.close();
      await redis.close();
    }
  });

  it('never holds prices or anything of one customer', async () => {
    const redis = await fakeRedis();
    const gw = await startGateway(store.apiUrl, { REDIS_URL: redis.url });
    try {
      for (const token of [TOKENS.alice, TOKENS.bob, undefined]) {
        await graphql(
          gw.url,
          `
            {
              products {
                items {
                  price {
                    amount
                  }
                }
              }
              product(id: "3") {
                price {
                  amount
                }
              }
              cart {
                id
              }
              home {
                recommended {
                  id
                }
                slides {
                  id
                }
                brandLogos {
                  id
                }
                footerBanner {
                  url
                }
                promo {
                  categorySlug
                }
              }
              categories {
                slug
              }
              brands {
                name
              }
              countries {
                name
              }
              productCount
            }
          `,
          {},
          token ? { token } : {},
        );
      }
      const cached = [...redis.data.values()].join('\n');
      expect(redis.data.size).toBeGreaterThan(0);
      expect(cached).not.toMatch(/sales_price|tax_per_unit|subtotal|"wishlist"/);
      expect([...redis.data.keys()].join('\n')).not.toMatch(/token|Bearer|alice|bob/);
    } finally {
      await gw.close();
      await redis.close();
    }
  });

  it('never holds a product listing, filtered, sorted or not: each caller’s listing goes to store-api', async () => {
    const redis = await fakeRedis();
    const gw = await startGateway(store.apiUrl, { REDIS_URL: redis.url });
    try {
      const listing = `{
        products(filter: { minPrice: "46", maxPrice: "46" }, sort: PRICE_LOW_TO_HIGH) { total }
        searchProducts(query: "robusto", sort: PRICE_HIGH_TO_LOW) { total }
        all: products { total }
      }`;
      for (const token of [TOKENS.alice, TOKENS.bob, TOKENS.alice])
        await graphql(gw.url, listing, {}, { token });
      expect(store.callsTo('items')).toHaveLength(6);
      expect(store.callsTo('search-items')).toHaveLength(3);
      expect([...redis.data.keys()].join('\n')).not.toMatch(/items|price|low_to_high|high_to_low/);
    } finally {
      await gw.close();
      await redis.close();
    }
  });

  it('falls back to store-api when Redis is unreachable', async () => {
    const gw = await startGateway(store.apiUrl, { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    try {
      const response = await graphql(gw.url, '{ categories { slug } }');
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data).toEqual({ categories: [{ slug: 'premium-cigar' }, { slug: 'cigar' }] });
    } finally {
      await gw.close();
    }
  });
});
