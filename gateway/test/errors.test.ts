import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { messages as M, type ErrorCode } from '@storefront/contract';
import { UpstreamFailure } from '../src/upstream/client.js';
import { toGraphQLError } from '../src/upstream/errors.js';
import { TOKENS } from './support/contract.js';
import { ok, refuse } from './support/fake-store.js';
import { closedPort, graphql, startGateway } from './support/gateway.js';
import { useContractGateway } from './support/contract-gateway.js';

const setup = useContractGateway({ UPSTREAM_TIMEOUT_MS: '300', CATALOG_CACHE_TTL_MS: '0' });

const CATEGORIES = '{ categories { slug } }';

function expectNoLeak(response: { body: unknown }): void {
  const text = JSON.stringify(response.body);
  expect(text).not.toContain(setup.store.origin);
  expect(text).not.toMatch(/127\.0\.0\.1|\/api\/customer|at .*\.ts:\d+|stack/i);
}

describe('mapping store-api failures to GraphQL errors', () => {
  it('turns a 422 into a userError INVALID with the spec message and the form field’s path', async () => {
    setup.store.customer('POST', 'send-contact-message', () =>
      refuse(422, { error: 'Please enter subject.' }),
    );
    const response = await graphql(
      setup.gw.url,
      'mutation { sendContactMessage(input: { name: "A", email: "a@b.co", subject: "" }) { accepted userErrors { code field message } } }',
    );
    expect(response.body).toEqual({
      data: {
        sendContactMessage: {
          accepted: false,
          userErrors: [{ code: 'INVALID', field: ['input', 'subject'], message: 'Please enter subject.' }],
        },
      },
    });
  });

  it('turns the out-of-stock 422 into a userError OUT_OF_STOCK with the spec message', async () => {
    const response = await graphql(
      setup.gw.url,
      'mutation { addToCart(productId: "7") { cart { id } userErrors { code message } } }',
      {},
      { token: TOKENS.alice },
    );
    expect(response.body.data).toEqual({
      addToCart: {
        cart: null,
        userErrors: [{ code: 'OUT_OF_STOCK', message: 'Out of stock,Please try again later after sometime' }],
      },
    });
  });

  it('turns a 401 into UNAUTHENTICATED and clears the session cookie', async () => {
    const response = await graphql(
      setup.gw.url,
      'mutation { addToWishlist(productId: "3") { wishlist { id } } }',
      {},
      { cookie: 'storefront_session=expired-token-0123456789abcdef' },
    );
    expect(response.body.errors?.[0]).toMatchObject({
      message: 'Unauthenticated.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(response.headers.get('set-cookie')).toMatch(/^storefront_session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('answers what belongs to a caller whose session the store refuses as null, as for a visitor, and clears the cookie', async () => {
    const response = await graphql(
      setup.gw.url,
      '{ viewer { id } cart { id } wishlist { id } orders { total } order(id: "1") { id } }',
      {},
      { cookie: 'storefront_session=expired-token-0123456789abcdef' },
    );
    expect(response.body).toEqual({
      data: { viewer: null, cart: null, wishlist: null, orders: null, order: null },
    });
    expect(response.headers.get('set-cookie')).toMatch(/^storefront_session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('turns a 403 into FORBIDDEN', async () => {
    setup.store.customer('GET', 'retrive-orders', () =>
      refuse(403, { message: 'Your account is suspended.' }),
    );
    const response = await graphql(setup.gw.url, '{ orders { total } }', {}, { token: TOKENS.alice });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('turns a 404 into null with NOT_FOUND and the store’s message naming the record', async () => {
    const response = await graphql(setup.gw.url, '{ product(id: "4040") { id name } }');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ product: null });
    expect(response.body.errors?.[0]).toMatchObject({
      message: 'Product not found.',
      path: ['product'],
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('keeps any other 404 text, such as an unknown path, to itself', async () => {
    setup.store.on('GET', '/api/customer/items/:id', (call) =>
      refuse(404, { message: `No route for GET ${call.path}` }),
    );
    const response = await graphql(setup.gw.url, '{ product(id: "12") { id } }');
    expect(response.body.errors?.[0]).toMatchObject({
      message: 'Not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    expectNoLeak(response);
  });

  it('turns a 429 into RATE_LIMITED with the wait store-api asked for', async () => {
    setup.store.customer('POST', 'login', () =>
      refuse(429, { message: 'Too Many Attempts.' }, { 'retry-after': '60' }),
    );
    const response = await graphql(
      setup.gw.url,
      'mutation { login(email: "a@b.co", password: "x") { token } }',
    );
    expect(response.body.errors?.[0]).toMatchObject({
      message: 'Too many failed attempts. Please try again in 1 minute.',
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 60 },
    });
  });

  it.each([400, 413, 415])(
    'turns a %i (a body store-api could not read) into a userError INVALID without its message',
    async (status) => {
      setup.store.customer('POST', 'send-contact-message', () =>
        refuse(status, { message: 'The request body could not be read.' }),
      );
      const response = await graphql(
        setup.gw.url,
        'mutation { sendContactMessage(input: { name: "A", email: "a@b.co", subject: "S" }) { accepted userErrors { code field message } } }',
      );
      expect(response.body.data).toEqual({
        sendContactMessage: {
          accepted: false,
          userErrors: [{ code: 'INVALID', field: null, message: 'The request could not be processed.' }],
        },
      });
    },
  );

  it('turns a 500 into UPSTREAM_ERROR without passing on its message', async () => {
    setup.store.customer('GET', 'categories', () =>
      refuse(500, {
        message: `SQL error at ${setup.store.origin}/api/customer/categories`,
        trace: 'at db.ts:12',
      }),
    );
    const response = await graphql(setup.gw.url, CATEGORIES);
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    expect(response.body.errors?.[0]?.message).toBe(
      'The store could not complete this request. Please try again.',
    );
    expectNoLeak(response);
  });

  it('turns an answer outside the contract into UPSTREAM_ERROR', async () => {
    setup.store.customer('GET', 'categories', () => ok([{ id: 'x', slug: 3 }]));
    const response = await graphql(setup.gw.url, CATEGORIES);
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    expectNoLeak(response);
  });

  it('turns a timeout into UPSTREAM_UNAVAILABLE', async () => {
    setup.store.customer('GET', 'categories', () => ({ ...ok([]), delayMs: 1500 }));
    const started = Date.now();
    const response = await graphql(setup.gw.url, CATEGORIES);
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(1400);
    expect(setup.store.callsTo('categories')).toHaveLength(1);
    expectNoLeak(response);
  });

  it('answers the categories query with UPSTREAM_UNAVAILABLE when store-api is down', async () => {
    const down = await startGateway(`http://127.0.0.1:${await closedPort()}/api`);
    try {
      const response = await graphql(down.url, CATEGORIES);
      expect(response.status).toBe(200);
      expect(response.body.data).toBeNull();
      expect(response.body.errors?.[0]).toMatchObject({
        message: 'The store is temporarily unavailable. Please try again in a moment.',
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      });
      expect(JSON.stringify(response.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    } finally {
      await down.close();
    }
  });

  it('gives every error a request id that is also in the logs and the x-request-id header', async () => {
    setup.store.customer('GET', 'categories', () => refuse(500, { message: 'boom' }));
    const response = await graphql(setup.gw.url, CATEGORIES);
    const requestId = response.body.errors?.[0]?.extensions?.requestId;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('x-request-id')).toBe(requestId);
    const logged = setup.gw.logs.find(
      (line) => line.requestId === requestId && line.msg === 'store-api failed',
    );
    expect(logged).toMatchObject({ route: 'categories', status: 500, upstreamMessage: 'boom' });
  });
});

describe("store-api's 503 (busy, or its database unavailable)", () => {
  it('turns a busy 503 with Retry-After into UPSTREAM_UNAVAILABLE with retryAfterSeconds, without asking again', async () => {
    setup.store.customer('GET', 'categories', () =>
      refuse(
        503,
        { message: 'The store is busy right now. Please try again in a moment.' },
        { 'retry-after': '1' },
      ),
    );
    const response = await graphql(setup.gw.url, CATEGORIES);
    expect(response.body.errors?.[0]).toMatchObject({
      message: 'The store is temporarily unavailable. Please try again in a moment.',
      extensions: { code: 'UPSTREAM_UNAVAILABLE', retryAfterSeconds: 1 },
    });
    // A retry 25-100 ms later would only double the load on a store-api that said when to come back.
    expect(setup.store.callsTo('categories')).toHaveLength(1);
    expectNoLeak(response);
  });

  it('leaves out retryAfterSeconds when store-api sent no usable Retry-After', async () => {
    setup.store.customer('GET', 'categories', () =>
      refuse(503, { message: 'busy' }, { 'retry-after': 'soon' }),
    );
    const response = await graphql(setup.gw.url, CATEGORIES);
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(response.body.errors?.[0]?.extensions).not.toHaveProperty('retryAfterSeconds');
    // An unusable Retry-After still says "come back later": no retry either.
    expect(setup.store.callsTo('categories')).toHaveLength(1);
  });
});

describe('retries', () => {
  it('retries a GET once after a 503 without Retry-After (a store-api closing for a restart) and succeeds', async () => {
    let calls = 0;
    setup.store.customer('GET', 'categories', () =>
      ++calls === 1 ? refuse(503, { message: 'busy' }) : ok([]),
    );
    const response = await graphql(setup.gw.url, CATEGORIES);
    expect(response.body).toEqual({ data: { categories: [] } });
    expect(setup.store.callsTo('categories')).toHaveLength(2);
  });

  it('retries a GET once after a dropped connection', async () => {
    let calls = 0;
    setup.store.customer('GET', 'categories', () => (++calls === 1 ? { destroy: true } : ok([])));
    const response = await graphql(setup.gw.url, CATEGORIES);
    expect(response.body).toEqual({ data: { categories: [] } });
    expect(setup.store.callsTo('categories')).toHaveLength(2);
  });

  it('gives up after one retry', async () => {
    setup.store.customer('GET', 'categories', () => refuse(502, { message: 'bad gateway' }));
    const response = await graphql(setup.gw.url, CATEGORIES);
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    expect(setup.store.callsTo('categories')).toHaveLength(2);
  });

  it('never sends a GET write twice: add-to-cart whose connection drops after the host committed adds once', async () => {
    let added = 0;
    setup.store.customer('GET', 'add-to-cart', (request) => {
      // The host commits the quantity, then the connection is lost before the answer is written.
      added += Number(request.query.get('quantity'));
      return { destroy: true };
    });
    const response = await graphql(
      setup.gw.url,
      'mutation { addToCart(productId: "3", quantity: 4) { cart { id } } }',
      {},
      { token: TOKENS.alice },
    );
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(setup.store.callsTo('add-to-cart')).toHaveLength(1);
    expect(added).toBe(4);
  });

  it.each([
    [
      'increase-decrease-cart-item-qty',
      'mutation { changeCartLineQuantity(lineId: "1", change: INCREASE) { id } }',
    ],
    ['remove-item-from-cart', 'mutation { removeCartLine(lineId: "1") { cart { id } } }'],
    ['add-selected-to-cart', 'mutation { addProductsToCart(productIds: ["3", "4"]) { cart { id } } }'],
  ])('never sends the GET write %s twice after a 503', async (route, mutation) => {
    setup.store.customer('GET', route, () => refuse(503, { message: 'busy' }));
    const response = await graphql(setup.gw.url, mutation, {}, { token: TOKENS.alice });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(setup.store.callsTo(route)).toHaveLength(1);
  });

  it('never retries a POST, which may already have had its effect', async () => {
    setup.store.customer('POST', 'send-contact-message', () => refuse(503, { message: 'busy' }));
    const response = await graphql(
      setup.gw.url,
      'mutation { sendContactMessage(input: { name: "A", email: "a@b.co", subject: "Hi" }) { accepted } }',
    );
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(setup.store.callsTo('send-contact-message')).toHaveLength(1);
  });
});

describe('what is forwarded to store-api', () => {
  it("forwards the caller's bearer token and the address it connected from, nothing the caller set", async () => {
    await graphql(
      setup.gw.url,
      '{ cart { id } }',
      {},
      {
        token: TOKENS.alice,
        headers: {
          cookie: 'tracking=1',
          'x-forwarded-for': '10.0.0.1',
          'user-agent': 'integrator/1.0',
          'x-custom': 'y',
        },
      },
    );
    const [call] = setup.store.callsTo('cart-items');
    expect(call?.headers.authorization).toBe(`Bearer ${TOKENS.alice}`);
    expect(call?.headers.cookie).toBeUndefined();
    expect(call?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(call?.headers['x-custom']).toBeUndefined();
    expect(call?.headers['user-agent']).not.toBe('integrator/1.0');
  });

  it('sends public catalog calls without the token', async () => {
    await graphql(setup.gw.url, CATEGORIES, {}, { token: TOKENS.alice });
    expect(setup.store.callsTo('categories')[0]?.headers.authorization).toBeUndefined();
  });
});

/** What a client reads of the error the gateway makes of store-api's 422 on `route` with this body. */
function refusal(route: string, body: Record<string, unknown>) {
  const scope = { requestId: 'request-1', log: pino({ level: 'silent' }) };
  const error = toGraphQLError(new UpstreamFailure('http', route, 422, body), scope);
  return { message: error.message, extensions: error.extensions };
}

describe("a 422's reason and input field", () => {
  // The call, store-api's message, field and code; the input field the client sees.
  const cases: [string, string, string | null, ErrorCode, string?][] = [
    ['register', M.enterTobaccoId, 'tob_license_no', 'INVALID', 'tobaccoLicenseNumber'],
    ['register', M.selectCustomerCategory, 'cc_tax_id', 'INVALID', 'membershipCategoryId'],
    ['register', M.properSecondaryContact, 'mobile', 'INVALID', 'mobile'],
    ['register', M.pastTobaccoDate, 'tob_expiry_date', 'INVALID', 'tobaccoLicenseExpiryDate'],
    ['register', M.certificateType('tax certificate'), 'tax_certificate', 'INVALID', 'taxCertificate'],
    ['register', M.tooLong('company name', 160), 'company_name', 'INVALID', 'companyName'],
    ['register', M.emailTaken, 'email', 'TAKEN', 'email'],
    ['login', M.badCredentials, null, 'INVALID_CREDENTIALS'],
    ['login', M.accountRejected, null, 'ACCOUNT_REJECTED'],
    ['login', M.accountNotCreated, null, 'ACCOUNT_NOT_CREATED'],
    ['register-customer', M.usernameTaken, 'username', 'TAKEN', 'username'],
    ['register-customer', M.passwordsDiffer, 'confirmPassword', 'INVALID', 'confirmPassword'],
    ['register-customer', M.linkExpired, null, 'LINK_EXPIRED'],
    ['reset-password', M.resetPasswordsDiffer, 'password_confirmation', 'INVALID', 'confirmPassword'],
    ['save-account-details', M.currentPasswordWrong, 'password_current', 'WRONG_PASSWORD', 'currentPassword'],
    ['save-account-details', M.newPasswordsDiffer, 'new_password_confirmation', 'INVALID', 'confirmPassword'],
    ['update-billing-address', M.addressPincode, 'pincode', 'INVALID', 'postcode'],
    ['update-shipping-address', M.tooManyAddresses, null, 'LIMIT_REACHED'],
    ['create-order', M.billing.state, 'billing_address.state_id', 'INVALID', 'billingAddress.stateId'],
    ['create-order', M.shipping.pincode, 'shipping_address.pincode', 'INVALID', 'shippingAddress.postcode'],
    ['create-order', M.enterPhone, 'billing_address.phone', 'INVALID', 'billingAddress.phone'],
    ['create-order', M.properEmail, 'billing_address.email', 'INVALID', 'billingAddress.email'],
    ['create-order', M.acceptTerms, 'terms_accepted', 'INVALID', 'acceptTerms'],
    ['create-order', M.onlyApproved, null, 'NOT_APPROVED'],
    ['create-order', M.cartEmpty, null, 'CART_EMPTY'],
    ['create-order', M.minimumOrder, null, 'MINIMUM_ORDER_NOT_MET'],
    ['create-order', M.outOfStock, null, 'OUT_OF_STOCK'],
    ['create-order', M.idempotencyKeyReused, null, 'IDEMPOTENCY_KEY_REUSED'],
    ['add-to-cart', M.quantity, 'quantity', 'INVALID', 'quantity'],
    ['add-to-cart', M.productNotFound, 'item_id', 'NOT_FOUND', 'productId'],
    ['remove-item-from-cart', M.cartLineNotFound, 'item_id', 'NOT_FOUND', 'lineId'],
    ['increase-decrease-cart-item-qty', M.cartLineNotFound, 'cart_id', 'NOT_FOUND', 'lineId'],
    ['add-selected-to-cart', M.selectItems, 'item_ids', 'INVALID', 'productIds'],
    ['remove-wishlist', M.selectItems, 'id', 'INVALID', 'productIds'],
    ['send-contact-message', M.enterSubject, 'subject', 'INVALID', 'subject'],
    ['items', M.price('minimum'), 'min_price', 'INVALID', 'filter.minPrice'],
    ['items', M.perPage(100), 'per_page', 'INVALID', 'perPage'],
  ];
  // Business failures are thrown with their own code; the others are BAD_USER_INPUT with the reason beside.
  const OWN_CODE = new Set([
    'NOT_APPROVED',
    'CART_EMPTY',
    'MINIMUM_ORDER_NOT_MET',
    'OUT_OF_STOCK',
    'LINK_EXPIRED',
    'IDEMPOTENCY_KEY_REUSED',
  ]);
  const expected = (message: string, reason: ErrorCode, field: string | undefined) => ({
    message,
    extensions: {
      code: OWN_CODE.has(reason) ? reason : 'BAD_USER_INPUT',
      requestId: 'request-1',
      reason,
      ...(field ? { field } : {}),
    },
  });

  it.each(cases)(
    '%s: "%s" in %s with %s is beside %s, from store-api’s code and field',
    (route, message, restField, reason, field) => {
      expect(refusal(route, { error: message, field: restField, code: reason })).toEqual(
        expected(message, reason, field),
      );
    },
  );

  it.each(cases)(
    '%s: "%s" from a REST host that sends no code (%s) is %s beside %s, from the wording',
    (route, message, _restField, reason, field) => {
      expect(refusal(route, { error: message })).toEqual(expected(message, reason, field));
    },
  );

  it('follows the code and field whatever the wording says', () => {
    const reworded = 'Choose the state of the billing address.';
    expect(
      refusal('create-order', { error: reworded, field: 'billing_address.state_id', code: 'INVALID' }),
    ).toEqual(expected(reworded, 'INVALID', 'billingAddress.stateId'));
    expect(refusal('create-order', { error: reworded })).toEqual(expected(reworded, 'INVALID', undefined));
  });

  it('names no field for a REST parameter it does not know, and reads the wording for a code not in the list', () => {
    expect(refusal('register', { error: M.enterCity, field: 'town', code: 'INVALID' })).toEqual(
      expected(M.enterCity, 'INVALID', undefined),
    );
    expect(refusal('add-to-cart', { error: M.outOfStock, field: null, code: 'SOLD_OUT' })).toEqual(
      expected(M.outOfStock, 'OUT_OF_STOCK', undefined),
    );
  });

  it('carries store-api’s code and field through a mutation to the client’s userErrors', async () => {
    setup.store.customer('GET', 'remove-item-from-cart', () =>
      refuse(422, { error: M.cartLineNotFound, field: 'item_id', code: 'NOT_FOUND' }),
    );
    const response = await graphql(
      setup.gw.url,
      'mutation { removeCartLine(lineId: "12") { userErrors { code field message } } }',
      {},
      { token: TOKENS.alice },
    );
    expect(response.body).toEqual({
      data: {
        removeCartLine: {
          userErrors: [{ code: 'NOT_FOUND', field: ['lineId'], message: M.cartLineNotFound }],
        },
      },
    });
  });
});
