import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import { SPEC_CUSTOMER, SpecRestDouble } from '../support/spec-rest-double.js';
import { graphql, startGateway, type RunningGateway } from '../support/gateway.js';
import { PASSWORD, startRealStore, type RealStore } from './real-store.js';

/*
 * Shopping lists through the gateway: on our store-api (in-memory PGlite), and on the REST API as the spec
 * describes it (SpecRestDouble), which has none: there the store says so (NOT_OFFERED, storeFeatures false).
 */

let store: RealStore;
let gw: RunningGateway;
let double: SpecRestDouble;
let specGw: RunningGateway;

const LOGIN =
  'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';

async function tokenOn(url: string, email: string, password: string): Promise<string> {
  const response = await graphql<{ login: { token: string } }>(url, LOGIN, { email, password });
  return response.body.data!.login.token;
}

beforeAll(async () => {
  [store, double] = await Promise.all([startRealStore(), SpecRestDouble.start()]);
  [gw, specGw] = await Promise.all([startGateway(store.apiUrl), startGateway(double.apiUrl)]);
  await store.db.query('UPDATE products SET stock = 50, purchase_limit = NULL WHERE id IN (1, 2)');
  await store.db.query('UPDATE products SET stock = 50, purchase_limit = 2 WHERE id = 3');
}, 120_000);
afterAll(async () => {
  await Promise.all([gw?.close(), specGw?.close()]);
  await Promise.all([store?.close(), double?.close()]);
});

const LIST =
  'id name lineCount totalQuantity lines { productId quantity product { id name price { amount } } }';
const USER_ERRORS = 'userErrors { code field message }';

interface Line {
  productId: string;
  quantity: number;
  product: { id: string; name: string; price: { amount: string } | null } | null;
}
interface List {
  id: string;
  name: string;
  lineCount: number;
  totalQuantity: number;
  lines: Line[];
}
interface UserError {
  code: string;
  field: string[] | null;
  message: string;
}

async function buyerToken(): Promise<string> {
  return tokenOn(gw.url, await store.buyer(), PASSWORD);
}

