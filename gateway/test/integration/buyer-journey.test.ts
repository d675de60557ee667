import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M, MINIMUM_ORDER_CENTS } from '@storefront/contract';
import { graphql, startGateway, type RunningGateway } from '../support/gateway.js';
import { multipartRequest, sendMultipart } from '../support/multipart.js';
import { SPEC_WORDS } from '../support/spec-rest-double.js';
import { specHostBackend, storeApiBackend, type JourneyBackend } from './journey-backends.js';

/*
 * A buyer's journey through GraphQL, on each REST host the gateway must run on: our store-api, and a host that
 * speaks exactly the spec (SpecRestDouble). Each step is one test, named after what the buyer sees; steps share
 * the buyer, but each reads what it needs from the host again where it can, so one broken step does not hide the
 * next. Only what a client observes is asserted.
 */

interface Refusal {
  /** The code, or an asymmetric matcher of the codes a store's words allow. */
  code: unknown;
  message: string;
}

interface Backend {
  name: string;
  start(): Promise<JourneyBackend>;
  /** The store's own words for the refusals a buyer reads. */
  refusals: { wrongPassword: Refusal; pendingLogin: Refusal; beyondStock: Refusal };
}

const BACKENDS: Backend[] = [
  {
    name: 'store-api',
    start: storeApiBackend,
    refusals: {
      wrongPassword: { code: 'INVALID_CREDENTIALS', message: M.badCredentials },
      pendingLogin: { code: 'ACCOUNT_NOT_CREATED', message: M.accountNotCreated },
      beyondStock: { code: 'OUT_OF_STOCK', message: M.outOfStock },
    },
  },
  {
    name: 'the spec host',
    start: specHostBackend,
    refusals: {
      wrongPassword: { code: 'INVALID_CREDENTIALS', message: M.badCredentials },
      // The host says why in words only, without a code: a refused login is at least INVALID_CREDENTIALS.
      pendingLogin: {
        code: expect.stringMatching(/^(INVALID_CREDENTIALS|ACCOUNT_NOT_CREATED)$/) as unknown,
        message: SPEC_WORDS.pendingLogin,
      },
      beyondStock: { code: 'OUT_OF_STOCK', message: SPEC_WORDS.notEnoughStock },
    },
  },
];

