import { isEnumType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@storefront/contract';
import { buildSchema } from '../src/schema.js';
import { cart, TOKENS } from './support/contract.js';
import { ok, refuse, type FakeStore, type RecordedCall } from './support/fake-store.js';
import { graphql } from './support/gateway.js';
import { useContractGateway } from './support/contract-gateway.js';

const setup = useContractGateway();
const alice = { token: TOKENS.alice };
const USER_ERRORS = 'userErrors { code field message }';
const SET = `mutation Set($lineId: ID!, $quantity: Int!) {
  setCartLineQuantity(lineId: $lineId, quantity: $quantity) { cart { lines { id quantity product { id } } } ${USER_ERRORS} }
}`;
const ADD_TO_WISHLIST = `mutation Add($id: ID!) {
  addToWishlist(productId: $id) { products { id inWishlist } wishlist { product { id } } ${USER_ERRORS} }
}`;

/** How a REST host that lacks one of our calls answers it (the spec's API has neither). */
function withoutRoute(store: FakeStore, method: 'GET' | 'POST', name: string): void {
  store.customer(method, name, (call) =>
    refuse(404, { message: `No route for ${call.method} ${call.path}` }),
  );
}

function sent(call: RecordedCall | undefined): Record<string, unknown> {
  return call?.body as Record<string, unknown>;
}

/**
 * A cart that remembers its lines, answering the spec's calls: add-to-cart raises the product's line (or adds
 * one), remove-item-from-cart removes it.
 */
function statefulCart(store: FakeStore, lines: { id: number; itemId: number; quantity: number }[]): void {
  let nextId = 950;
  store
    .customer('GET', 'cart-items', () => ({ status: 200, body: cart('alice', lines) }))
    .customer('GET', 'add-to-cart', (call) => {
      const itemId = Number(call.query.get('item_id'));
      const quantity = Number(call.query.get('quantity') ?? 1);
      const line = lines.find((candidate) => candidate.itemId === itemId);
      if (line) line.quantity += quantity;
      else lines.push({ id: nextId++, itemId, quantity });
      return ok(cart('alice', lines), 'Item Added To Cart Successfully.');
    })
    .customer('GET', 'remove-item-from-cart', (call) => {
      const index = lines.findIndex((line) => line.id === Number(call.query.get('item_id')));
      if (index < 0) return refuse(404, { message: 'Cart item not found.' });
      lines.splice(index, 1);
      return ok(cart('alice', lines));
    });
}

describe('the error codes of userErrors', () => {
  it('are exactly the contract’s ERROR_CODES, in the same order', () => {
    const type = buildSchema().getType('UserErrorCode');
    expect(isEnumType(type)).toBe(true);
    if (!isEnumType(type)) return;
    expect(type.getValues().map((value) => value.name)).toEqual([...ERROR_CODES]);
  });

  it('are reported by every mutation except the two deprecated ones, which keep their shapes', () => {
    const schema = buildSchema();
    const mutations = Object.values(schema.getMutationType()!.getFields());
    const withoutUserErrors = mutations.filter((field) => {
      const type = field.type.toString().replace(/!$/, '');
      const named = schema.getType(type);
      return !(isObjectType(named) && 'userErrors' in named.getFields());
    });
    expect(withoutUserErrors.map((field) => [field.name, field.deprecationReason?.split(':')[0]])).toEqual([
      ['changeCartLineQuantity', 'Use `setCartLineQuantity(lineId, quantity)`'],
      ['toggleWishlist', 'Use `addToWishlist(productId)` or `removeFromWishlist(productIds)`'],
    ]);
  });
});

describe('expected failures arrive as userErrors, unexpected ones stay errors', () => {
  it('says LINK_EXPIRED beside the token of a used reset link', async () => {
    setup.store.customer('POST', 'reset-password', () =>
      refuse(422, { error: 'The link has been expired.' }),
    );
    const response = await graphql(
      setup.gw.url,
      `mutation { resetPassword(input: { email: "a@b.co", token: "used", password: "Secret#9", confirmPassword: "Secret#9" }) { accepted ${USER_ERRORS} } }`,
    );
    expect(response.body.data).toEqual({
      resetPassword: {
        accepted: false,
        userErrors: [
          { code: 'LINK_EXPIRED', field: ['input', 'token'], message: 'The link has been expired.' },
        ],
      },
    });
  });

  it('says LIMIT_REACHED when the customer has as many shipping addresses as allowed', async () => {
    const message = 'You can save at most 10 shipping addresses.';
    setup.store.customer('POST', 'update-shipping-address', () => refuse(422, { error: message }));
    const response = await graphql(
      setup.gw.url,
      `mutation { updateShippingAddress(input: { address: "1 New Rd", city: "Hoboken", stateId: "40", postcode: "07030" }) { customer { id } ${USER_ERRORS} } }`,
      {},
      alice,
    );
    expect(response.body.data).toEqual({
      updateShippingAddress: {
        customer: null,
        userErrors: [{ code: 'LIMIT_REACHED', field: null, message }],
      },
    });
  });

  it('says INVALID beside a state the store does not know in a saved address', async () => {
    const message = 'Please select states.';
    setup.store.customer('POST', 'update-billing-address', () => refuse(422, { error: message }));
    const response = await graphql(
      setup.gw.url,
      `mutation { updateBillingAddress(input: { address: "2 Oak St", city: "Camden", stateId: "9999", postcode: "08101" }) { customer { id } ${USER_ERRORS} } }`,
      {},
      alice,
    );
    expect(response.body.data).toEqual({
      updateBillingAddress: {
        customer: null,
        userErrors: [{ code: 'INVALID', field: ['input', 'stateId'], message }],
      },
    });
  });

  it('says NOT_FOUND beside the line for a cart line that is not in the cart', async () => {
    const response = await graphql(setup.gw.url, SET, { lineId: '404', quantity: 2 }, alice);
    expect(response.body.data).toEqual({
      setCartLineQuantity: {
        cart: null,
        userErrors: [{ code: 'NOT_FOUND', field: ['lineId'], message: 'Cart item not found.' }],
      },
    });
  });

  it('puts a too-long argument in userErrors with its path, before any upstream call', async () => {
    const response = await graphql(
      setup.gw.url,
      `mutation Send($input: ContactMessageInput!) { sendContactMessage(input: $input) { accepted ${USER_ERRORS} } }`,
      { input: { name: 'Eve', email: 'eve@x.co', subject: 's'.repeat(201) } },
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      sendContactMessage: {
        accepted: false,
        userErrors: [
          {
            code: 'INVALID',
            field: ['input', 'subject'],
            message: 'The subject must be at most 200 characters.',
          },
        ],
      },
    });
    expect(setup.store.calls).toHaveLength(0);
  });

  it('keeps UNAUTHENTICATED a thrown error', async () => {
    const response = await graphql(setup.gw.url, SET, { lineId: '900', quantity: 2 });
    expect(response.body.data).toBeNull();
    expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(setup.store.calls).toHaveLength(0);
  });

  it.each([
    [503, 'UPSTREAM_UNAVAILABLE'],
    [500, 'UPSTREAM_ERROR'],
    [403, 'FORBIDDEN'],
  ])('keeps a store-api %i a thrown %s', async (status, code) => {
    setup.store.customer('POST', 'set-cart-item-qty', () => refuse(status, { message: 'no' }));
    const response = await graphql(setup.gw.url, SET, { lineId: '900', quantity: 2 }, alice);
    expect(response.body.data).toBeNull();
    expect(response.body.errors?.[0]?.extensions).toMatchObject({ code });
  });
});

