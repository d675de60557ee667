import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startGateway, type RunningGateway } from '../support/gateway.js';
import { PASSWORD, startRealStore, type RealStore } from './real-store.js';

/*
 * The gateway against the real store-api (Fastify on an in-memory PGlite, seeded with the 63-product
 * catalog), both listening on loopback: what a buyer's browser and an integrator actually get.
 */

let store: RealStore;
let gw: RunningGateway;

beforeAll(async () => {
  store = await startRealStore();
  gw = await startGateway(store.apiUrl);
}, 120_000);
afterAll(async () => {
  await gw?.close();
  await store?.close();
});

const PRODUCT =
  'id name slug price { amount currencyCode } tax { amount } stock inStock inWishlist image { url }';

async function login(email: string): Promise<{ token: string; cookie: string }> {
  const response = await graphql<{ login: { token: string } }>(
    gw.url,
    'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email, password: PASSWORD },
  );
  expect(response.body.errors).toBeUndefined();
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('storefront_session='));
  return { token: response.body.data!.login.token, cookie: cookie!.split(';')[0]! };
}

/** A product that is in stock and whose price makes a cart of `quantity` reach the $200 minimum. */
async function orderableProduct(token: string): Promise<{ id: string; quantity: number }> {
  const response = await graphql<{
    products: { items: { id: string; stock: number; price: { amount: string } }[] };
  }>(
    gw.url,
    '{ products(perPage: 48, sort: PRICE_HIGH_TO_LOW) { items { id stock price { amount } } } }',
    {},
    { token },
  );
  const items = response.body.data!.products.items;
  for (const item of items) {
    const cents = Math.round(Number(item.price.amount) * 100);
    const quantity = Math.ceil(20_000 / cents);
    if (item.stock >= quantity + 1 && quantity <= 5) return { id: item.id, quantity };
  }
  throw new Error('no product can reach the minimum order');
}