/** Runs a shopping list mutation and answers its payload (no GraphQL errors expected). */
async function mutate<T = { shoppingList: List | null; userErrors: UserError[] }>(
  token: string,
  call: string,
  variables: Record<string, unknown>,
  selection = `shoppingList { ${LIST} } ${USER_ERRORS}`,
): Promise<T> {
  const signature = Object.keys(variables)
    .map((name) => `$${name}: ${TYPES[name]}`)
    .join(', ');
  const args = Object.keys(variables)
    .map((name) => `${name}: $${name}`)
    .join(', ');
  const response = await graphql<Record<string, T>>(
    gw.url,
    `mutation (${signature}) { ${call}(${args}) { ${selection} } }`,
    variables,
    { token },
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data![call]!;
}
const TYPES: Record<string, string> = {
  id: 'ID!',
  name: 'String!',
  lines: '[ShoppingListLineInput!]!',
  productIds: '[ID!]!',
};

const linesOf = (list: List | null) => list?.lines.map((line) => [line.productId, line.quantity]);

describe('shopping lists on our store-api', () => {
  it('makes a list with its products and prices, lists it, and says the store offers lists', async () => {
    const token = await buyerToken();
    const made = await mutate(token, 'createShoppingList', {
      name: ' Weekly humidor restock ',
      lines: [
        { productId: '2', quantity: 6 },
        { productId: '1', quantity: 2 },
      ],
    });
    expect(made.userErrors).toEqual([]);
    expect(made.shoppingList).toMatchObject({
      name: 'Weekly humidor restock',
      lineCount: 2,
      totalQuantity: 8,
    });
    expect(linesOf(made.shoppingList)).toEqual([
      ['2', 6],
      ['1', 2],
    ]);
    expect(made.shoppingList!.lines[0]!.product!.price!.amount).toMatch(/^\d+\.\d\d$/);

    const read = await graphql<{
      shoppingLists: { id: string; name: string; lineCount: number }[];
      storeFeatures: { shoppingLists: boolean };
    }>(gw.url, '{ shoppingLists { id name lineCount } storeFeatures { shoppingLists } }', {}, { token });
    expect(read.body.data).toEqual({
      shoppingLists: [{ id: made.shoppingList!.id, name: 'Weekly humidor restock', lineCount: 2 }],
      storeFeatures: { shoppingLists: true },
    });
  });

  it('adds to quantities, sets them, takes products off, renames, duplicates and deletes', async () => {
    const token = await buyerToken();
    const { id } = (await mutate(token, 'createShoppingList', { name: 'Restock', lines: [] })).shoppingList!;
    const added = await mutate(token, 'addToShoppingList', {
      id,
      lines: [
        { productId: '1', quantity: 2 },
        { productId: '2', quantity: 1 },
      ],
    });
    expect(linesOf(added.shoppingList)).toEqual([
      ['1', 2],
      ['2', 1],
    ]);
    const again = await mutate(token, 'addToShoppingList', { id, lines: [{ productId: '1', quantity: 3 }] });
    expect(linesOf(again.shoppingList)).toEqual([
      ['1', 5],
      ['2', 1],
    ]);
    const set = await mutate(token, 'setShoppingListQuantities', {
      id,
      lines: [{ productId: '2', quantity: 9 }],
    });
    expect(linesOf(set.shoppingList)).toEqual([
      ['1', 5],
      ['2', 9],
    ]);
    const removed = await mutate(token, 'removeFromShoppingList', { id, productIds: ['1'] });
    expect(linesOf(removed.shoppingList)).toEqual([['2', 9]]);
    expect((await mutate(token, 'renameShoppingList', { id, name: 'Cigars' })).shoppingList!.name).toBe(
      'Cigars',
    );
    const copy = await mutate(token, 'duplicateShoppingList', { id, name: 'Cigars (copy)' });
    expect(copy.shoppingList!.name).toBe('Cigars (copy)');
    expect(linesOf(copy.shoppingList)).toEqual([['2', 9]]);

    const deleted = await mutate<{ deletedId: string | null; userErrors: UserError[] }>(
      token,
      'deleteShoppingList',
      { id },
      `deletedId ${USER_ERRORS}`,
    );
    expect(deleted).toEqual({ deletedId: id, userErrors: [] });
    const gone = await graphql<{ shoppingList: unknown }>(
      gw.url,
      'query ($id: ID!) { shoppingList(id: $id) { id } }',
      { id },
      { token },
    );
    expect(gone.body).toEqual({ data: { shoppingList: null } });
  });

  it('adds the whole list or the chosen products to the cart, with the per-line report of addLinesToCart', async () => {
    const token = await buyerToken();
    const { id } = (
      await mutate(token, 'createShoppingList', {
        name: 'Order again',
        lines: [
          { productId: '1', quantity: 4 },
          { productId: '3', quantity: 5 },
        ],
      })
    ).shoppingList!;
    const selection = `cart { lines { product { id } quantity } }
      results { productId requestedQuantity addedQuantity reason purchaseLimit message } ${USER_ERRORS}`;
    const some = await mutate<{ cart: unknown; results: unknown[]; userErrors: UserError[] }>(
      token,
      'addShoppingListToCart',
      { id, productIds: ['1'] },
      selection,
    );
    expect(some.results).toEqual([
      {
        productId: '1',
        requestedQuantity: 4,
        addedQuantity: 4,
        reason: null,
        purchaseLimit: null,
        message: null,
      },
    ]);
    await graphql(gw.url, 'mutation { clearCart { cart { id } } }', {}, { token });

    const whole = await graphql<{ addShoppingListToCart: { results: unknown[]; cart: unknown } }>(
      gw.url,
      `mutation ($id: ID!) { addShoppingListToCart(id: $id) { ${selection} } }`,
      { id },
      { token },
    );
    expect(whole.body.data!.addShoppingListToCart.results).toEqual([
      {
        productId: '1',
        requestedQuantity: 4,
        addedQuantity: 4,
        reason: null,
        purchaseLimit: null,
        message: null,
      },
      {
        productId: '3',
        requestedQuantity: 5,
        addedQuantity: 2,
        reason: 'PURCHASE_LIMIT',
        purchaseLimit: 2,
        message: M.purchaseLimit(2),
      },
    ]);
    expect(whole.body.data!.addShoppingListToCart.cart).toEqual({
      lines: [
        { product: { id: '1' }, quantity: 4 },
        { product: { id: '3' }, quantity: 2 },
      ],
    });
  });

  it("answers bad input, an unknown product and another customer's list as userErrors, changing nothing", async () => {
    const token = await buyerToken();
    const other = await buyerToken();
    const { id } = (await mutate(other, 'createShoppingList', { name: 'Theirs', lines: [] })).shoppingList!;

    expect((await mutate(token, 'createShoppingList', { name: '   ', lines: [] })).userErrors).toEqual([
      { code: 'INVALID', field: ['name'], message: M.shoppingListName },
    ]);
    expect(
      (await mutate(token, 'createShoppingList', { name: 'Bad', lines: [{ productId: '1', quantity: 0 }] }))
        .userErrors,
    ).toEqual([{ code: 'INVALID', field: ['lines', '0', 'quantity'], message: M.quantity }]);
    expect(
      (
        await mutate(token, 'createShoppingList', {
          name: 'Bad',
          lines: [{ productId: '1999999', quantity: 1 }],
        })
      ).userErrors,
    ).toEqual([{ code: 'NOT_FOUND', field: ['lines', '0', 'productId'], message: M.productNotFound }]);
    expect((await mutate(token, 'renameShoppingList', { id, name: 'Mine now' })).userErrors).toEqual([
      { code: 'NOT_FOUND', field: ['id'], message: M.shoppingListNotFound },
    ]);
    const mine = await graphql<{ shoppingLists: unknown[] }>(
      gw.url,
      '{ shoppingLists { id } }',
      {},
      { token },
    );
    expect(mine.body.data).toEqual({ shoppingLists: [] });
    const theirs = await graphql(
      gw.url,
      'query ($id: ID!) { shoppingList(id: $id) { id } }',
      { id },
      { token },
    );
    expect(theirs.body).toEqual({ data: { shoppingList: null } });
  });

  it('gives a visitor no lists and no feature, and refuses their changes as UNAUTHENTICATED', async () => {
    const read = await graphql(gw.url, '{ shoppingLists { id } storeFeatures { shoppingLists } }');
    expect(read.body).toEqual({ data: { shoppingLists: null, storeFeatures: { shoppingLists: false } } });
    const write = await graphql(gw.url, 'mutation { createShoppingList(name: "X") { userErrors { code } } }');
    expect(write.body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('shopping lists on a REST API as the spec describes it', () => {
  it('says the store does not offer them: storeFeatures false, NOT_OFFERED for reads and writes', async () => {
    const password = 'Fresh#Pass1';
    await graphql(
      specGw.url,
      'mutation($input: CreateAccountInput!) { createAccount(input: $input) { accepted } }',
      {
        input: { token: SPEC_CUSTOMER.linkToken, username: 'rosa2025', password, confirmPassword: password },
      },
    );
    const token = await tokenOn(specGw.url, SPEC_CUSTOMER.email, password);

    const features = await graphql(specGw.url, '{ storeFeatures { shoppingLists } }', {}, { token });
    expect(features.body).toEqual({ data: { storeFeatures: { shoppingLists: false } } });
    for (const operation of [
      '{ shoppingLists { id } }',
      '{ shoppingList(id: "1") { id } }',
      'mutation { createShoppingList(name: "Weekly") { userErrors { code } } }',
      'mutation { addToShoppingList(id: "1", lines: [{ productId: "1", quantity: 1 }]) { userErrors { code } } }',
      'mutation { addShoppingListToCart(id: "1") { userErrors { code } } }',
      'mutation { deleteShoppingList(id: "1") { userErrors { code } } }',
    ]) {
      const response = await graphql(specGw.url, operation, {}, { token });
      expect(response.body.errors?.[0], operation).toMatchObject({
        message: M.notOffered,
        extensions: { code: 'NOT_OFFERED' },
      });
    }
  });
});
