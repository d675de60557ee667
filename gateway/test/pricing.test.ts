import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installContract, PRICES, TOKENS, type Buyer } from './support/contract.js';
import { FakeStore } from './support/fake-store.js';
import { graphql, startGateway, type RunningGateway } from './support/gateway.js';

let store: FakeStore;
let gw: RunningGateway;

beforeAll(async () => {
  store = await FakeStore.start();
  installContract(store);
  // The catalog cache is on, as in production: what must not be shared is proven with it running.
  gw = await startGateway(store.apiUrl, { CATALOG_CACHE_TTL_MS: '60000' });
});
afterAll(async () => {
  await gw.close();
  await store.close();
});
beforeEach(() => store.reset());

const PRICED = 'id price { amount currencyCode } tax { amount }';

interface Priced {
  id: string;
  price: { amount: string; currencyCode: string } | null;
  tax: { amount: string } | null;
}

/** The objects at a dotted path of an answer, lists flattened: `home.groups.products`. */
function at(data: unknown, path: string): Priced[] {
  let found: unknown[] = [data];
  for (const key of path.split('.')) {
    found = found.flatMap((value) => {
      const next = (value as Record<string, unknown> | null)?.[key];
      return Array.isArray(next) ? (next as unknown[]) : [next];
    });
  }
  return found as Priced[];
}

/** Every query path that returns products, and where the products are in its answer. */
const PRODUCT_PATHS: Record<string, { query: string; path: string }> = {
  products: { query: `{ products { items { ${PRICED} } } }`, path: 'products.items' },
  searchProducts: {
    query: `{ searchProducts(query: "robusto") { items { ${PRICED} } } }`,
    path: 'searchProducts.items',
  },
  product: { query: `{ product(id: "12") { ${PRICED} } }`, path: 'product' },
  relatedProducts: { query: `{ relatedProducts(productId: "12") { ${PRICED} } }`, path: 'relatedProducts' },
  recentlyViewed: { query: `{ recentlyViewed(ids: ["1", "2"]) { ${PRICED} } }`, path: 'recentlyViewed' },
  'home.recommended': { query: `{ home { recommended { ${PRICED} } } }`, path: 'home.recommended' },
  'home.groups': { query: `{ home { groups { products { ${PRICED} } } } }`, path: 'home.groups.products' },
  'home.categoryRows': {
    query: `{ home { categoryRows { products { ${PRICED} } } } }`,
    path: 'home.categoryRows.products',
  },
};

const CUSTOMER_PATHS: Record<string, { query: string; path: string }> = {
  'home.promoted': { query: `{ home { promoted { ${PRICED} } } }`, path: 'home.promoted' },
  'home.frequentlyOrdered': {
    query: `{ home { frequentlyOrdered { ${PRICED} } } }`,
    path: 'home.frequentlyOrdered',
  },
  'cart.lines.product': {
    query: `{ cart { lines { unitPrice { amount } product { ${PRICED} } } } }`,
    path: 'cart.lines.product',
  },
  'wishlist.product': { query: `{ wishlist { product { ${PRICED} } } }`, path: 'wishlist.product' },
};

function tokenOf(buyer: Buyer | undefined) {
  return buyer ? { token: TOKENS[buyer] } : {};
}

