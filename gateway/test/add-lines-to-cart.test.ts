import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import { SPEC_CUSTOMER, SpecRestDouble } from './support/spec-rest-double.js';
import { graphql, startGateway, type RunningGateway } from './support/gateway.js';

/*
 * addLinesToCart over the spec's REST calls (the double answers exactly the spec: add-to-cart refuses with its
 * wording and no code, and knows nothing of lines or reasons). Its catalog: 1 Opus X (20 in stock), 2 Padron 1964
 * (10 in stock, at most 5 per order), 3 Padron Londres (sold out), 4 Romeo y Julieta (30 in stock).
 */

const USER_ERRORS = 'userErrors { code field message }';
const RESULT =
  'productId name requestedQuantity addedQuantity reason stockLeft purchaseLimit message product { id inWishlist }';
const ADD_LINES = `mutation AddLines($lines: [CartLineInput!]!, $fromWishlist: Boolean) {
  addLinesToCart(lines: $lines, removeAddedFromWishlist: $fromWishlist) {
    cart { totalQuantity lines { product { id } quantity } }
    results { ${RESULT} }
    wishlist { product { id } }
    ${USER_ERRORS}
  }
}`;

interface LineResult {
  productId: string;
  name: string | null;
  requestedQuantity: number;
  addedQuantity: number;
  reason: string | null;
  stockLeft: number | null;
  purchaseLimit: number | null;
  message: string | null;
  product: { id: string; inWishlist: boolean } | null;
}
interface Payload {
  cart: { totalQuantity: number; lines: { product: { id: string }; quantity: number }[] } | null;
  results: LineResult[];
  wishlist: { product: { id: string } }[] | null;
  userErrors: { code: string; field: string[] | null; message: string }[];
}

let double: SpecRestDouble;
let gw: RunningGateway;
let token: string;

beforeAll(async () => {
  double = await SpecRestDouble.start();
  gw = await startGateway(double.apiUrl);
  const password = 'Fresh#Pass1';
  await graphql(
    gw.url,
    'mutation($input: CreateAccountInput!) { createAccount(input: $input) { accepted } }',
    {
      input: { token: SPEC_CUSTOMER.linkToken, username: 'rosa2025', password, confirmPassword: password },
    },
  );
  const login = await graphql<{ login: { token: string } }>(
    gw.url,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email: SPEC_CUSTOMER.email, password },
  );
  token = login.body.data!.login.token;
});
afterAll(async () => {
  await gw.close();
  await double.close();
});

beforeEach(async () => {
  await graphql(
    gw.url,
    'mutation { clearCart { cart { id } } removeFromWishlist { products { id } } }',
    {},
    {
      token,
    },
  );
  double.setStock(1, 20);
  double.calls.length = 0;
});