describe('setCartLineQuantity', () => {
  it('sets the absolute quantity, so the same request sent twice leaves the same quantity', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await graphql(setup.gw.url, SET, { lineId: '900', quantity: 4 }, alice);
      expect(response.body.data).toEqual({
        setCartLineQuantity: {
          cart: { lines: [{ id: '900', quantity: 4, product: { id: '1' } }] },
          userErrors: [],
        },
      });
    }
    expect(setup.store.callsTo('set-cart-item-qty').map(sent)).toEqual([
      { cart_id: 900, quantity: 4 },
      { cart_id: 900, quantity: 4 },
    ]);
  });

  it('says OUT_OF_STOCK beside the quantity beyond the stock', async () => {
    const response = await graphql(setup.gw.url, SET, { lineId: '900', quantity: 26 }, alice);
    expect(response.body.data).toEqual({
      setCartLineQuantity: {
        cart: null,
        userErrors: [
          {
            code: 'OUT_OF_STOCK',
            field: ['quantity'],
            message: 'Out of stock,Please try again later after sometime',
          },
        ],
      },
    });
  });

  it.each([0, 10_000])('refuses the quantity %i as INVALID without calling store-api', async (quantity) => {
    const response = await graphql(setup.gw.url, SET, { lineId: '900', quantity }, alice);
    expect(response.body.data).toMatchObject({
      setCartLineQuantity: { cart: null, userErrors: [{ code: 'INVALID', field: ['quantity'] }] },
    });
    expect(setup.store.calls).toHaveLength(0);
  });

  describe('on a REST host with only the spec’s calls', () => {
    it('raises a line by adding the difference, and the same request sent again changes nothing', async () => {
      withoutRoute(setup.store, 'POST', 'set-cart-item-qty');
      statefulCart(setup.store, [{ id: 900, itemId: 1, quantity: 2 }]);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await graphql(setup.gw.url, SET, { lineId: '900', quantity: 5 }, alice);
        expect(response.body.data).toEqual({
          setCartLineQuantity: {
            cart: { lines: [{ id: '900', quantity: 5, product: { id: '1' } }] },
            userErrors: [],
          },
        });
      }
      expect(setup.store.callsTo('add-to-cart').map((call) => Object.fromEntries(call.query))).toEqual([
        { item_id: '1', quantity: '3' },
      ]);
    });

    it('lowers a line by removing it and adding the new quantity', async () => {
      withoutRoute(setup.store, 'POST', 'set-cart-item-qty');
      statefulCart(setup.store, [{ id: 900, itemId: 1, quantity: 6 }]);
      const response = await graphql(setup.gw.url, SET, { lineId: '900', quantity: 2 }, alice);
      expect(response.body.data).toEqual({
        setCartLineQuantity: {
          cart: { lines: [{ id: '950', quantity: 2, product: { id: '1' } }] },
          userErrors: [],
        },
      });
      expect(setup.store.callsTo('remove-item-from-cart')[0]?.query.get('item_id')).toBe('900');
    });

    it('says NOT_FOUND for a line that is not in the cart', async () => {
      withoutRoute(setup.store, 'POST', 'set-cart-item-qty');
      statefulCart(setup.store, []);
      const response = await graphql(setup.gw.url, SET, { lineId: '900', quantity: 2 }, alice);
      expect(response.body.data).toEqual({
        setCartLineQuantity: {
          cart: null,
          userErrors: [{ code: 'NOT_FOUND', field: ['lineId'], message: 'Cart item not found.' }],
        },
      });
    });
  });
});