describe('prices', () => {
  it.each(Object.entries(PRODUCT_PATHS))('are null for an anonymous caller on %s', async (_name, path) => {
    const response = await graphql(gw.url, path.query);
    expect(response.body.errors).toBeUndefined();
    const products = at(response.body.data, path.path);
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(product).toMatchObject({ price: null, tax: null });
  });

  it.each(Object.entries(PRODUCT_PATHS))('are the customer’s own on %s', async (_name, path) => {
    const response = await graphql(gw.url, path.query, {}, tokenOf('alice'));
    for (const product of at(response.body.data, path.path)) {
      expect(product.price).toEqual({ amount: PRICES.alice, currencyCode: 'USD' });
      expect(product.tax).toEqual({ amount: '1.25' });
    }
  });

  it('are not reachable through the cart, the wishlist or the customer-only home rows for an anonymous caller', async () => {
    const cart = await graphql(gw.url, `{ cart { total { amount } lines { product { ${PRICED} } } } }`);
    expect(cart.body.data).toEqual({ cart: null });
    const wishlist = await graphql(gw.url, `{ wishlist { product { ${PRICED} } } }`);
    expect(wishlist.body).toEqual({ data: { wishlist: null } });
    const home = await graphql(gw.url, `{ home { promoted { ${PRICED} } frequentlyOrdered { ${PRICED} } } }`);
    expect(home.body.data).toEqual({ home: { promoted: [], frequentlyOrdered: [] } });
    const mutation = await graphql(
      gw.url,
      `
        mutation {
          addToCart(productId: "1") {
            cart {
              total {
                amount
              }
            }
          }
        }
      `,
    );
    expect(mutation.body.data).toBeNull();
    expect(JSON.stringify(mutation.body)).not.toMatch(/\d+\.\d\d/);
  });
});

describe('answers with prices or per-customer data', () => {
  it('are never shared between two customers and an anonymous caller, one after another', async () => {
    for (const buyer of ['alice', 'bob'] as const) {
      await graphql(gw.url, 'mutation { toggleWishlist(productId: "1") { message } }', {}, tokenOf(buyer));
    }
    const paths = { ...PRODUCT_PATHS, ...CUSTOMER_PATHS };
    for (const [name, path] of Object.entries(paths)) {
      for (const buyer of [undefined, 'alice', 'bob', undefined, 'bob', 'alice'] as const) {
        const response = await graphql(gw.url, path.query, {}, tokenOf(buyer));
        if (!buyer && name in CUSTOMER_PATHS) continue;
        const products = at(response.body.data, path.path);
        expect(products.length, `${name} for ${buyer ?? 'anonymous'}`).toBeGreaterThan(0);
        for (const product of products) {
          expect(product.price, `${name} for ${buyer ?? 'anonymous'}`).toEqual(
            buyer ? { amount: PRICES[buyer], currencyCode: 'USD' } : null,
          );
        }
      }
    }
  });

  it('are never shared between callers asking at the same moment', async () => {
    const query = `{ products { items { ${PRICED} } } product(id: "3") { ${PRICED} inWishlist } home { recommended { ${PRICED} } } }`;
    const buyers = [undefined, 'alice', 'bob', undefined, 'alice', 'bob', 'bob', undefined, 'alice'] as const;
    const responses = await Promise.all(buyers.map((buyer) => graphql(gw.url, query, {}, tokenOf(buyer))));
    responses.forEach((response, index) => {
      const buyer = buyers[index];
      const expected = buyer ? { amount: PRICES[buyer], currencyCode: 'USD' } : null;
      const data = response.body.data;
      const products = [
        ...at(data, 'products.items'),
        ...at(data, 'product'),
        ...at(data, 'home.recommended'),
      ];
      expect(products).toHaveLength(7);
      for (const product of products) expect(product.price).toEqual(expected);
    });
  });

  it('each reach store-api with the caller’s own token', async () => {
    await Promise.all([
      graphql(gw.url, '{ products { total } }'),
      graphql(gw.url, '{ products { total } }', {}, tokenOf('alice')),
      graphql(gw.url, '{ products { total } }', {}, tokenOf('bob')),
    ]);
    const sent = store.callsTo('items').map((call) => call.headers.authorization ?? 'none');
    expect(sent.sort()).toEqual([`Bearer ${TOKENS.alice}`, `Bearer ${TOKENS.bob}`, 'none'].sort());
  });
});

describe('public catalog data without prices', () => {
  it('is fetched once and shared between callers while fresh', async () => {
    const query =
      '{ categories { slug } brands { name } home { slides { id } brandLogos { id } footerBanner { url } } }';
    for (const buyer of [undefined, 'alice', 'bob'] as const) {
      const response = await graphql(gw.url, query, {}, tokenOf(buyer));
      expect(response.body.errors).toBeUndefined();
    }
    for (const route of ['categories', 'brands', 'sliders', 'get-logo', 'footer-image']) {
      expect(store.callsTo(route).length, route).toBeLessThanOrEqual(1);
    }
  });
});
