import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import { graphql, startGateway, type RunningGateway } from '../support/gateway.js';
import { SPEC_CUSTOMER, SpecRestDouble } from '../support/spec-rest-double.js';
import { PASSWORD, startRealStore, type RealStore } from './real-store.js';

/*
 * API keys through the gateway: against the real store-api (keys made, used for the catalogue, the cart and an
 * order, refused beyond their scopes, revoked), and against the spec's REST API (no keys: NOT_OFFERED). placeOrder
 * without a billing address bills the account's on both.
 */

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { token expiresAt userErrors { code } }
}`;
const CREATE = `mutation Create($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    apiKey { id name prefix scopes createdAt lastUsedAt }
    secret
    userErrors { code field message }
  }
}`;
const REVOKE = `mutation Revoke($id: ID!) {
  revokeApiKey(id: $id) { apiKey { id } userErrors { code field message } }
}`;
const ADD = `mutation Add($lines: [CartLineInput!]!) {
  addLinesToCart(lines: $lines) { cart { total { amount } } userErrors { code } }
}`;
const PLACE = `mutation Place($key: String!) {
  placeOrder(input: { acceptTerms: true }, idempotencyKey: $key) {
    order { id billingAddress { name address city postcode phone email stateId state { id name } } }
    userErrors { code field message }
  }
}`;

interface Created {
  createApiKey: {
    apiKey: { id: string; name: string; prefix: string; scopes: string[]; lastUsedAt: string | null } | null;
    secret: string | null;
    userErrors: { code: string; field: string[] | null; message: string }[];
  };
}

describe('API keys against store-api', () => {
  let store: RealStore;
  let gw: RunningGateway;
  let email: string;
  let session: string;

  beforeAll(async () => {
    store = await startRealStore();
    gw = await startGateway(store.apiUrl);
    email = await store.buyer();
    const login = await graphql<{ login: { token: string; expiresAt: string } }>(gw.url, LOGIN, {
      email,
      password: PASSWORD,
    });
    session = login.body.data!.login.token;
  }, 120_000);
  afterAll(async () => {
    await gw?.close();
    await store?.close();
  });

  const create = (scopes: string[], name = 'Till') =>
    graphql<Created>(gw.url, CREATE, { input: { name, scopes } }, { token: session });

  it('says when the session token expires: 30 days after the login', async () => {
    const before = Date.now();
    const login = await graphql<{ login: { expiresAt: string } }>(gw.url, LOGIN, {
      email,
      password: PASSWORD,
    });
    const expires = Date.parse(login.body.data!.login.expiresAt);
    expect(expires - before).toBeGreaterThan(30 * 24 * 3600_000 - 60_000);
    expect(expires - before).toBeLessThan(30 * 24 * 3600_000 + 60_000);
  });

  it('makes a key, shows its secret once, and lists it without the secret', async () => {
    const created = await create(['CATALOG_READ', 'ORDERS_READ'], 'Point of sale');
    const { apiKey, secret, userErrors } = created.body.data!.createApiKey;
    expect(userErrors).toEqual([]);
    expect(secret).toMatch(/^wsk_/);
    expect(apiKey).toMatchObject({
      name: 'Point of sale',
      prefix: secret!.slice(0, 12),
      scopes: ['CATALOG_READ', 'ORDERS_READ'],
      lastUsedAt: null,
    });
    const list = await graphql<{ apiKeys: { id: string; prefix: string }[] }>(
      gw.url,
      '{ apiKeys { id prefix } }',
      {},
      { token: session },
    );
    expect(JSON.stringify(list.body)).not.toContain(secret!);
    expect(list.body.data!.apiKeys).toContainEqual({ id: apiKey!.id, prefix: apiKey!.prefix });
  });

  it('answers a name or scopes that break the rules as user errors, in the input order', async () => {
    const noName = await create(['CATALOG_READ'], ' ');
    expect(noName.body.data!.createApiKey).toMatchObject({
      apiKey: null,
      secret: null,
      userErrors: [{ code: 'INVALID', field: ['input', 'name'], message: M.apiKeyName }],
    });
    const noScopes = await create([]);
    expect(noScopes.body.data!.createApiKey.userErrors).toEqual([
      { code: 'INVALID', field: ['input', 'scopes'], message: M.apiKeyScopes },
    ]);
  });

  it('reads prices, fills the cart and places an order with the account billing address, with a key', async () => {
    const { secret } = (await create(['CATALOG_READ', 'ORDERS_WRITE', 'ORDERS_READ'])).body.data!
      .createApiKey;
    const products = await graphql<{
      products: { items: { id: string; price: { amount: string } | null }[] };
    }>(gw.url, '{ products(perPage: 10) { items { id price { amount } } } }', {}, { token: secret! });
    const product = products.body.data!.products.items.find((item) => item.price !== null)!;
    expect(product.price).not.toBeNull();
    const added = await graphql<{ addLinesToCart: { userErrors: unknown[] } }>(
      gw.url,
      ADD,
      { lines: [{ productId: product.id, quantity: Math.ceil(250 / Number(product.price!.amount)) }] },
      { token: secret! },
    );
    expect(added.body.data!.addLinesToCart.userErrors).toEqual([]);
    const [billing] = await store.db.query<{ name: string; address: string; state_id: number }>(
      `SELECT c.name, a.address, a.state_id FROM customers c JOIN addresses a ON a.customer_id = c.id
        WHERE c.email = $1 AND a.type = 'billing'`,
      [email],
    );
    const placed = await graphql<{
      placeOrder: { order: { billingAddress: Record<string, unknown> } | null; userErrors: unknown[] };
    }>(gw.url, PLACE, { key: 'integration-order-0001' }, { token: secret! });
    expect(placed.body.data!.placeOrder.userErrors).toEqual([]);
    expect(placed.body.data!.placeOrder.order!.billingAddress).toMatchObject({
      email,
      address: billing!.address,
      stateId: String(billing!.state_id),
      state: { id: String(billing!.state_id) },
    });
  });

  it('refuses what the key scopes do not cover with SCOPE_MISSING, and key management with SESSION_REQUIRED', async () => {
    const { secret } = (await create(['ORDERS_READ'])).body.data!.createApiKey;
    const products = await graphql(
      gw.url,
      '{ products(perPage: 2) { items { id } } }',
      {},
      { token: secret! },
    );
    expect(products.body.errors).toMatchObject([
      {
        message: M.scopeMissing('catalog:read'),
        extensions: { code: 'SCOPE_MISSING', scope: 'catalog:read' },
      },
    ]);
    const add = await graphql(gw.url, ADD, { lines: [{ productId: '1', quantity: 1 }] }, { token: secret! });
    expect(add.body.errors).toMatchObject([{ extensions: { code: 'SCOPE_MISSING', scope: 'orders:write' } }]);
    const keys = await graphql(gw.url, '{ apiKeys { id } }', {}, { token: secret! });
    expect(keys.body.errors).toMatchObject([
      { message: M.sessionRequired, extensions: { code: 'SESSION_REQUIRED' } },
    ]);
    const orders = await graphql<{ orders: { total: number } }>(
      gw.url,
      '{ orders { total } }',
      {},
      {
        token: secret!,
      },
    );
    expect(orders.body.errors).toBeUndefined();
  });

  it('refuses a revoked key at once on every call, and answers NOT_FOUND for a key that is not the customer’s', async () => {
    const { apiKey, secret } = (await create(['ORDERS_READ'])).body.data!.createApiKey;
    const revoked = await graphql(gw.url, REVOKE, { id: apiKey!.id }, { token: session });
    expect(revoked.body.data).toEqual({ revokeApiKey: { apiKey: { id: apiKey!.id }, userErrors: [] } });
    // Not read as a visitor: what belongs to a customer and the public catalog alike answer UNAUTHENTICATED.
    const after = await graphql(gw.url, '{ orders { total } }', {}, { token: secret! });
    expect(after.body).toMatchObject({
      data: { orders: null },
      errors: [{ extensions: { code: 'UNAUTHENTICATED' } }],
    });
    const catalog = await graphql(gw.url, '{ products(perPage: 1) { total } }', {}, { token: secret! });
    expect(catalog.body.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
    const add = await graphql(gw.url, ADD, { lines: [{ productId: '1', quantity: 1 }] }, { token: secret! });
    expect(add.body.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
    const unknown = await graphql(gw.url, REVOKE, { id: '999999' }, { token: session });
    expect(unknown.body.data).toEqual({
      revokeApiKey: {
        apiKey: null,
        userErrors: [{ code: 'NOT_FOUND', field: ['id'], message: M.apiKeyNotFound }],
      },
    });
  });
});

describe('API keys against the spec REST API', () => {
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
        input: { token: SPEC_CUSTOMER.linkToken, username: 'rosa2026', password, confirmPassword: password },
      },
    );
    const login = await graphql<{ login: { token: string; expiresAt: string | null } }>(gw.url, LOGIN, {
      email: SPEC_CUSTOMER.email,
      password,
    });
    expect(login.body.data!.login.expiresAt).toBeNull();
    token = login.body.data!.login.token;
  });
  afterAll(async () => {
    await gw.close();
    await double.close();
  });

  it('answers NOT_OFFERED for keys: the listing and making one', async () => {
    const list = await graphql(gw.url, '{ apiKeys { id } }', {}, { token });
    expect(list.body.errors).toMatchObject([{ message: M.notOffered, extensions: { code: 'NOT_OFFERED' } }]);
    const created = await graphql(
      gw.url,
      CREATE,
      { input: { name: 'Till', scopes: ['CATALOG_READ'] } },
      { token },
    );
    expect(created.body.errors).toMatchObject([{ extensions: { code: 'NOT_OFFERED' } }]);
  });

  it('places an order without a billing address: the account billing address, name, phone and e-mail', async () => {
    await graphql(gw.url, ADD, { lines: [{ productId: '1', quantity: 20 }] }, { token });
    const placed = await graphql<{
      placeOrder: { order: { billingAddress: Record<string, unknown> } | null; userErrors: unknown[] };
    }>(gw.url, PLACE, { key: 'spec-order-00001' }, { token });
    expect(placed.body.data!.placeOrder.userErrors).toEqual([]);
    expect(placed.body.data!.placeOrder.order!.billingAddress).toMatchObject({
      name: 'Rosa Diaz',
      address: '1 Main St',
      city: 'Newark',
      postcode: '07102',
      phone: '7325550142',
      email: SPEC_CUSTOMER.email,
      stateId: '31',
    });
  });
});