describe('addToWishlist', () => {
  /** Sends addToWishlist twice, as a retry would, and expects the product listed once both times. */
  async function addTwice(id: string): Promise<void> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await graphql(setup.gw.url, ADD_TO_WISHLIST, { id }, alice);
      expect(response.body.data).toEqual({
        addToWishlist: {
          products: [{ id, inWishlist: true }],
          wishlist: [{ product: { id } }],
          userErrors: [],
        },
      });
    }
  }

  it('adds a product, and the same request sent twice keeps it there once', async () => {
    await addTwice('3');
    expect(setup.store.callsTo('add-wishlist-item')).toHaveLength(2);
    expect(setup.store.callsTo('add-wishlist')).toHaveLength(0);
  });

  it('says NOT_FOUND beside the product for an unknown product', async () => {
    const response = await graphql(setup.gw.url, ADD_TO_WISHLIST, { id: '5000' }, alice);
    expect(response.body.data).toEqual({
      addToWishlist: {
        products: [],
        wishlist: null,
        userErrors: [{ code: 'NOT_FOUND', field: ['productId'], message: 'Product not found.' }],
      },
    });
  });

  it('toggles on a REST host without add-wishlist-item only when the product is not listed yet', async () => {
    withoutRoute(setup.store, 'POST', 'add-wishlist-item');
    await addTwice('4');
    expect(setup.store.callsTo('add-wishlist')).toHaveLength(1);
  });

  it('removes products idempotently: removing one that is not listed changes nothing', async () => {
    await graphql(setup.gw.url, ADD_TO_WISHLIST, { id: '2' }, alice);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await graphql(
        setup.gw.url,
        `mutation { removeFromWishlist(productIds: ["2"]) { products { id inWishlist } wishlist { id } ${USER_ERRORS} } }`,
        {},
        alice,
      );
      expect(response.body.data).toEqual({
        removeFromWishlist: { products: [{ id: '2', inWishlist: false }], wishlist: [], userErrors: [] },
      });
    }
  });
});

describe('anonymous callers', () => {
  it('get null for cart, wishlist, orders and order, like viewer, without errors or upstream calls', async () => {
    const response = await graphql(
      setup.gw.url,
      '{ viewer { id } cart { id } wishlist { id } orders { total } order(id: "1") { id } }',
    );
    expect(response.body).toEqual({
      data: { viewer: null, cart: null, wishlist: null, orders: null, order: null },
    });
    expect(setup.store.calls).toHaveLength(0);
  });

  it('get them for a logged-in customer', async () => {
    const response = await graphql<{
      cart: { totalQuantity: number };
      wishlist: unknown[];
      orders: { total: number };
    }>(setup.gw.url, '{ cart { totalQuantity } wishlist { id } orders(perPage: 2) { total } }', {}, alice);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data).toEqual({ cart: { totalQuantity: 2 }, wishlist: [], orders: { total: 2 } });
  });
});