async function addLines(
  lines: { productId: string; quantity: number }[],
  fromWishlist = false,
): Promise<Payload> {
  const response = await graphql<{ addLinesToCart: Payload }>(
    gw.url,
    ADD_LINES,
    { lines, fromWishlist },
    { token },
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.addLinesToCart;
}

/** A line's result when all of it was added. */
const added = (productId: string, name: string, quantity: number, inWishlist = false): LineResult => ({
  productId,
  name,
  requestedQuantity: quantity,
  addedQuantity: quantity,
  reason: null,
  stockLeft: null,
  purchaseLimit: null,
  message: null,
  product: { id: productId, inWishlist },
});

describe('adding several products to the cart, each with its quantity', () => {
  it('adds every line in full, one add-to-cart per line, and answers the cart once', async () => {
    const payload = await addLines([
      { productId: '1', quantity: 2 },
      { productId: '4', quantity: 3 },
    ]);

    expect(payload).toEqual({
      cart: {
        totalQuantity: 5,
        lines: [
          { product: { id: '1' }, quantity: 2 },
          { product: { id: '4' }, quantity: 3 },
        ],
      },
      results: [
        added('1', 'Arturo Fuente Opus X (Natural)', 2),
        added('4', 'Romeo y Julieta 1875 - Churchill', 3),
      ],
      wishlist: null,
      userErrors: [],
    });
    // The products in one batch and the cart before (together), the adds in order, the cart once after.
    expect(double.calls.slice(0, 2).sort()).toEqual(['GET cart-items', 'GET recent-viewed-items']);
    expect(double.calls.slice(2)).toEqual(['GET add-to-cart', 'GET add-to-cart', 'GET cart-items']);
  });

  it('adds what the stock allows beside what the cart already holds, and says how many the store has', async () => {
    await addLines([{ productId: '1', quantity: 15 }]);

    const payload = await addLines([{ productId: '1', quantity: 10 }]);

    expect(payload.results).toEqual([
      {
        ...added('1', 'Arturo Fuente Opus X (Natural)', 10),
        addedQuantity: 5,
        reason: 'OUT_OF_STOCK',
        stockLeft: 20,
        message: 'Only 20 left in stock',
      },
    ]);
    expect(payload.cart?.totalQuantity).toBe(20);
  });

  it('stops at the purchase limit and says so, also for a second line of the same product', async () => {
    const payload = await addLines([
      { productId: '2', quantity: 3 },
      { productId: '2', quantity: 3 },
    ]);

    expect(payload.results).toEqual([
      added('2', 'Padron 1964 Anniversary Maduro', 3),
      {
        ...added('2', 'Padron 1964 Anniversary Maduro', 3),
        addedQuantity: 2,
        reason: 'PURCHASE_LIMIT',
        purchaseLimit: 5,
        message: 'At most 5 per order',
      },
    ]);
    expect(payload.cart?.lines).toEqual([{ product: { id: '2' }, quantity: 5 }]);
  });

  it('adds nothing of a sold-out product or one the store no longer has, and adds the rest', async () => {
    const payload = await addLines([
      { productId: '3', quantity: 2 },
      { productId: '99', quantity: 1 },
      { productId: '4', quantity: 1 },
    ]);

    expect(payload.results).toEqual([
      {
        ...added('3', 'Padron Londres Natural', 2),
        addedQuantity: 0,
        reason: 'OUT_OF_STOCK',
        stockLeft: 0,
        message: 'Out of stock',
      },
      {
        productId: '99',
        name: null,
        requestedQuantity: 1,
        addedQuantity: 0,
        reason: 'UNAVAILABLE',
        stockLeft: null,
        purchaseLimit: null,
        message: 'No longer available',
        product: null,
      },
      added('4', 'Romeo y Julieta 1875 - Churchill', 1),
    ]);
    expect(payload.cart?.lines).toEqual([{ product: { id: '4' }, quantity: 1 }]);
    // Nothing is asked of the store for the lines that cannot fit.
    expect(double.calls.filter((call) => call === 'GET add-to-cart')).toHaveLength(1);
  });

  it('reads the stock again when it was sold between its reading and the add, and adds what is left', async () => {
    double.beforeNextCall('GET add-to-cart', () => double.setStock(1, 2));

    const payload = await addLines([{ productId: '1', quantity: 5 }]);

    expect(payload.results).toEqual([
      {
        ...added('1', 'Arturo Fuente Opus X (Natural)', 5),
        addedQuantity: 2,
        reason: 'OUT_OF_STOCK',
        stockLeft: 2,
        message: 'Only 2 left in stock',
      },
    ]);
    expect(payload.cart?.totalQuantity).toBe(2);
  });

  it('takes the products added in full off the wishlist when asked, and leaves the others there', async () => {
    for (const id of ['1', '3'])
      await graphql(
        gw.url,
        'mutation($id: ID!) { addToWishlist(productId: $id) { products { id } } }',
        { id },
        {
          token,
        },
      );

    const payload = await addLines(
      [
        { productId: '1', quantity: 1 },
        { productId: '3', quantity: 1 },
      ],
      true,
    );

    expect(payload.results.map((result) => [result.addedQuantity, result.product])).toEqual([
      [1, { id: '1', inWishlist: false }],
      [0, { id: '3', inWishlist: true }],
    ]);
    expect(payload.wishlist).toEqual([{ product: { id: '3' } }]);
  });
});

describe('refusing a request it cannot read, before anything is added', () => {
  const refused = async (lines: unknown) => {
    const response = await graphql<{ addLinesToCart: Payload }>(gw.url, ADD_LINES, { lines }, { token });
    expect(response.body.errors).toBeUndefined();
    expect(double.calls).toEqual([]);
    return response.body.data!.addLinesToCart;
  };

  it('refuses no lines', async () => {
    expect(await refused([])).toEqual({
      cart: null,
      results: [],
      wishlist: null,
      userErrors: [{ code: 'INVALID', field: ['lines'], message: M.selectProducts }],
    });
  });

  it('refuses more than 100 lines', async () => {
    const lines = Array.from({ length: 101 }, (_, index) => ({ productId: String(index + 1), quantity: 1 }));
    expect((await refused(lines)).userErrors).toEqual([
      { code: 'INVALID', field: ['lines'], message: M.tooManyItems(100, 'values') },
    ]);
  });

  it('refuses a quantity outside 1 to 9999, naming its line', async () => {
    for (const quantity of [0, 10_000]) {
      const lines = [
        { productId: '1', quantity: 1 },
        { productId: '4', quantity },
      ];
      expect((await refused(lines)).userErrors).toEqual([
        { code: 'INVALID', field: ['lines', '1', 'quantity'], message: M.quantity },
      ]);
    }
  });

  it('refuses an id that cannot be a product, naming its line', async () => {
    const lines = [
      { productId: '1', quantity: 1 },
      { productId: '1e3', quantity: 1 },
    ];
    expect((await refused(lines)).userErrors).toEqual([
      { code: 'INVALID', field: ['lines', '1', 'productId'], message: M.wholeNumber('product id') },
    ]);
  });

  it('asks a visitor to log in', async () => {
    const response = await graphql(gw.url, ADD_LINES, { lines: [{ productId: '1', quantity: 1 }] });
    expect(response.body.errors?.[0]).toMatchObject({
      message: M.loginRequired,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(double.calls).toEqual([]);
  });
});