const USER_ERRORS = 'userErrors { code field message }';
const REGISTER = `mutation Register($input: RegisterInput!) {
  register(input: $input) { customer { name email status } ${USER_ERRORS} }
}`;
const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { token customer { email status canOrder } ${USER_ERRORS} }
}`;
const CART = `id totalQuantity subtotal { amount } tax { amount } total { amount }
  lines { id quantity product { id } unitPrice { amount } subtotal { amount } }`;
const WISHLIST_PAYLOAD = `products { id inWishlist } wishlist { product { id } } ${USER_ERRORS}`;

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(20_000), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(5_000),
]);

interface CartAnswer {
  id: string;
  totalQuantity: number;
  subtotal: { amount: string };
  total: { amount: string };
  lines: { id: string; quantity: number; product: { id: string }; unitPrice: { amount: string } }[];
}
interface ProductAnswer {
  id: string;
  name: string;
  stock: number;
  purchaseLimit: number | null;
  price: { amount: string } | null;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
/** How many of the product reach the $200 minimum order before tax (so with it too). */
const toReachMinimum = (product: ProductAnswer) =>
  Math.ceil(MINIMUM_ORDER_CENTS / cents(product.price!.amount));

describe.each(BACKENDS)('a buyer on $name', (backend) => {
  let host: JourneyBackend;
  let gw: RunningGateway;
  const run = Date.now().toString(36);
  const buyer = {
    email: `journey-${run}@corner-smoke.example`,
    username: `jb${run.slice(-8)}`,
    registrationPassword: 'Register#2025',
    password: 'Chosen#2026',
    newPassword: 'Reset#2027x',
  };
  /** What later steps need from earlier ones: the reference data, the token, the products, the order. */
  const known = {
    countryId: '',
    stateId: '',
    membershipCategoryId: '',
    linkToken: '',
    token: '',
    product: undefined as ProductAnswer | undefined,
    other: undefined as ProductAnswer | undefined,
    orderId: '',
  };

  beforeAll(async () => {
    host = await backend.start();
    gw = await startGateway(host.apiUrl);
  }, 120_000);
  afterAll(async () => {
    await gw?.close();
    await host?.close();
  });

  /** One operation; an answer with `errors` is a failure wherever success is expected. */
  async function ask<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    /** The buyer's session unless said otherwise; null for a visitor. */
    token: string | null = known.token,
  ): Promise<T> {
    const response = await graphql<T>(gw.url, query, variables, token ? { token } : {});
    expect(response.body.errors).toBeUndefined();
    return response.body.data!;
  }

  function registration(email: string, password: string) {
    const input = {
      name: 'Rosa Diaz',
      email,
      password,
      companyName: 'Corner Smoke LLC',
      address: '1 Main St',
      city: 'Newark',
      countryId: known.countryId,
      stateId: known.stateId,
      postcode: '07102',
      phone: '7325550142',
      tobaccoLicenseNumber: 'NJ-TOB-99812',
      tobaccoLicenseExpiryDate: '2031-06-30',
      membershipCategoryId: known.membershipCategoryId,
      taxCertificate: null,
      tobaccoCertificate: null,
    };
    return sendMultipart(
      gw.url,
      multipartRequest(REGISTER, { input }, [
        { path: 'input.taxCertificate', name: 'tax.pdf', type: 'application/pdf', content: PDF },
        { path: 'input.tobaccoCertificate', name: 'licence.png', type: 'image/png', content: PNG },
      ]),
    );
  }

  /**
   * A product of which five at most reach the minimum order, in stock beyond that and without a purchase limit, and
   * another in stock. Listings carry no tax on the spec's host (section 3), so the price alone decides.
   */
  async function products(): Promise<{ product: ProductAnswer; other: ProductAnswer }> {
    if (known.product && known.other) return { product: known.product, other: known.other };
    const { products: page } = await ask<{ products: { items: ProductAnswer[] } }>(
      '{ products(perPage: 48, sort: PRICE_HIGH_TO_LOW) { items { id name stock purchaseLimit price { amount } } } }',
    );
    const product = page.items.find((item) => {
      const quantity = toReachMinimum(item);
      return quantity <= 5 && item.stock > quantity && item.purchaseLimit === null;
    });
    const other = page.items.find((item) => item.id !== product?.id && item.stock > 1);
    known.product = product;
    known.other = other;
    return { product: product!, other: other! };
  }

  async function cart(): Promise<CartAnswer> {
    return (await ask<{ cart: CartAnswer }>(`{ cart { ${CART} } }`)).cart;
  }

  // --- registration ---

  it('lists the countries, their states and the membership categories a business registers with', async () => {
    const reference = await ask<{
      countries: { id: string; name: string }[];
      membershipCategories: { id: string }[];
    }>('{ countries { id name } membershipCategories { id name } }');
    expect(reference.countries.length).toBeGreaterThan(0);
    expect(reference.membershipCategories.length).toBeGreaterThan(0);
    known.countryId = reference.countries[0]!.id;
    known.membershipCategoryId = reference.membershipCategories[0]!.id;
    const { states } = await ask<{ states: { id: string; name: string }[] }>(
      'query S($id: ID) { states(countryId: $id) { id name } }',
      { id: known.countryId },
    );
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((state) => state.name.length > 0)).toBe(true);
    known.stateId = states[0]!.id;
  });

  it("lists checkout's states by name", async () => {
    const { states } = await ask<{ states: { id: string; name: string }[] }>('{ states { id name } }');
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((state) => /^\d+$/.test(state.id) && state.name.length > 0)).toBe(true);
  });

  it('registers a business with both certificate files and tells it to wait for approval', async () => {
    const response = await registration(buyer.email, buyer.registrationPassword);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data).toEqual({
      register: { customer: { name: 'Rosa Diaz', email: buyer.email, status: 'PENDING' }, userErrors: [] },
    });
  });

  it("refuses to log in a registration staff have not approved yet, in the store's words", async () => {
    const email = `pending-${run}@corner-smoke.example`;
    await registration(email, buyer.registrationPassword);
    const { login } = await ask(LOGIN, { email, password: buyer.registrationPassword }, null);
    expect(login).toEqual({
      token: null,
      customer: null,
      userErrors: [{ ...backend.refusals.pendingLogin, field: null }],
    });
  });

  it('accepts the create-account link staff e-mail on approval', async () => {
    known.linkToken = await host.approve(buyer.email);
    const { verifyAccountLink } = await ask<{ verifyAccountLink: unknown }>(
      `mutation V($token: String!) { verifyAccountLink(token: $token) { accountLink { customerId } ${USER_ERRORS} } }`,
      { token: known.linkToken },
      null,
    );
    expect(verifyAccountLink).toEqual({
      accountLink: { customerId: expect.any(String) as unknown },
      userErrors: [],
    });
  });

  it('creates the login from the link', async () => {
    const { createAccount } = await ask(
      `mutation C($input: CreateAccountInput!) { createAccount(input: $input) { accepted ${USER_ERRORS} } }`,
      {
        input: {
          token: known.linkToken,
          username: buyer.username,
          password: buyer.password,
          confirmPassword: buyer.password,
        },
      },
      null,
    );
    expect(createAccount).toEqual({ accepted: true, userErrors: [] });
  });

  it('logs in with the new login and shows an approved customer who may order', async () => {
    const { login } = await ask<{ login: { token: string } }>(
      LOGIN,
      { email: buyer.email, password: buyer.password },
      null,
    );
    expect(login).toEqual({
      token: expect.any(String) as unknown,
      customer: { email: buyer.email, status: 'APPROVED', canOrder: true },
      userErrors: [],
    });
    known.token = login.token;
  });

  it("refuses a wrong password in the store's words", async () => {
    const { login } = await ask(LOGIN, { email: buyer.email, password: 'Wrong#Pass1' }, null);
    expect(login).toEqual({
      token: null,
      customer: null,
      userErrors: [{ ...backend.refusals.wrongPassword, field: null }],
    });
  });

  it('e-mails a reset link for a lost password', async () => {
    const { requestPasswordReset } = await ask(
      `mutation L($email: String!) { requestPasswordReset(email: $email) { accepted ${USER_ERRORS} } }`,
      { email: buyer.email },
      null,
    );
    expect(requestPasswordReset).toEqual({ accepted: true, userErrors: [] });
  });

  it('sets a new password from the reset link, and the new password logs in', async () => {
    const token = await host.resetToken(buyer.email);
    const { resetPassword } = await ask(
      `mutation R($input: ResetPasswordInput!) { resetPassword(input: $input) { accepted ${USER_ERRORS} } }`,
      {
        input: { email: buyer.email, token, password: buyer.newPassword, confirmPassword: buyer.newPassword },
      },
      null,
    );
    expect(resetPassword).toEqual({ accepted: true, userErrors: [] });
    const { login } = await ask<{ login: { token: string } }>(
      LOGIN,
      { email: buyer.email, password: buyer.newPassword },
      null,
    );
    expect(login).toMatchObject({ token: expect.any(String) as unknown, userErrors: [] });
    // A reset may end the sessions opened before it (store-api's does): the rest of the journey uses this one.
    known.token = login.token;
  });

  // --- browsing ---

  it('shows the category menu: top-level categories with their subcategories nested under them', async () => {
    type Node = { id: string; slug: string; parentId: string | null; children: Node[] };
    const { categories } = await ask<{ categories: Node[] }>(
      '{ categories { id slug parentId children { id slug parentId children { id } } } }',
    );
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.every((category) => category.parentId === null)).toBe(true);
    const children = categories.flatMap((category) =>
      category.children.map((child) => ({ category, child })),
    );
    expect(children.length).toBeGreaterThan(0);
    expect(children.every(({ category, child }) => child.parentId === category.id)).toBe(true);
    const topSlugs = new Set(categories.map((category) => category.slug));
    expect(children.filter(({ child }) => topSlugs.has(child.slug))).toEqual([]);
  });

  it("opens a category's shop with its subcategories and brands", async () => {
    const { categories } = await ask<{ categories: { slug: string; children: unknown[] }[] }>(
      '{ categories { slug children { id } } }',
    );
    const parent = categories.find((category) => category.children.length > 0)!;
    const { category } = await ask<{ category: { slug: string; children: unknown[]; brands: unknown[] } }>(
      'query C($slug: String!) { category(slug: $slug) { slug name children { slug name } brands { id name } } }',
      { slug: parent.slug },
    );
    expect(category.slug).toBe(parent.slug);
    expect(category.children.length).toBe(parent.children.length);
    expect(category.brands.length).toBeGreaterThan(0);
  });

  it('shows no category picture where the store keeps none (the seed has none; the spec has no such field)', async () => {
    const { categories } = await ask<{ categories: { image: unknown; children: { image: unknown }[] }[] }>(
      '{ categories { image { url } children { image { url } } } }',
    );
    expect(
      categories.flatMap((category) => [category.image, ...category.children.map((c) => c.image)]),
    ).toEqual(Array.from({ length: categories.flatMap((c) => [c, ...c.children]).length }, () => null));
  });

  it("lists a category's brands, and a brand's page names it with its categories", async () => {
    const { categories } = await ask<{ categories: { slug: string }[] }>('{ categories { slug } }');
    const { brands } = await ask<{ brands: { id: string; name: string }[] }>(
      'query B($slug: String) { brands(categorySlug: $slug) { id name } }',
      { slug: categories[0]!.slug },
    );
    expect(brands.length).toBeGreaterThan(0);
    const { brand } = await ask<{ brand: { name: string; categories: unknown[] } }>(
      'query B($id: ID!) { brand(id: $id) { id name categories { slug } } }',
      { id: brands[0]!.id },
    );
    expect(brand.name).toBe(brands[0]!.name);
    expect(brand.categories.length).toBeGreaterThan(0);
  });

  it("shows the home page's hero slides", async () => {
    const { home } = await ask<{ home: { slides: { image: { url: string } }[] } }>(
      '{ home { slides { id image { url } } } }',
      {},
      null,
    );
    expect(home.slides.length).toBeGreaterThan(0);
    expect(home.slides.every((slide) => slide.image.url.length > 0)).toBe(true);
  });

  it("shows the home page's promo, linking to a category and a brand", async () => {
    const { home } = await ask<{ home: { promo: unknown } }>(
      '{ home { promo { image { url } categorySlug brand { id name } } } }',
      {},
      null,
    );
    expect(home.promo).toEqual({
      image: { url: expect.stringMatching(/./) as unknown },
      categorySlug: expect.stringMatching(/./) as unknown,
      brand: { id: expect.any(String) as unknown, name: expect.stringMatching(/./) as unknown },
    });
  });

  it('shows the banner above the footer', async () => {
    const { home } = await ask<{ home: { footerBanner: unknown } }>(
      '{ home { footerBanner { url } } }',
      {},
      null,
    );
    expect(home.footerBanner).toEqual({ url: expect.stringMatching(/./) as unknown });
  });

  it("shows the brand logos, each linking to its brand's shop", async () => {
    const { home } = await ask<{
      home: { brandLogos: { image: { url: string }; brand: { name: string } }[] };
    }>('{ home { brandLogos { id image { url } brand { id name } categorySlug } } }', {}, null);
    expect(home.brandLogos.length).toBeGreaterThan(0);
    expect(home.brandLogos.every((logo) => logo.image.url.length > 0 && logo.brand.name.length > 0)).toBe(
      true,
    );
  });

  it('shows the recommended products and a row of products per top-level category', async () => {
    const { home } = await ask<{
      home: {
        recommended: unknown[];
        groups: { name: string; products: unknown[] }[];
        categoryRows: { category: { slug: string; parentId: string | null }; products: unknown[] }[];
      };
    }>(
      '{ home { recommended { id name } groups { name products { id } } categoryRows { category { slug parentId } products { id name } } } }',
      {},
      null,
    );
    expect(home.recommended.length).toBeGreaterThan(0);
    expect(home.groups.every((group) => group.name.length > 0)).toBe(true);
    expect(home.categoryRows.length).toBeGreaterThan(0);
    expect(home.categoryRows.every((row) => row.category.parentId === null)).toBe(true);
    expect(home.categoryRows.some((row) => row.products.length > 0)).toBe(true);
  });

  it('finds a product by its name', async () => {
    const { product } = await products();
    const { searchProducts } = await ask<{ searchProducts: { total: number; items: { id: string }[] } }>(
      'query S($q: String!) { searchProducts(query: $q, perPage: 25) { total items { id name } } }',
      { q: product.name },
      null,
    );
    expect(searchProducts.total).toBeGreaterThan(0);
    expect(searchProducts.items.map((item) => item.id)).toContain(product.id);
  });

  it("shows a product's detail with its brand's name, its category and pictures, and no price to a visitor", async () => {
    const { product: chosen } = await products();
    const { product } = await ask<{ product: Record<string, unknown> }>(
      `query P($id: ID!) { product(id: $id) { id name brand { name } category { slug name } image { url }
        images { url } stock inStock price { amount } } }`,
      { id: chosen.id },
      null,
    );
    expect(product).toEqual({
      id: chosen.id,
      name: chosen.name,
      brand: { name: expect.stringMatching(/./) as unknown },
      category: { slug: expect.stringMatching(/./) as unknown, name: expect.stringMatching(/./) as unknown },
      image: { url: expect.stringMatching(/./) as unknown },
      images: expect.arrayContaining([{ url: expect.stringMatching(/./) as unknown }]) as unknown,
      stock: chosen.stock,
      inStock: true,
      price: null,
    });
  });

  it('shows prices to the logged-in buyer only', async () => {
    const query = '{ products(perPage: 12) { items { id price { amount } } } }';
    const visitor = await ask<{ products: { items: { price: unknown }[] } }>(query, {}, null);
    expect(visitor.products.items.length).toBeGreaterThan(0);
    expect(visitor.products.items.every((item) => item.price === null)).toBe(true);
    const customer = await ask<{ products: { items: { price: { amount: string } | null }[] } }>(query);
    expect(customer.products.items.every((item) => /^\d+\.\d{2}$/.test(item.price?.amount ?? ''))).toBe(true);
  });

  // --- cart ---

  it('adds a product to the cart and shows its line and amounts', async () => {
    const { product } = await products();
    const { addToCart } = await ask(
      `mutation A($id: ID!, $q: Int) { addToCart(productId: $id, quantity: $q) { cart { ${CART} } ${USER_ERRORS} } }`,
      { id: product.id, q: 1 },
    );
    expect(addToCart).toMatchObject({
      cart: {
        totalQuantity: 1,
        subtotal: { amount: product.price!.amount },
        lines: [{ quantity: 1, product: { id: product.id }, unitPrice: { amount: product.price!.amount } }],
      },
      userErrors: [],
    });
  });

  it("sets a cart line's quantity", async () => {
    const { product } = await products();
    const line = (await cart()).lines.find((candidate) => candidate.product.id === product.id)!;
    const { setCartLineQuantity } = await ask<{ setCartLineQuantity: { cart: CartAnswer } }>(
      `mutation S($id: ID!, $q: Int!) { setCartLineQuantity(lineId: $id, quantity: $q) { cart { ${CART} } ${USER_ERRORS} } }`,
      { id: line.id, q: 2 },
    );
    expect(setCartLineQuantity).toMatchObject({ userErrors: [] });
    expect(
      setCartLineQuantity.cart.lines.find((candidate) => candidate.product.id === product.id),
    ).toMatchObject({
      quantity: 2,
      subtotal: { amount: ((cents(product.price!.amount) * 2) / 100).toFixed(2) },
    });
  });

  it('removes a line from the cart', async () => {
    const { other } = await products();
    await ask(`mutation A($id: ID!) { addToCart(productId: $id) { ${USER_ERRORS} } }`, { id: other.id });
    const line = (await cart()).lines.find((candidate) => candidate.product.id === other.id)!;
    const { removeCartLine } = await ask<{ removeCartLine: { cart: CartAnswer } }>(
      `mutation R($id: ID!) { removeCartLine(lineId: $id) { cart { ${CART} } ${USER_ERRORS} } }`,
      { id: line.id },
    );
    expect(removeCartLine).toMatchObject({ userErrors: [] });
    expect(removeCartLine.cart.lines.map((candidate) => candidate.product.id)).not.toContain(other.id);
  });

  it("refuses to add more than the stock, in the store's words", async () => {
    const { product } = await products();
    const { addToCart } = await ask(
      `mutation A($id: ID!, $q: Int) { addToCart(productId: $id, quantity: $q) { cart { id } ${USER_ERRORS} } }`,
      { id: product.id, q: product.stock + 1 },
    );
    expect(addToCart).toMatchObject({ cart: null, userErrors: [backend.refusals.beyondStock] });
  });

  // --- wishlist ---

  it('adds a product to the wishlist', async () => {
    const { product } = await products();
    const { addToWishlist } = await ask<{ addToWishlist: { wishlist: { product: { id: string } }[] } }>(
      `mutation W($id: ID!) { addToWishlist(productId: $id) { ${WISHLIST_PAYLOAD} } }`,
      { id: product.id },
    );
    expect(addToWishlist).toMatchObject({ products: [{ id: product.id, inWishlist: true }], userErrors: [] });
    expect(addToWishlist.wishlist.map((entry) => entry.product.id)).toContain(product.id);
  });

  it('lists the wishlist with the product on it', async () => {
    const { product } = await products();
    const { wishlist } = await ask<{ wishlist: { product: { id: string; inWishlist: boolean } }[] }>(
      '{ wishlist { id product { id name inWishlist } } }',
    );
    expect(wishlist.map((entry) => entry.product)).toContainEqual(
      expect.objectContaining({ id: product.id, inWishlist: true }),
    );
  });

  it('removes the product from the wishlist', async () => {
    const { product } = await products();
    const { removeFromWishlist } = await ask<{
      removeFromWishlist: { wishlist: { product: { id: string } }[] };
    }>(`mutation U($ids: [ID!]) { removeFromWishlist(productIds: $ids) { ${WISHLIST_PAYLOAD} } }`, {
      ids: [product.id],
    });
    expect(removeFromWishlist).toMatchObject({
      products: [{ id: product.id, inWishlist: false }],
      userErrors: [],
    });
    expect(removeFromWishlist.wishlist.map((entry) => entry.product.id)).not.toContain(product.id);
  });

  // --- checkout and orders ---

  it('places an order from the cart with an idempotency key, and the cart is empty after', async () => {
    const { product } = await products();
    const quantity = toReachMinimum(product);
    await ask(`mutation { clearCart { ${USER_ERRORS} } }`);
    await ask(
      `mutation A($id: ID!, $q: Int) { addToCart(productId: $id, quantity: $q) { ${USER_ERRORS} } }`,
      {
        id: product.id,
        q: quantity,
      },
    );
    const { placeOrder } = await ask<{ placeOrder: { order: { id: string } } }>(
      `mutation P($input: PlaceOrderInput!, $key: String!) {
        placeOrder(input: $input, idempotencyKey: $key) { order { id number status } cart { totalQuantity } ${USER_ERRORS} }
      }`,
      {
        input: {
          billingAddress: {
            name: 'Rosa Diaz',
            companyName: 'Corner Smoke LLC',
            address: '1 Main St',
            city: 'Newark',
            stateId: known.stateId,
            postcode: '07102',
            phone: '7325550142',
            email: buyer.email,
          },
          note: 'Back door, please.',
          acceptTerms: true,
        },
        key: randomUUID(),
      },
    );
    expect(placeOrder).toEqual({
      order: {
        id: expect.any(String) as unknown,
        number: expect.stringMatching(/^order-/) as unknown,
        status: 'PENDING',
      },
      cart: { totalQuantity: 0 },
      userErrors: [],
    });
    known.orderId = placeOrder.order.id;
  });

  it("lists the order among the buyer's orders", async () => {
    const { orders } = await ask<{ orders: { items: { id: string }[] } }>(
      '{ orders { total items { id number status total { amount } lines { name quantity } } } }',
    );
    expect(orders.items.map((order) => order.id)).toContain(known.orderId);
  });

  it("opens the order's detail", async () => {
    const { product } = await products();
    const { order } = await ask<{ order: unknown }>(
      `query O($id: ID!) { order(id: $id) { id number status billingAddress { address city }
        lines { productId name quantity unitPrice { amount } tax { amount } subtotal { amount } }
        tax { amount } total { amount } shipment { carrier } } }`,
      { id: known.orderId },
    );
    expect(order).toMatchObject({
      id: known.orderId,
      number: `order-${known.orderId}`,
      status: 'PENDING',
      billingAddress: { address: '1 Main St', city: 'Newark' },
      lines: [{ productId: product.id, name: product.name }],
      // Not shipped yet on our store; the spec's host keeps no shipment at all.
      shipment: null,
    });
    // Every line is priced, on a host that records no unit price or tax per line too.
    const { lines, tax } = order as {
      lines: {
        quantity: number;
        unitPrice: { amount: string };
        tax: { amount: string };
        subtotal: { amount: string };
      }[];
      tax: { amount: string };
    };
    for (const line of lines) {
      expect(Number(line.unitPrice.amount) * line.quantity).toBeCloseTo(Number(line.subtotal.amount), 2);
    }
    const lineTaxes = lines.reduce((sum, line) => sum + Math.round(Number(line.tax.amount) * 100), 0);
    expect(lineTaxes).toBe(Math.round(Number(tax.amount) * 100));
  });

  it('shows a line whose product has been removed from the catalog with its name and amounts, and no product id', async () => {
    const { product } = await products();
    await host.removeProduct(Number(product.id));
    const { order } = await ask<{ order: unknown }>(
      'query O($id: ID!) { order(id: $id) { lines { productId name quantity subtotal { amount } } } }',
      { id: known.orderId },
    );
    expect(order).toMatchObject({
      lines: [{ productId: null, name: product.name, subtotal: { amount: expect.any(String) as unknown } }],
    });
  });

  // --- account ---

  it('changes the account details and shows them', async () => {
    const details = {
      name: 'Rosa M. Diaz',
      companyName: 'Corner Smoke LLC',
      email: buyer.email,
      phone: '7325550199',
    };
    const { updateAccountDetails } = await ask(
      `mutation D($input: AccountDetailsInput!) { updateAccountDetails(input: $input) { customer { name companyName email phone } ${USER_ERRORS} } }`,
      { input: details },
    );
    expect(updateAccountDetails).toEqual({ customer: details, userErrors: [] });
    expect(await ask('{ viewer { name companyName email phone } }')).toEqual({ viewer: details });
  });

  it('changes the billing address and shows it with its state', async () => {
    const input = { address: '2 Market St', city: 'Newark', stateId: known.stateId, postcode: '07103' };
    const { updateBillingAddress } = await ask(
      `mutation B($input: AddressInput!) { updateBillingAddress(input: $input) { ${USER_ERRORS} } }`,
      { input },
    );
    expect(updateBillingAddress).toEqual({ userErrors: [] });
    const { viewer } = await ask<{ viewer: unknown }>(
      '{ viewer { billingAddress { address city postcode state { id name } } } }',
    );
    expect(viewer).toEqual({
      billingAddress: {
        address: '2 Market St',
        city: 'Newark',
        postcode: '07103',
        state: { id: known.stateId, name: expect.stringMatching(/./) as unknown },
      },
    });
  });

  it('saves a shipping address and shows it', async () => {
    const input = { address: '10 Pier Ave', city: 'Hoboken', stateId: known.stateId, postcode: '07030' };
    const before = await ask<{ viewer: { shippingAddresses: { id: string }[] } }>(
      '{ viewer { shippingAddresses { id } } }',
    );
    const id = before.viewer.shippingAddresses[0]?.id ?? null;
    const { updateShippingAddress } = await ask(
      `mutation S($id: ID, $input: AddressInput!) { updateShippingAddress(id: $id, input: $input) { ${USER_ERRORS} } }`,
      { id, input },
    );
    expect(updateShippingAddress).toEqual({ userErrors: [] });
    const { viewer } = await ask<{ viewer: { shippingAddresses: unknown[] } }>(
      '{ viewer { shippingAddresses { address city postcode } } }',
    );
    expect(viewer.shippingAddresses).toContainEqual({
      address: '10 Pier Ave',
      city: 'Hoboken',
      postcode: '07030',
    });
  });

  it('sends a message to the store', async () => {
    const { sendContactMessage } = await ask(
      `mutation M($input: ContactMessageInput!) { sendContactMessage(input: $input) { accepted ${USER_ERRORS} } }`,
      { input: { name: 'Rosa', email: buyer.email, subject: 'Restock', message: 'When is it back?' } },
    );
    expect(sendContactMessage).toEqual({ accepted: true, userErrors: [] });
  });

  it('logs out, and the session no longer shows the account, the cart, the wishlist or the orders', async () => {
    expect(await ask(`mutation { logout { accepted ${USER_ERRORS} } }`)).toEqual({
      logout: { accepted: true, userErrors: [] },
    });
    expect(
      await ask('{ viewer { email } cart { id } wishlist { id } orders { total } order(id: "1") { id } }'),
    ).toEqual({ viewer: null, cart: null, wishlist: null, orders: null, order: null });
  });
});
