import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, messages as M } from '@storefront/contract';
import { API_KEYS, answerSchema, type RestCreatedApiKeySchema } from '@storefront/contract/rest';
import type { z } from 'zod';
import { orderBilling, seedProduct, startTestStore, type TestCustomer, type TestStore } from './helpers.js';
import { staffCall, staffMember } from './staff-helpers.js';

let store: TestStore;
let sales: { id: number; token: string };
beforeAll(async () => {
  store = await startTestStore();
  sales = await staffMember(store, 'sales');
});
afterAll(async () => {
  await store.close();
});

async function createKey(
  customer: TestCustomer,
  scopes: string[],
  name = 'Point of sale',
): Promise<z.output<typeof RestCreatedApiKeySchema>> {
  const response = await store.call('POST', 'api-keys', { token: customer.token, body: { name, scopes } });
  expect(response.statusCode, response.body).toBe(200);
  return answerSchema(API_KEYS.createApiKey).parse(response.json()).data;
}

const NJ = 31;
const anyString: unknown = expect.any(String);

describe('a buyer makes an API key', () => {
  it('answers the secret once, keeps only its hash and lists the key by name, prefix and scopes', async () => {
    const customer = await store.customer();
    const response = await store.call('POST', 'api-keys', {
      token: customer.token,
      body: { name: '  Till system ', scopes: ['orders:read', 'catalog:read'] },
    });
    expect(response.statusCode).toBe(200);
    const { data, message } = answerSchema(API_KEYS.createApiKey).parse(response.json());
    expect(message).toBe(M.apiKeyCreatedOk);
    expect(data.secret).toMatch(/^wsk_[A-Za-z0-9_-]{43}$/);
    expect(data.key).toMatchObject({
      name: 'Till system',
      prefix: data.secret.slice(0, API_KEY.prefixLength),
      scopes: ['catalog:read', 'orders:read'],
      last_used_at: null,
      revoked_at: null,
    });
    const stored = await store.db.query<Record<string, unknown>>('SELECT * FROM api_keys WHERE id = $1', [
      data.key.id,
    ]);
    expect(JSON.stringify(stored)).not.toContain(data.secret);

    const list = await store.call('GET', 'api-keys', { token: customer.token });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(data.secret);
    expect(answerSchema(API_KEYS.apiKeys).parse(list.json()).data).toEqual([data.key]);
  });

  it('checks the name, then the scopes, in these words', async () => {
    const customer = await store.customer();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ scopes: ['catalog:read'] }, M.apiKeyName, 'name'],
      [{ name: '   ', scopes: ['catalog:read'] }, M.apiKeyName, 'name'],
      [{ name: 'x'.repeat(61), scopes: ['catalog:read'] }, M.apiKeyNameLength, 'name'],
      [{ name: 'Till' }, M.apiKeyScopes, 'scopes'],
      [{ name: 'Till', scopes: [] }, M.apiKeyScopes, 'scopes'],
      [{ name: 'Till', scopes: ['catalog:read', 'keys:manage'] }, M.apiKeyUnknownScope, 'scopes'],
    ];
    for (const [body, error, field] of cases) {
      const response = await store.call('POST', 'api-keys', { token: customer.token, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toEqual({ error, field, code: 'INVALID' });
    }
    expect((await createKey(customer, ['catalog:read'], 'x'.repeat(60))).key.name).toHaveLength(60);
    const [count] = await store.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM api_keys WHERE customer_id = $1',
      [customer.id],
    );
    expect(count!.n).toBe(1);
  });

  it('refuses an eleventh key in use with LIMIT_REACHED, and takes one again after a revoke', async () => {
    const customer = await store.customer();
    const keys: z.output<typeof RestCreatedApiKeySchema>[] = [];
    for (let n = 1; n <= API_KEY.activeMax; n++)
      keys.push(await createKey(customer, ['catalog:read'], `Key ${n}`));
    const refused = await store.call('POST', 'api-keys', {
      token: customer.token,
      body: { name: 'One more', scopes: ['catalog:read'] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: M.tooManyApiKeys, field: null, code: 'LIMIT_REACHED' });
    await store.call('POST', `api-keys/${keys[0]!.key.id}/revoke`, { token: customer.token });
    await createKey(customer, ['catalog:read'], 'One more');
  });
});