describe('browsing the real catalog', () => {
  it('shows the category menu, a category shop and the catalog size', async () => {
    const response = await graphql<{
      categories: { slug: string; children: { slug: string }[] }[];
      category: { name: string; children: unknown[]; brands: { name: string }[] };
      productCount: number;
      products: { total: number; totalPages: number; items: unknown[] };
    }>(
      gw.url,
      `{ categories { slug children { slug } }
         category(slug: "premium-cigar") { name children { slug } brands { id name logo { url } } }
         productCount
         products(perPage: 12) { total totalPages items { ${PRODUCT} } } }`,
    );
    expect(response.body.errors).toBeUndefined();
    const data = response.body.data!;
    expect(data.categories.map((category) => category.slug)).toEqual([
      'premium-cigar',
      'cigar',
      'cigarillos',
      'tobacco-accessories',
    ]);
    expect(data.category.children.length).toBeGreaterThan(0);
    expect(data.category.brands.length).toBeGreaterThan(0);
    expect(data.productCount).toBe(63);
    expect(data.products).toMatchObject({ total: 63, totalPages: 6 });
    expect(data.products.items).toHaveLength(12);
  });

  it('shows no price to an anonymous visitor anywhere a product appears', async () => {
    const response = await graphql(
      gw.url,
      `
        {
          products {
            items {
              price {
                amount
              }
              tax {
                amount
              }
            }
          }
          searchProducts(query: "a") {
            items {
              price {
                amount
              }
            }
          }
          home {
            recommended {
              price {
                amount
              }
            }
            groups {
              products {
                price {
                  amount
                }
              }
            }
            categoryRows {
              products {
                price {
                  amount
                }
              }
            }
            promoted {
              id
            }
            frequentlyOrdered {
              id
            }
          }
          recentlyViewed(ids: ["1", "2", "3"]) {
            price {
              amount
            }
          }
          product(id: "1") {
            price {
              amount
            }
            tax {
              amount
            }
          }
          relatedProducts(productId: "1") {
            price {
              amount
            }
          }
        }
      `,
    );
    expect(response.body.errors).toBeUndefined();
    const text = JSON.stringify(response.body.data);
    expect(text).not.toMatch(/"amount"/);
    expect(text).toMatch(/"price":null/);
  });

  it('shows a product page with gallery, related products and the image through the /storage proxy', async () => {
    const response = await graphql<{ product: { images: { url: string }[]; category: { slug: string } } }>(
      gw.url,
      `{ product(id: "1") { ${PRODUCT} description images { url } brand { name } category { slug parent { slug } } }
         relatedProducts(productId: "1") { id } }`,
    );
    expect(response.body.errors).toBeUndefined();
    const image = await fetch(`${gw.url}${response.body.data!.product.images[0]!.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('answers the whole home page without errors', async () => {
    const response = await graphql(
      gw.url,
      `
        {
          home {
            slides {
              id
              image {
                url
              }
            }
            promo {
              image {
                url
              }
              categorySlug
              brand {
                name
              }
            }
            recommended {
              id
            }
            groups {
              name
              products {
                id
              }
            }
            categoryRows {
              category {
                slug
              }
              products {
                id
              }
            }
            brandLogos {
              id
              brand {
                name
              }
              categorySlug
            }
            footerBanner {
              url
            }
          }
        }
      `,
    );
    expect(response.body.errors).toBeUndefined();
  });

  it('answers null and NOT_FOUND for a product that does not exist', async () => {
    const response = await graphql(gw.url, '{ product(id: "999999") { id } }');
    expect(response.body.data).toEqual({ product: null });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('lists countries, states and membership categories for the registration form', async () => {
    const response = await graphql<{ countries: { id: string }[]; membershipCategories: unknown[] }>(
      gw.url,
      '{ countries { id name } membershipCategories { id name } }',
    );
    expect(response.body.errors).toBeUndefined();
    const countryId = response.body.data!.countries[0]!.id;
    const states = await graphql<{ states: { name: string }[] }>(
      gw.url,
      '{ states(countryId: $id) { id name } }'.replace('$id', JSON.stringify(countryId)),
    );
    expect(states.body.data!.states.map((state) => state.name)).toContain('New Jersey');
  });
});

describe('a buyer’s session against the real store', () => {
  it('logs in with a cookie, shops, orders once per idempotency key, and sees the order with state names', async () => {
    const email = await store.buyer();
    const { token, cookie } = await login(email);
    const asBuyer = { cookie };

    const viewer = await graphql(
      gw.url,
      '{ viewer { email status canOrder billingAddress { state { name } } } }',
      {},
      asBuyer,
    );
    expect(viewer.body.data).toEqual({
      viewer: { email, status: 'APPROVED', canOrder: true, billingAddress: expect.anything() as unknown },
    });

    const { id, quantity } = await orderableProduct(token);
    const added = await graphql<{
      addToCart: {
        cart: { totalQuantity: number; meetsMinimum: boolean; lines: { id: string }[] };
        userErrors: unknown[];
      };
    }>(
      gw.url,
      'mutation Add($id: ID!) { addToCart(productId: $id) { cart { id totalQuantity meetsMinimum total { amount } lines { id product { id price { amount } } } } userErrors { code } } }',
      { id },
      asBuyer,
    );
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data!.addToCart).toMatchObject({ cart: { totalQuantity: 1 }, userErrors: [] });

    // Setting the quantity twice (a retry) leaves it as set.
    const lineId = added.body.data!.addToCart.cart.lines[0]!.id;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const set = await graphql(
        gw.url,
        'mutation S($line: ID!, $q: Int!) { setCartLineQuantity(lineId: $line, quantity: $q) { cart { totalQuantity meetsMinimum lines { id quantity } } userErrors { code } } }',
        { line: lineId, q: quantity },
        asBuyer,
      );
      expect(set.body).toEqual({
        data: {
          setCartLineQuantity: {
            cart: { totalQuantity: quantity, meetsMinimum: true, lines: [{ id: lineId, quantity }] },
            userErrors: [],
          },
        },
      });
    }

    // Adding to the wishlist twice (a retry) keeps it there once.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const wished = await graphql(
        gw.url,
        'mutation W($id: ID!) { addToWishlist(productId: $id) { products { id inWishlist } wishlist { product { id } } userErrors { code } } }',
        { id },
        asBuyer,
      );
      expect(wished.body.data).toEqual({
        addToWishlist: {
          products: [{ id, inWishlist: true }],
          wishlist: [{ product: { id } }],
          userErrors: [],
        },
      });
    }

    const [state] = (await store.db.query<{ id: number }>("SELECT id FROM states WHERE code = 'NJ'")) as {
      id: number;
    }[];
    const input = {
      billingAddress: {
        name: 'Buyer',
        companyName: 'Buyer LLC',
        address: '1 Main St',
        city: 'Newark',
        stateId: String(state!.id),
        postcode: '07102',
        phone: '2015550100',
        email,
      },
      acceptTerms: true,
    };
    const key = randomUUID();
    const PLACE = `mutation Place($input: PlaceOrderInput!, $key: String!) {
      placeOrder(input: $input, idempotencyKey: $key) { order { id number total { amount } } cart { totalQuantity } userErrors { code } } }`;
    const placed = await graphql<{
      placeOrder: { order: { id: string }; cart: { totalQuantity: number } };
    }>(gw.url, PLACE, { input, key }, asBuyer);
    expect(placed.body.errors).toBeUndefined();
    expect(placed.body.data!.placeOrder).toMatchObject({ userErrors: [], cart: { totalQuantity: 0 } });
    const again = await graphql<{ placeOrder: { order: { id: string } } }>(
      gw.url,
      PLACE,
      { input, key },
      asBuyer,
    );
    expect(again.body.data?.placeOrder.order.id).toBe(placed.body.data!.placeOrder.order.id);

    const orders = await graphql<{
      orders: { total: number; items: { number: string; billingAddress: { stateName: string } }[] };
    }>(
      gw.url,
      '{ orders { total items { number status paymentMethod billingAddress { stateName } lines { name quantity unitPrice { amount } fulfillmentStatus } } } }',
      {},
      asBuyer,
    );
    expect(orders.body.errors).toBeUndefined();
    expect(orders.body.data!.orders.total).toBe(1);
    expect(orders.body.data!.orders.items[0]).toMatchObject({
      number: `order-${placed.body.data!.placeOrder.order.id}`,
      billingAddress: { stateName: 'New Jersey' },
    });

    const logout = await graphql(gw.url, 'mutation { logout { accepted } }', {}, asBuyer);
    expect(logout.body.data).toEqual({ logout: { accepted: true } });
    const after = await graphql(gw.url, '{ viewer { email } }', {}, { token });
    expect(after.body.data).toEqual({ viewer: null });
  });

  it('refuses a pending customer’s order with the userError NOT_APPROVED and the spec message', async () => {
    const { token } = await login(await store.buyer({ approved: false }));
    const viewer = await graphql(gw.url, '{ viewer { status canOrder } }', {}, { token });
    expect(viewer.body.data).toEqual({ viewer: { status: 'PENDING', canOrder: false } });
    const response = await graphql(
      gw.url,
      `
        mutation {
          placeOrder(
            input: {
              billingAddress: {
                name: "P"
                address: "1 Main"
                city: "Newark"
                stateId: "1"
                postcode: "07102"
                phone: "2015550100"
                email: "p@x.co"
              }
              acceptTerms: true
            }
            idempotencyKey: "pending-0001"
          ) {
            order {
              id
            }
            userErrors {
              code
              field
              message
            }
          }
        }
      `,
      {},
      { token },
    );
    expect(response.body).toEqual({
      data: {
        placeOrder: {
          order: null,
          userErrors: [{ code: 'NOT_APPROVED', field: null, message: 'Only approved customer can order' }],
        },
      },
    });
  });

  it('refuses an order below the minimum with the userError MINIMUM_ORDER_NOT_MET', async () => {
    const { token } = await login(await store.buyer());
    const cheap = await graphql<{ products: { items: { id: string; stock: number }[] } }>(
      gw.url,
      '{ products(sort: PRICE_LOW_TO_HIGH, perPage: 5) { items { id stock } } }',
      {},
      { token },
    );
    const product = cheap.body.data!.products.items.find((item) => item.stock > 0)!;
    await graphql(
      gw.url,
      'mutation A($id: ID!) { addToCart(productId: $id) { cart { id } } }',
      { id: product.id },
      { token },
    );
    const response = await graphql(
      gw.url,
      `mutation { placeOrder(input: { billingAddress: { name: "B", address: "1 Main", city: "Newark", stateId: "1", postcode: "07102", phone: "2015550100", email: "b@x.co" }, acceptTerms: true }, idempotencyKey: "${randomUUID()}") { order { id } userErrors { code field message } } }`,
      {},
      { token },
    );
    expect(response.body.data).toEqual({
      placeOrder: {
        order: null,
        userErrors: [
          {
            code: 'MINIMUM_ORDER_NOT_MET',
            field: null,
            message: 'Minimum Order value $200 to proceed with your order!',
          },
        ],
      },
    });
  });

  it('refuses wrong credentials with INVALID_CREDENTIALS in the store’s words', async () => {
    const response = await graphql(
      gw.url,
      'mutation { login(email: "nobody@example.com", password: "Wrong#123") { token userErrors { code field message } } }',
    );
    expect(response.body.data).toEqual({
      login: {
        token: null,
        userErrors: [
          {
            code: 'INVALID_CREDENTIALS',
            field: null,
            message: 'These credentials do not match our records.',
          },
        ],
      },
    });
  });
});

describe('adding several products at once against the real store', () => {
  it('adds what the stock and the purchase limit allow, says why the rest was not, and empties the wishlist of what moved', async () => {
    const { token } = await login(await store.buyer());
    const asBuyer = { token };
    // The three cheapest products (no other test orders them), with a stock and a limit of this test's choosing.
    const rows = await store.db.query<{
      id: number;
      item_name: string;
      stock: number;
      purchase_limit: number | null;
    }>('SELECT id, item_name, stock, purchase_limit FROM products ORDER BY sales_price_cents, id LIMIT 3');
    const [plenty, limited, scarce] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    const setStock = (id: number, stock: number, limit: number | null) =>
      store.db.query('UPDATE products SET stock = $2, purchase_limit = $3 WHERE id = $1', [id, stock, limit]);
    await setStock(plenty.id, 50, null);
    await setStock(limited.id, 10, 3);
    await setStock(scarce.id, 2, null);
    try {
      await graphql(
        gw.url,
        'mutation($id: ID!) { addToWishlist(productId: $id) { products { id } } }',
        { id: String(plenty.id) },
        asBuyer,
      );
      const response = await graphql<{
        addLinesToCart: {
          cart: { lines: { product: { id: string }; quantity: number }[] };
          results: Record<string, unknown>[];
          wishlist: unknown[];
          userErrors: unknown[];
        };
      }>(
        gw.url,
        `
          mutation ($lines: [CartLineInput!]!) {
            addLinesToCart(lines: $lines, removeAddedFromWishlist: true) {
              cart {
                lines {
                  product {
                    id
                  }
                  quantity
                }
              }
              results {
                productId
                name
                requestedQuantity
                addedQuantity
                reason
                stockLeft
                purchaseLimit
                message
              }
              wishlist {
                id
              }
              userErrors {
                code
                field
                message
              }
            }
          }
        `,
        {
          lines: [
            { productId: String(plenty.id), quantity: 4 },
            { productId: String(limited.id), quantity: 5 },
            { productId: String(scarce.id), quantity: 6 },
            { productId: '999999', quantity: 1 },
          ],
        },
        asBuyer,
      );
      expect(response.body.errors).toBeUndefined();
      const payload = response.body.data!.addLinesToCart;
      const line = (product: (typeof rows)[0], requested: number, addedQuantity: number) => ({
        productId: String(product.id),
        name: product.item_name,
        requestedQuantity: requested,
        addedQuantity,
      });
      expect(payload).toEqual({
        cart: {
          lines: [
            { product: { id: String(plenty.id) }, quantity: 4 },
            { product: { id: String(limited.id) }, quantity: 3 },
            { product: { id: String(scarce.id) }, quantity: 2 },
          ],
        },
        results: [
          { ...line(plenty, 4, 4), reason: null, stockLeft: null, purchaseLimit: null, message: null },
          {
            ...line(limited, 5, 3),
            reason: 'PURCHASE_LIMIT',
            stockLeft: null,
            purchaseLimit: 3,
            message: 'At most 3 per order',
          },
          {
            ...line(scarce, 6, 2),
            reason: 'OUT_OF_STOCK',
            stockLeft: 2,
            purchaseLimit: null,
            message: 'Only 2 left in stock',
          },
          {
            productId: '999999',
            name: null,
            requestedQuantity: 1,
            addedQuantity: 0,
            reason: 'UNAVAILABLE',
            stockLeft: null,
            purchaseLimit: null,
            message: 'No longer available',
          },
        ],
        wishlist: [],
        userErrors: [],
      });
    } finally {
      for (const row of rows) await setStock(row.id, row.stock, row.purchase_limit);
    }
  });
});

describe('registration with certificates against the real store', () => {
  it('stores both uploaded files byte for byte', async () => {
    const reference = await graphql<{ countries: { id: string }[]; membershipCategories: { id: string }[] }>(
      gw.url,
      '{ countries { id } membershipCategories { id } }',
    );
    const countryId = reference.body.data!.countries[0]!.id;
    const states = await graphql<{ states: { id: string }[] }>(
      gw.url,
      `{ states(countryId: "${countryId}") { id } }`,
    );
    const email = `registrant-${process.pid}@example.com`;
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(200_000), Buffer.from('\n%%EOF\n')]);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(30_000),
    ]);
    const input = {
      name: 'Rita Registrant',
      email,
      password: 'Secret#2025',
      companyName: 'Rita Cigars',
      address: '5 Elm St',
      city: 'Trenton',
      countryId,
      stateId: states.body.data!.states[0]!.id,
      postcode: '08608',
      phone: '6095550100',
      tobaccoLicenseNumber: 'TOB-77',
      membershipCategoryId: reference.body.data!.membershipCategories[0]!.id,
      taxCertificate: null,
      tobaccoCertificate: null,
    };
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query:
          'mutation R($input: RegisterInput!) { register(input: $input) { customer { id status } userErrors { code } } }',
        variables: { input },
      }),
    );
    form.append(
      'map',
      JSON.stringify({ 0: ['variables.input.taxCertificate'], 1: ['variables.input.tobaccoCertificate'] }),
    );
    form.append('0', new Blob([pdf], { type: 'application/pdf' }), 'tax.pdf');
    form.append('1', new Blob([png], { type: 'image/png' }), 'licence.png');
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { 'apollo-require-preflight': 'true' },
    });
    const body = (await response.json()) as {
      data?: { register: { customer: { id: string; status: string } } };
      errors?: unknown;
    };
    expect(body.errors).toBeUndefined();
    expect(body.data?.register).toEqual({
      customer: { id: expect.any(String) as unknown, status: 'PENDING' },
      userErrors: [],
    });
    const [row] = await store.db.query<{ tax_certificate: string; tob_certificate: string }>(
      'SELECT tax_certificate, tob_certificate FROM customers WHERE id = $1',
      [Number(body.data!.register.customer.id)],
    );
    expect((await readFile(path.resolve(store.config.dataDir, row!.tax_certificate))).equals(pdf)).toBe(true);
    expect((await readFile(path.resolve(store.config.dataDir, row!.tob_certificate))).equals(png)).toBe(true);
  });
});
