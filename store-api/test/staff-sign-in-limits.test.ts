import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import { PASSWORD, startTestStore, type TestStore } from './helpers.js';
import { staffCall, staffMember } from './staff-helpers.js';

/** The default limits: staff sign-in's own (5 per account at one address, 20 per address, 50 per account). */
let store: TestStore;
/** Buyers may fail twice per address: staff sign-ins from that address must not notice. */
let strictForBuyers: TestStore;
beforeAll(async () => {
  [store, strictForBuyers] = await Promise.all([
    startTestStore(),
    startTestStore({ loginMaxFailures: 2, loginAddressMaxFailures: 2, loginAccountMaxFailures: 2 }),
  ]);
});
afterAll(async () => {
  await Promise.all([store.close(), strictForBuyers.close()]);
});

function signIn(on: TestStore, email: string, password: string, address: string) {
  return staffCall(on, 'POST', 'login', {
    body: { email, password },
    headers: { 'x-forwarded-for': address },
  });
}

function statuses(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}

describe('a burst of wrong staff sign-ins', () => {
  it('lets the member sign in from their own address within a second (or six times a sign-in alone) while 60 wrong passwords for them arrive at once from another', async () => {
    const member = await staffMember(store, 'admin');
    const alone = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await signIn(store, member.email, PASSWORD, '192.0.2.69');
      alone.push((performance.now() - started) / 1000);
    }
    const burst = Array.from({ length: 60 }, (_, i) =>
      signIn(store, member.email, `Wrong#${i}`, '203.0.113.70'),
    );
    const started = performance.now();
    const right = await signIn(store, member.email, PASSWORD, '192.0.2.70');
    const seconds = (performance.now() - started) / 1000;
    const wrong = await Promise.all(burst);

    expect(right.statusCode, right.body).toBe(200);
    // Alone it takes ~0.1 s. Before the sign-ins of one address went one at a time it took 12 to 16 times that
    // (1.2 s on PostgreSQL, 2.3 s on PGlite); now 2 to 4 times. A busy machine slows both alike.
    expect(seconds).toBeLessThan(Math.max(1, 6 * Math.max(...alone)));
    // Five are checked (the staff limit per account at one address); the rest are refused unchecked.
    expect(statuses(wrong)).toEqual({ 422: 5, 429: 55 });
    const refused = wrong.find((r) => r.statusCode === 429)!;
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many failed login attempts\./);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('staff sign-in limits', () => {
  it('refuses a member at one address after 5 wrong passwords there, and lets them in from another', async () => {
    const member = await staffMember(store, 'sales');
    const attempts = [];
    for (let i = 0; i < 6; i++)
      attempts.push((await signIn(store, member.email, 'Wrong#1', '203.0.113.71')).statusCode);
    expect(attempts).toEqual([422, 422, 422, 422, 422, 429]);
    const refused = await signIn(store, member.email, PASSWORD, '203.0.113.71');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(
      M.tooManyLogins(Math.ceil(Number(refused.headers['retry-after']) / 60)),
    );
    expect((await signIn(store, member.email, PASSWORD, '192.0.2.71')).statusCode).toBe(200);
  });

  it('counts staff sign-ins apart from the buyers’ logins of the same address', async () => {
    const member = await staffMember(strictForBuyers, 'warehouse');
    const customer = await strictForBuyers.customer();
    const address = '203.0.113.72';
    for (let i = 0; i < 3; i++)
      await strictForBuyers.call('POST', 'login', {
        body: { email: customer.email, password: 'Wrong#1234' },
        headers: { 'x-forwarded-for': address },
      });
    const buyer = await strictForBuyers.call('POST', 'login', {
      body: { email: customer.email, password: customer.password },
      headers: { 'x-forwarded-for': address },
    });
    expect(buyer.statusCode).toBe(429);
    expect((await signIn(strictForBuyers, member.email, 'Wrong#1', address)).statusCode).toBe(422);
    expect((await signIn(strictForBuyers, member.email, PASSWORD, address)).statusCode).toBe(200);
  });
});
