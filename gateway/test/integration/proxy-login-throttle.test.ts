import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startGateway, type RunningGateway } from '../support/gateway.js';
import { PASSWORD, startRealStore, type RealStore } from './real-store.js';

/*
 * The incident behind a load balancer: store-api throttles login failures per account at one client address, and
 * every buyer reached it as the proxy. Here the balancer is this test (on loopback, TRUST_PROXY=loopback), and
 * store-api trusts the gateway beside it (its default TRUST_PROXY=loopback).
 */

let store: RealStore;
let gw: RunningGateway;

beforeAll(async () => {
  store = await startRealStore();
  gw = await startGateway(store.apiUrl, { TRUST_PROXY: 'loopback' });
}, 120_000);
afterAll(async () => {
  await gw?.close();
  await store?.close();
});

const login = (email: string, password: string, forwardedFor: string) =>
  graphql<{ login: { token: string | null; userErrors: { code: string }[] } | null }>(
    gw.url,
    'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token userErrors { code } } }',
    { email, password },
    { headers: { 'x-forwarded-for': forwardedFor } },
  );

describe('login throttling behind a trusted load balancer', () => {
  it("locks out the guesser's address, not the customer logging in from another one", async () => {
    const email = await store.buyer();
    for (let i = 0; i < store.config.loginMaxFailures; i += 1) {
      const guess = await login(email, `Wrong#${i}23`, '203.0.113.66');
      expect(guess.body.data?.login?.userErrors).toEqual([{ code: 'INVALID_CREDENTIALS' }]);
    }
    const oneMore = await login(email, PASSWORD, '203.0.113.66');
    expect(oneMore.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');

    const customer = await login(email, PASSWORD, '198.51.100.7');
    expect(customer.body.errors).toBeUndefined();
    expect(customer.body.data?.login?.token).toEqual(expect.any(String));
  });
});
