import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import { SPEC_CUSTOMER, SpecRestDouble } from './support/spec-rest-double.js';
import { graphql, startGateway, type RunningGateway } from './support/gateway.js';

// The GraphQL documents of the journey, together.
const USER_ERRORS = 'userErrors { code field message }';
const VERIFY_LINK = `mutation Verify($token: String!) {
  verifyAccountLink(token: $token) { accountLink { customerId } ${USER_ERRORS} }
}`;
const CREATE_ACCOUNT = `mutation Create($input: CreateAccountInput!) { createAccount(input: $input) { accepted ${USER_ERRORS} } }`;
const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { token customer { id name email status canOrder } ${USER_ERRORS} }
}`;
const CATEGORIES = `{ categories { id slug name } category(slug: "premium-cigar") { name children { slug name } } }`;
const LISTING = `query Listing($filter: ProductFilter, $sort: ProductSort) {
  products(filter: $filter, sort: $sort, perPage: 12) { total totalPages items { id name slug price { amount } } }
}`;
const SEARCH = `query Search($query: String!) { searchProducts(query: $query) { total items { id name } } }`;
const PRODUCT = `query Product($id: ID!) {
  product(id: $id) { id name slug sku stock inStock inWishlist price { amount } image { url } images { url } category { slug name } }
}`;
const PRODUCT_BY_SLUG = `query BySlug($slug: String!) { productBySlug(slug: $slug) { id name slug price { amount } } }`;
const ADD_TO_WISHLIST = `mutation Wish($id: ID!) {
  addToWishlist(productId: $id) { products { id inWishlist } wishlist { product { id } } ${USER_ERRORS} }
}`;
const WISHLIST = `{ wishlist { product { id name inWishlist } addedAt } }`;
const REMOVE_FROM_WISHLIST = `mutation Unwish($ids: [ID!]) {
  removeFromWishlist(productIds: $ids) { products { id inWishlist } wishlist { product { id } } ${USER_ERRORS} }
}`;
const CART_FIELDS = `id totalQuantity meetsMinimum subtotal { amount } tax { amount } total { amount }
  lines { id quantity product { id name } unitPrice { amount } tax { amount } subtotal { amount } }`;
const ADD_TO_CART = `mutation Add($id: ID!, $quantity: Int) {
  addToCart(productId: $id, quantity: $quantity) { cart { ${CART_FIELDS} } ${USER_ERRORS} }
}`;
const SET_LINE = `mutation Set($id: ID!, $quantity: Int!) {
  setCartLineQuantity(lineId: $id, quantity: $quantity) { cart { ${CART_FIELDS} } ${USER_ERRORS} }
}`;
const REMOVE_LINE = `mutation Remove($id: ID!) { removeCartLine(lineId: $id) { cart { ${CART_FIELDS} } ${USER_ERRORS} } }`;
const PLACE_ORDER = `mutation Place($input: PlaceOrderInput!, $key: String!) {
  placeOrder(input: $input, idempotencyKey: $key) { order { id number status total { amount } } cart { totalQuantity } ${USER_ERRORS} }
}`;
const ORDERS = `{ orders { total items { id number status subtotal { amount } tax { amount } total { amount }
  lines { name quantity unitPrice { amount } subtotal { amount } } } } }`;
const UPDATE_DETAILS = `mutation Details($input: AccountDetailsInput!) {
  updateAccountDetails(input: $input) { customer { name companyName email phone } ${USER_ERRORS} }
}`;
const UPDATE_BILLING = `mutation Billing($input: AddressInput!) { updateBillingAddress(input: $input) { ${USER_ERRORS} } }`;
const UPDATE_SHIPPING = `mutation Shipping($id: ID, $input: AddressInput!) {
  updateShippingAddress(id: $id, input: $input) { ${USER_ERRORS} }
}`;
const VIEWER = `{ viewer { name status canOrder billingAddress { address city postcode state { name } }
  shippingAddresses { id address city postcode } } }`;
const CONTACT = `mutation Contact($input: ContactMessageInput!) { sendContactMessage(input: $input) { accepted ${USER_ERRORS} } }`;
const LOGOUT = `mutation { logout { accepted ${USER_ERRORS} } }`;

/** Section 7's calls (and ours, which the distributor's API answers with a 404: the gateway then uses its calls). */
const SPEC_CALLS = new Set([
  'POST login',
  'POST verify-link',
  'POST register-customer',
  'GET logout',
  'GET categories',
  'GET single-category',
  'GET items',
  'GET search-items',
  'GET items/:id',
  'GET recent-viewed-items',
  'POST add-wishlist',
  'POST wishlist-list',
  'POST remove-wishlist',
  'GET add-to-cart',
  'GET cart-items',
  'GET increase-decrease-cart-item-qty',
  'GET remove-item-from-cart',
  'GET cart-customer',
  'POST create-order',
  'GET retrive-orders',
  'GET account-details',
  'POST save-account-details',
  'GET addresses',
  'POST update-billing-address',
  'POST update-shipping-address',
  'POST send-contact-message',
  'GET item-by-slug',
  'POST add-wishlist-item',
  'POST set-cart-item-qty',
]);

const BILLING = {
  name: 'Rosa Diaz',
  companyName: 'Corner Smoke LLC',
  address: '1 Main St',
  city: 'Newark',
  stateId: '31',
  postcode: '07102',
  phone: '7325550142',
  email: SPEC_CUSTOMER.email,
};

let double: SpecRestDouble;
let gw: RunningGateway;
beforeAll(async () => {
  double = await SpecRestDouble.start();
  gw = await startGateway(double.apiUrl);
});
afterAll(async () => {
  await gw.close();
  await double.close();
});

describe('the gateway against a REST host that speaks exactly the spec', () => {
  it('takes a buyer from the create-account link to an order and out again', async () => {
    const call = async <T = Record<string, unknown>>(query: string, variables = {}, token?: string) => {
      const response = await graphql<T>(gw.url, query, variables, token ? { token } : {});
      expect(response.body.errors, query).toBeUndefined();
      return response.body.data!;
    };

    // The e-mailed link, then the account, with a taken username refused beside its field by its wording.
    expect(await call(VERIFY_LINK, { token: SPEC_CUSTOMER.linkToken })).toEqual({
      verifyAccountLink: { accountLink: { customerId: '42' }, userErrors: [] },
    });
    const account = {
      token: SPEC_CUSTOMER.linkToken,
      password: 'Fresh#Pass1',
      confirmPassword: 'Fresh#Pass1',
    };
    const taken = await graphql(gw.url, CREATE_ACCOUNT, {
      input: { ...account, username: SPEC_CUSTOMER.takenUsername },
    });
    expect(taken.body).toEqual({
      data: {
        createAccount: {
          accepted: false,
          userErrors: [{ code: 'TAKEN', field: ['input', 'username'], message: M.usernameTaken }],
        },
      },
    });
    expect(await call(CREATE_ACCOUNT, { input: { ...account, username: 'rosa2025' } })).toEqual({
      createAccount: { accepted: true, userErrors: [] },
    });

    // Login answers only the token; the customer comes from the account calls.
    const { login } = await call<{ login: { token: string } }>(LOGIN, {
      email: SPEC_CUSTOMER.email,
      password: 'Fresh#Pass1',
    });
    expect(login).toMatchObject({
      userErrors: [],
      customer: { name: 'Rosa Diaz', email: SPEC_CUSTOMER.email, status: 'APPROVED', canOrder: true },
    });
    const token = login.token;

    // Browsing: categories, a filtered listing (prices for a customer), search, a product and its slug.
    expect(await call(CATEGORIES)).toEqual({
      categories: [
        { id: '1', slug: 'premium-cigar', name: 'Premium Cigars' },
        { id: '2', slug: 'premium-cigar-robusto', name: 'Robusto' },
        { id: '3', slug: 'cigar', name: 'Cigars' },
      ],
      category: { name: 'Premium Cigars', children: [{ slug: 'premium-cigar-robusto', name: 'Robusto' }] },
    });
    const listing = {
      filter: { categorySlugs: ['premium-cigar'], minPrice: '10', maxPrice: '50' },
      sort: 'PRICE_HIGH_TO_LOW',
    };
    expect(await call(LISTING, listing, token)).toEqual({
      products: {
        total: 2,
        totalPages: 1,
        items: [
          {
            id: '1',
            name: 'Arturo Fuente Opus X (Natural)',
            slug: 'arturo-fuente-opus-x-natural',
            price: { amount: '45.00' },
          },
          {
            id: '2',
            name: 'Padron 1964 Anniversary Maduro',
            slug: 'padron-1964-anniversary-maduro',
            price: { amount: '18.50' },
          },
        ],
      },
    });
    expect(await call(SEARCH, { query: 'padron' })).toEqual({
      searchProducts: {
        total: 2,
        items: [
          { id: '2', name: 'Padron 1964 Anniversary Maduro' },
          { id: '3', name: 'Padron Londres Natural' },
        ],
      },
    });
    expect(await call(PRODUCT, { id: '1' }, token)).toEqual({
      product: {
        id: '1',
        name: 'Arturo Fuente Opus X (Natural)',
        slug: 'arturo-fuente-opus-x-natural',
        sku: 'SKU-1',
        stock: 20,
        inStock: true,
        inWishlist: false,
        price: { amount: '45.00' },
        image: { url: '/storage/products/1.png' },
        images: [{ url: '/storage/products/1.png' }, { url: '/storage/products/1-side.png' }],
        category: { slug: 'premium-cigar-robusto', name: 'Robusto' },
      },
    });
    // The host has no item-by-slug: the gateway searches.
    expect(await call(PRODUCT_BY_SLUG, { slug: 'Romeo-Y-Julieta-1875--Churchill' }, token)).toEqual({
      productBySlug: {
        id: '4',
        name: 'Romeo y Julieta 1875 - Churchill',
        slug: 'romeo-y-julieta-1875---churchill',
        price: { amount: '9.75' },
      },
    });

    // The wishlist: add, list, remove.
    // The host has no add-wishlist-item: the gateway uses the spec's toggle, and a repeat leaves it listed.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await call(ADD_TO_WISHLIST, { id: '2' }, token)).toEqual({
        addToWishlist: {
          products: [{ id: '2', inWishlist: true }],
          wishlist: [{ product: { id: '2' } }],
          userErrors: [],
        },
      });
    }
    expect(await call(WISHLIST, {}, token)).toEqual({
      wishlist: [
        {
          product: { id: '2', name: 'Padron 1964 Anniversary Maduro', inWishlist: true },
          addedAt: expect.any(String) as unknown,
        },
      ],
    });
    expect(await call(REMOVE_FROM_WISHLIST, { ids: ['2'] }, token)).toEqual({
      removeFromWishlist: { products: [{ id: '2', inWishlist: false }], wishlist: [], userErrors: [] },
    });

    // The cart: its amounts are computed from the spec's lines (item price, tax per unit).
    type CartAnswer = { cart: { lines: { id: string }[] } };
    const added = await call<{ addToCart: CartAnswer }>(ADD_TO_CART, { id: '1', quantity: 2 }, token);
    expect(added.addToCart).toMatchObject({ userErrors: [] });
    expect(added.addToCart.cart).toMatchObject({
      totalQuantity: 2,
      meetsMinimum: false,
      subtotal: { amount: '90.00' },
      tax: { amount: '4.50' },
      total: { amount: '94.50' },
      lines: [
        {
          quantity: 2,
          product: { id: '1', name: 'Arturo Fuente Opus X (Natural)' },
          unitPrice: { amount: '45.00' },
          tax: { amount: '4.50' },
          subtotal: { amount: '90.00' },
        },
      ],
    });
    // The host has no set-cart-item-qty: raising adds the difference; lowering removes the line and adds the
    // new quantity, so the line has a new id.
    const setLine = async (id: string, quantity: number) =>
      (await call<{ setCartLineQuantity: CartAnswer }>(SET_LINE, { id, quantity }, token))
        .setCartLineQuantity;
    const firstId = added.addToCart.cart.lines[0]!.id;
    expect(await setLine(firstId, 3)).toMatchObject({
      cart: { totalQuantity: 3, total: { amount: '141.75' }, lines: [{ id: firstId }] },
      userErrors: [],
    });
    const lowered = await setLine(firstId, 2);
    expect(lowered).toMatchObject({ cart: { totalQuantity: 2, total: { amount: '94.50' } }, userErrors: [] });
    expect(lowered.cart.lines[0]!.id).not.toBe(firstId);
    const lineId = lowered.cart.lines[0]!.id;
    const withCutter = await call<{ addToCart: CartAnswer }>(ADD_TO_CART, { id: '4', quantity: 1 }, token);
    expect(withCutter.addToCart).toMatchObject({
      cart: { totalQuantity: 3, total: { amount: '104.74' } },
      userErrors: [],
    });
    expect(await call(REMOVE_LINE, { id: withCutter.addToCart.cart.lines[1]!.id }, token)).toMatchObject({
      removeCartLine: { cart: { totalQuantity: 2, lines: [{ id: lineId }] }, userErrors: [] },
    });

    // Below the minimum, the host's words give the code; then enough to order.
    const order = {
      input: { billingAddress: BILLING, note: 'Back door', acceptTerms: true },
      key: 'spec-order-0001',
    };
    expect(await call(PLACE_ORDER, order, token)).toEqual({
      placeOrder: {
        order: null,
        cart: null,
        userErrors: [{ code: 'MINIMUM_ORDER_NOT_MET', field: null, message: M.minimumOrder }],
      },
    });
    await call(ADD_TO_CART, { id: '1', quantity: 3 }, token);
    expect(await call(PLACE_ORDER, { ...order, key: 'spec-order-0002' }, token)).toEqual({
      placeOrder: {
        order: { id: '501', number: 'order-501', status: 'PENDING', total: { amount: '236.25' } },
        cart: { totalQuantity: 0 },
        userErrors: [],
      },
    });
    expect(await call(ORDERS, {}, token)).toEqual({
      orders: {
        total: 1,
        items: [
          {
            id: '501',
            number: 'order-501',
            status: 'PENDING',
            subtotal: { amount: '225.00' },
            tax: { amount: '11.25' },
            total: { amount: '236.25' },
            lines: [
              {
                name: 'Arturo Fuente Opus X (Natural)',
                quantity: 5,
                unitPrice: { amount: '45.00' },
                subtotal: { amount: '225.00' },
              },
            ],
          },
        ],
      },
    });

    // The account: details, the billing address and a shipping address.
    const details = {
      name: 'Rosa M. Diaz',
      companyName: 'Corner Smoke LLC',
      email: SPEC_CUSTOMER.email,
      phone: '7325550199',
    };
    expect(await call(UPDATE_DETAILS, { input: details }, token)).toEqual({
      updateAccountDetails: { customer: details, userErrors: [] },
    });
    const billing = { address: '2 Market St', city: 'Newark', stateId: '31', postcode: '07103' };
    expect(await call(UPDATE_BILLING, { input: billing }, token)).toEqual({
      updateBillingAddress: { userErrors: [] },
    });
    const shipping = { address: '10 Pier Ave', city: 'Hoboken', stateId: '31', postcode: '07030' };
    expect(await call(UPDATE_SHIPPING, { id: '7', input: shipping }, token)).toEqual({
      updateShippingAddress: { userErrors: [] },
    });
    expect(await call(VIEWER, {}, token)).toEqual({
      viewer: {
        name: 'Rosa M. Diaz',
        status: 'APPROVED',
        canOrder: true,
        billingAddress: {
          address: '2 Market St',
          city: 'Newark',
          postcode: '07103',
          state: { name: 'New Jersey' },
        },
        shippingAddresses: [{ id: '7', address: '10 Pier Ave', city: 'Hoboken', postcode: '07030' }],
      },
    });

    const message = {
      name: 'Rosa',
      email: SPEC_CUSTOMER.email,
      subject: 'Restock',
      message: 'When is Opus X back?',
    };
    expect(await call(CONTACT, { input: message }, token)).toEqual({
      sendContactMessage: { accepted: true, userErrors: [] },
    });
    expect(double.contactMessages).toEqual([message]);
    expect(await call(LOGOUT, {}, token)).toEqual({ logout: { accepted: true, userErrors: [] } });
    const after = await graphql(gw.url, '{ cart { id } }', {}, { token });
    expect(after.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });

    // Only the spec's calls were made, besides ours that this host answers with a 404 (item-by-slug once).
    const made = new Set(double.calls.map((made) => made.replace(/^GET items\/\d+$/, 'GET items/:id')));
    expect([...made].filter((name) => !SPEC_CALLS.has(name))).toEqual([]);
    expect(double.calls.filter((made) => made === 'GET item-by-slug')).toHaveLength(1);
  });
});