describe('what a key may do', () => {
  it('reads prices with catalog:read, and is refused SCOPE_MISSING without it', async () => {
    const customer = await store.customer();
    const reader = await createKey(customer, ['catalog:read']);
    const items = await store.call('GET', 'items?per_page=2', { token: reader.secret });
    expect(items.statusCode).toBe(200);
    expect(
      items.json<{ data: { data: { sales_price: unknown }[] } }>().data.data[0]!.sales_price,
    ).not.toBeNull();

    const orderer = await createKey(customer, ['orders:write']);
    const refused = await store.call('GET', 'items?per_page=2', { token: orderer.secret });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: M.scopeMissing('catalog:read'),
      code: 'SCOPE_MISSING',
      scope: 'catalog:read',
    });
  });

  it('manages the cart and orders with orders:write only, and reads orders with orders:read only', async () => {
    const customer = await store.customer();
    const reader = await createKey(customer, ['catalog:read', 'orders:read']);
    const writer = await createKey(customer, ['orders:write']);

    const addRefused = await store.call('GET', 'add-to-cart?item_id=1&quantity=1', { token: reader.secret });
    expect(addRefused.statusCode).toBe(403);
    expect(addRefused.json()).toMatchObject({ code: 'SCOPE_MISSING', scope: 'orders:write' });
    const orderRefused = await store.call('POST', 'create-order', {
      token: reader.secret,
      body: { billing_address: orderBilling(NJ) },
    });
    expect(orderRefused.json()).toMatchObject({ code: 'SCOPE_MISSING', scope: 'orders:write' });

    const product = await seedProduct(
      store.db,
      'stock >= 50 AND sales_price_cents >= 2000 AND purchase_limit IS NULL',
    );
    const quantity = Math.ceil(25_000 / product.sales_price_cents);
    const added = await store.call('GET', `add-to-cart?item_id=${product.id}&quantity=${quantity}`, {
      token: writer.secret,
    });
    expect(added.statusCode, added.body).toBe(200);
    const placed = await store.call('POST', 'create-order', {
      token: writer.secret,
      body: { billing_address: orderBilling(NJ, customer.email) },
      headers: { 'idempotency-key': 'key-order-0001' },
    });
    expect(placed.statusCode, placed.body).toBe(200);

    const listRefused = await store.call('GET', 'retrive-orders', { token: writer.secret });
    expect(listRefused.statusCode).toBe(403);
    expect(listRefused.json()).toMatchObject({ code: 'SCOPE_MISSING', scope: 'orders:read' });
    const list = await store.call('GET', 'retrive-orders', { token: reader.secret });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(String(placed.json<{ data: { id: number } }>().data.id));
  });

  it('never manages keys, changes the password or the account details, nor logs out: SESSION_REQUIRED', async () => {
    const customer = await store.customer();
    const { secret } = await createKey(customer, [
      'catalog:read',
      'orders:write',
      'orders:read',
      'webhooks:manage',
    ]);
    const calls: [method: 'GET' | 'POST', path: string, body?: unknown][] = [
      ['GET', 'api-keys'],
      ['POST', 'api-keys', { name: 'Mine now', scopes: ['catalog:read'] }],
      ['POST', 'api-keys/1/revoke'],
      [
        'POST',
        'save-account-details',
        { name: 'A', email: 'a@example.com', company_name: 'C', phone: '2015550100' },
      ],
      ['POST', 'update-billing-address', {}],
      ['GET', 'logout'],
      ['POST', 'wishlist-list'],
    ];
    for (const [method, path, body] of calls) {
      const response = await store.call(method, path, { token: secret, body });
      expect(response.statusCode, path).toBe(403);
      expect(response.json()).toEqual({ error: M.sessionRequired, code: 'SESSION_REQUIRED' });
    }
    const account = await store.call('GET', 'account-details', { token: secret });
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({ data: { email: customer.email } });
  });

  it('records when a key was last used, at most once a minute', async () => {
    const customer = await store.customer();
    const { key, secret } = await createKey(customer, ['catalog:read']);
    await store.call('GET', 'account-details', { token: secret });
    const lastUsed = async () =>
      (
        await store.db.query<{ at: Date | null }>('SELECT last_used_at AS at FROM api_keys WHERE id = $1', [
          key.id,
        ])
      )[0]!.at;
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await store.call('GET', 'account-details', { token: secret });
    expect(await lastUsed()).toEqual(first);
    await store.db.query("UPDATE api_keys SET last_used_at = now() - interval '2 minutes' WHERE id = $1", [
      key.id,
    ]);
    await store.call('GET', 'account-details', { token: secret });
    expect((await lastUsed())!.getTime()).toBeGreaterThan(first!.getTime() - 1);
  });
});

