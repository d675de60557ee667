import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG } from '@storefront/contract/rest';
import { HostCapabilities, MISSING_CALL_MEMORY_MS } from '../src/upstream/capabilities.js';
import { startGateway, graphql, type RunningGateway } from './support/gateway.js';
import { SPEC_CUSTOMER, SpecRestDouble } from './support/spec-rest-double.js';

/*
 * On the specification's host (the strict double, which lacks our extra calls) the gateway asks for a missing call
 * of ours once; for a while after, each request goes straight to the spec's calls or to NOT_OFFERED.
 */

let double: SpecRestDouble;
let gateway: RunningGateway;
let token: string;

beforeAll(async () => {
  double = await SpecRestDouble.start();
  gateway = await startGateway(double.apiUrl, { LOG_LEVEL: 'warn' });
  const password = 'Secret#2025';
  const post = (path: string, body: unknown) =>
    fetch(`${double.apiUrl}/customer/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('register-customer', {
    username: 'rosa-capabilities',
    password,
    confirmPassword: password,
    id: 42,
    email_token: SPEC_CUSTOMER.linkToken,
  });
  token = (
    (await (await post('login', { email: SPEC_CUSTOMER.email, password })).json()) as { token: string }
  ).token;
});
afterAll(async () => {
  await gateway?.close();
  await double?.close();
});

/** The REST calls the host received while `ask` ran, by method and path. */
async function callsOf(ask: () => Promise<unknown>): Promise<string[]> {
  const before = double.calls.length;
  await ask();
  return double.calls.slice(before);
}

describe('a host without our extra calls', () => {
  it('is asked for orders/{id} once: the next order(id) reads retrive-orders alone', async () => {
    const order = () => graphql(gateway.url, '{ order(id: "9999") { id } }', {}, { token });
    const first = await callsOf(order);
    const second = await callsOf(order);
    expect(first).toContain('GET orders/9999');
    expect(second).not.toContain('GET orders/9999');
    expect(second.length).toBeGreaterThan(0);
    expect(second.every((call) => call === 'GET retrive-orders')).toBe(true);
    expect(second.length).toBe(first.length - 1);
  });

  it('is asked for item-by-slug once: the next productBySlug searches with the spec calls alone', async () => {
    const bySlug = () => graphql(gateway.url, '{ productBySlug(slug: "no-such-product") { id } }');
    const first = await callsOf(bySlug);
    const second = await callsOf(bySlug);
    expect(first).toContain('GET item-by-slug');
    expect(second).not.toContain('GET item-by-slug');
  });

  it('is asked for items-by-code once: the next productsByCode answers NOT_OFFERED without a call', async () => {
    const byCode = () => graphql(gateway.url, '{ productsByCode(codes: ["A-1"]) { code } }', {}, { token });
    const first = await callsOf(byCode);
    let answer: Awaited<ReturnType<typeof byCode>> | undefined;
    const second = await callsOf(async () => {
      answer = await byCode();
    });
    expect(first).toEqual(['GET items-by-code']);
    expect(second).toEqual([]);
    expect(answer?.body.errors?.[0]?.extensions?.code).toBe('NOT_OFFERED');
  });
});

describe('what the gateway remembers a host lacks', () => {
  it('is forgotten after ten minutes, so a route the host gains is used again', () => {
    let now = 1_000_000;
    const capabilities = new HostCapabilities(MISSING_CALL_MEMORY_MS, () => now);
    capabilities.markMissing(CATALOG.itemsByCode);
    expect(capabilities.lacks(CATALOG.itemsByCode)).toBe(true);
    expect(capabilities.lacks(CATALOG.codeSuggestions)).toBe(false);
    now += MISSING_CALL_MEMORY_MS - 1;
    expect(capabilities.lacks(CATALOG.itemsByCode)).toBe(true);
    now += 1;
    expect(capabilities.lacks(CATALOG.itemsByCode)).toBe(false);
    expect(MISSING_CALL_MEMORY_MS).toBe(10 * 60_000);
  });
});
