import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import { unsubscribeToken } from '../../../store-api/src/services/reorder-reminders.js';
import { SPEC_CUSTOMER, SpecRestDouble } from '../support/spec-rest-double.js';
import { graphql, startGateway, type RunningGateway } from '../support/gateway.js';
import { PASSWORD, startRealStore, type RealStore } from './real-store.js';

/*
 * Reorder reminders through the gateway: on our store-api (in-memory PGlite), and on the REST API as the spec
 * describes it (SpecRestDouble), which has none: there the store says so (NOT_OFFERED, storeFeatures false).
 */

let store: RealStore;
let gw: RunningGateway;
let double: SpecRestDouble;
let specGw: RunningGateway;

const LOGIN =
  'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
const SET =
  'mutation Set($enabled: Boolean!) { setReorderReminders(enabled: $enabled) { enabled userErrors { code field message } } }';
const UNSUBSCRIBE =
  'mutation Off($token: String!) { unsubscribeReorderReminders(token: $token) { enabled userErrors { code field message } } }';
const SETTING = '{ viewer { reorderReminders } storeFeatures { reorderReminders } }';

async function tokenOn(url: string, email: string, password: string): Promise<string> {
  const response = await graphql<{ login: { token: string } }>(url, LOGIN, { email, password });
  return response.body.data!.login.token;
}

beforeAll(async () => {
  [store, double] = await Promise.all([startRealStore(), SpecRestDouble.start()]);
  [gw, specGw] = await Promise.all([startGateway(store.apiUrl), startGateway(double.apiUrl)]);
}, 120_000);
afterAll(async () => {
  await Promise.all([gw?.close(), specGw?.close()]);
  await Promise.all([store?.close(), double?.close()]);
});

/** A logged-in buyer of the store-api backend: their token and customer id. */
async function buyer(): Promise<{ token: string; id: number }> {
  const email = await store.buyer();
  const [row] = await store.db.query<{ id: number }>('SELECT id FROM customers WHERE email = $1', [email]);
  return { token: await tokenOn(gw.url, email, PASSWORD), id: row!.id };
}

describe('reorder reminders on store-api', () => {
  it('are offered and off until the buyer turns them on; turned off again by the same mutation', async () => {
    const { token } = await buyer();
    expect((await graphql(gw.url, SETTING, {}, { token })).body).toEqual({
      data: { viewer: { reorderReminders: false }, storeFeatures: { reorderReminders: true } },
    });
    expect((await graphql(gw.url, SET, { enabled: true }, { token })).body).toEqual({
      data: { setReorderReminders: { enabled: true, userErrors: [] } },
    });
    expect((await graphql(gw.url, SETTING, {}, { token })).body.data).toMatchObject({
      viewer: { reorderReminders: true },
    });
    expect((await graphql(gw.url, SET, { enabled: false }, { token })).body).toEqual({
      data: { setReorderReminders: { enabled: false, userErrors: [] } },
    });
  });

  it('are not offered to a visitor, who cannot change them', async () => {
    expect((await graphql(gw.url, SETTING)).body).toEqual({
      data: { viewer: null, storeFeatures: { reorderReminders: false } },
    });
    const refused = await graphql(gw.url, SET, { enabled: true });
    expect(refused.body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it("turn off without a login from the e-mail's link, and refuse a token the store did not sign", async () => {
    const { token, id } = await buyer();
    await graphql(gw.url, SET, { enabled: true }, { token });
    const link = await unsubscribeToken(store.db, id);

    for (const bad of [`${link.slice(0, -2)}AA`, 'not-a-token']) {
      const refused = await graphql(gw.url, UNSUBSCRIBE, { token: bad });
      expect(refused.body.data, bad).toEqual({
        unsubscribeReorderReminders: {
          enabled: null,
          userErrors: [{ code: 'INVALID', field: ['token'], message: M.reorderRemindersLink }],
        },
      });
    }
    const tooLong = await graphql(gw.url, UNSUBSCRIBE, { token: 'x'.repeat(201) });
    expect(tooLong.body.data).toEqual({
      unsubscribeReorderReminders: {
        enabled: null,
        userErrors: [
          { code: 'INVALID', field: ['token'], message: 'The token must be at most 200 characters.' },
        ],
      },
    });
    expect((await graphql(gw.url, SETTING, {}, { token })).body.data).toMatchObject({
      viewer: { reorderReminders: true },
    });

    expect((await graphql(gw.url, UNSUBSCRIBE, { token: link })).body).toEqual({
      data: { unsubscribeReorderReminders: { enabled: false, userErrors: [] } },
    });
    expect((await graphql(gw.url, SETTING, {}, { token })).body.data).toMatchObject({
      viewer: { reorderReminders: false },
    });
  });
});

describe('reorder reminders on a REST API as the spec describes it', () => {
  it('says the store does not offer them: storeFeatures false, no setting, NOT_OFFERED for the mutations', async () => {
    const password = 'Fresh#Pass1';
    await graphql(
      specGw.url,
      'mutation($input: CreateAccountInput!) { createAccount(input: $input) { accepted } }',
      {
        input: { token: SPEC_CUSTOMER.linkToken, username: 'rosa2025', password, confirmPassword: password },
      },
    );
    const token = await tokenOn(specGw.url, SPEC_CUSTOMER.email, password);

    expect((await graphql(specGw.url, SETTING, {}, { token })).body).toEqual({
      data: { viewer: { reorderReminders: null }, storeFeatures: { reorderReminders: false } },
    });
    for (const [operation, variables] of [
      [SET, { enabled: true }],
      [UNSUBSCRIBE, { token: '1.abc' }],
    ] as const) {
      const response = await graphql(specGw.url, operation, variables, { token });
      expect(response.body.errors?.[0], operation).toMatchObject({
        message: M.notOffered,
        extensions: { code: 'NOT_OFFERED' },
      });
    }
  });
});