describe('how a key ends', () => {
  it('is refused at once once revoked, and a revoke of another customer’s key finds nothing', async () => {
    const customer = await store.customer();
    const other = await store.customer();
    const { key, secret } = await createKey(customer, ['catalog:read']);
    const foreign = await store.call('POST', `api-keys/${key.id}/revoke`, { token: other.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: M.apiKeyNotFound });

    const revoked = await store.call('POST', `api-keys/${key.id}/revoke`, { token: customer.token });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({
      message: M.apiKeyRevokedOk,
      data: { id: key.id, revoked_at: anyString },
    });
    const refused = await store.call('GET', 'account-details', { token: secret });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Unauthenticated.' });
    expect((await store.call('GET', 'api-keys', { token: customer.token })).json()).toEqual({ data: [] });
  });

  it('outlives a password change, which ends the other sessions', async () => {
    const customer = await store.customer();
    const otherSession = await store.login(customer.email, customer.password);
    const { secret } = await createKey(customer, ['catalog:read']);
    const changed = await store.call('POST', 'save-account-details', {
      token: customer.token,
      body: {
        name: 'Rosa Alvarez',
        email: customer.email,
        company_name: 'Corner Smoke Shop LLC',
        phone: '7325550142',
        password_current: customer.password,
        new_password: 'Next#Pass9',
        new_password_confirmation: 'Next#Pass9',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await store.call('GET', 'account-details', { token: otherSession })).statusCode).toBe(401);
    expect((await store.call('GET', 'items?per_page=1', { token: secret })).statusCode).toBe(200);
  });

  it('ends with a suspension (reactivation does not bring it back) and is refused for an account not approved', async () => {
    const customer = await store.customer();
    const { secret } = await createKey(customer, ['catalog:read']);
    expect(
      (await staffCall(store, 'POST', `customers/${customer.id}/suspend`, { token: sales.token })).statusCode,
    ).toBe(200);
    expect((await store.call('GET', 'items?per_page=1', { token: secret })).statusCode).toBe(401);
    expect(
      (await staffCall(store, 'POST', `customers/${customer.id}/reactivate`, { token: sales.token }))
        .statusCode,
    ).toBe(200);
    expect((await store.call('GET', 'items?per_page=1', { token: secret })).statusCode).toBe(401);

    const pending = await store.customer();
    const second = await createKey(pending, ['catalog:read']);
    await store.db.query("UPDATE customers SET status = 'pending' WHERE id = $1", [pending.id]);
    expect((await store.call('GET', 'account-details', { token: second.secret })).statusCode).toBe(401);
  });
});

describe('staff and a customer’s keys', () => {
  it('lists them on the customer’s page without secrets, and revokes one with an audit entry', async () => {
    const customer = await store.customer();
    const { key, secret } = await createKey(customer, ['catalog:read', 'orders:read'], 'ERP');
    const page = await staffCall(store, 'GET', `customers/${customer.id}`, { token: sales.token });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(secret);
    expect(page.json()).toMatchObject({
      data: {
        api_keys: [{ id: key.id, name: 'ERP', prefix: key.prefix, scopes: ['catalog:read', 'orders:read'] }],
      },
    });

    const revoked = await staffCall(store, 'POST', `customers/${customer.id}/api-keys/${key.id}/revoke`, {
      token: sales.token,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({
      data: {
        api_keys: [],
        audit: [
          {
            action: 'customer.api_key.revoke',
            staff: { id: sales.id },
            before: { api_key: { id: key.id, name: 'ERP', prefix: key.prefix } },
            after: { api_key: { id: key.id, revoked: true } },
          },
        ],
      },
    });
    expect((await store.call('GET', 'account-details', { token: secret })).statusCode).toBe(401);
    const again = await staffCall(store, 'POST', `customers/${customer.id}/api-keys/${key.id}/revoke`, {
      token: sales.token,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'No API key with this id.', code: 'NOT_FOUND' });
  });
});
