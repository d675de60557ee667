import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import { startTestStore, type TestCustomer, type TestStore } from './helpers.js';

/** The default limits: 10 per account at one address, 100 per address, 100 per account an hour. */
let store: TestStore;
/** Small limits, so each rule is reached in a few requests: 3 per account at one address, 5 per address, 6 per account. */
let small: TestStore;
beforeAll(async () => {
  [store, small] = await Promise.all([
    startTestStore(),
    startTestStore({ loginMaxFailures: 3, loginAddressMaxFailures: 5, loginAccountMaxFailures: 6 }),
  ]);
});
afterAll(async () => {
  await Promise.all([store.close(), small.close()]);
});

function login(on: TestStore, email: string, password: string, address: string) {
  return on.call('POST', 'login', { body: { email, password }, headers: { 'x-forwarded-for': address } });
}

function statuses(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}

function expectThrottled(response: LightMyRequestResponse, maxSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json<{ message: string }>().message).toMatch(
    /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/,
  );
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(response.json<{ message: string }>().message).toBe(M.tooManyLogins(Math.ceil(retryAfter / 60)));
}

describe('parallel login attempts', () => {
  it('checks at most 10 of 50 parallel wrong passwords for one account, and refuses the right one while the limit holds', async () => {
    const customer = await store.customer();
    const address = '203.0.113.50';
    let right: Promise<LightMyRequestResponse> | undefined;
    const wrong = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login(store, customer.email, `Wrong#${1000 + i}`, address).then((response) => {
          // The right password, sent among the others once the limit is known to hold.
          if (response.statusCode === 429) right ??= login(store, customer.email, customer.password, address);
          return response;
        }),
      ),
    );
    // 422 means the password was checked; 429 means it was refused unchecked.
    expect(statuses(wrong)).toEqual({ 422: 10, 429: 40 });
    expect(right).toBeDefined();
    expectThrottled(await right!, 15 * 60);
  });

  it('counts parallel failures of many accounts at many addresses without failing any request', async () => {
    const customers = await Promise.all(Array.from({ length: 5 }, () => store.customer()));
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login(store, customers[i % 5]!.email, 'Wrong#1234', `198.18.0.${Math.floor(i / 5) % 5}`),
      ),
    );
    expect(statuses(responses)).toEqual({ 422: 50 });
  });
});

describe('login throttling rules', () => {
  it('lets the owner log in from their address after a stranger’s failures elsewhere, and keeps refusing the stranger', async () => {
    const owner = await small.customer();
    const stranger = '203.0.113.66';
    const attempts = [];
    for (let i = 0; i < 5; i++) attempts.push(await login(small, owner.email, 'Guess#1234', stranger));
    expect(attempts.map((r) => r.statusCode)).toEqual([422, 422, 422, 429, 429]);

    expect((await login(small, owner.email, owner.password, '192.0.2.10')).statusCode).toBe(200);
    expectThrottled(await login(small, owner.email, owner.password, stranger), 15 * 60);
  });

  it('refuses an account at one address after 3 failures there, even with the right password, and not other accounts', async () => {
    const customer = await small.customer();
    const other = await small.customer();
    const address = '203.0.113.70';
    for (let i = 0; i < 3; i++) {
      expect((await login(small, customer.email, 'Wrong#1234', address)).statusCode).toBe(422);
    }
    expectThrottled(await login(small, customer.email, customer.password, address), 15 * 60);
    expect((await login(small, other.email, other.password, address)).statusCode).toBe(200);
  });

  it('counts failures with the username and with the e-mail address against the same account', async () => {
    const customer = await small.customer({ username: 'Twonames01' });
    const address = '203.0.113.71';
    expect((await login(small, 'twonames01', 'Wrong#1234', address)).statusCode).toBe(422);
    expect((await login(small, customer.email, 'Wrong#1234', address)).statusCode).toBe(422);
    expect((await login(small, 'TWONAMES01', 'Wrong#1234', address)).statusCode).toBe(422);
    expectThrottled(await login(small, customer.email, customer.password, address), 15 * 60);
    expectThrottled(await login(small, 'Twonames01', customer.password, address), 15 * 60);
  });

  it('limits one client address across accounts, and not other addresses', async () => {
    const customer = await small.customer();
    const address = '198.51.100.7';
    for (let i = 0; i < 5; i++) {
      expect((await login(small, `guess${i}@example.com`, 'Wrong#1234', address)).statusCode).toBe(422);
    }
    expectThrottled(await login(small, customer.email, customer.password, address), 15 * 60);
    expect((await login(small, customer.email, customer.password, '198.51.100.8')).statusCode).toBe(200);
  });

  it('stops guesses at one account from many addresses at the account-wide ceiling, for up to an hour', async () => {
    const customer = await small.customer();
    for (let i = 0; i < 6; i++) {
      const response = await login(small, customer.email, 'Wrong#1234', `192.0.2.${100 + Math.floor(i / 2)}`);
      expect(response.statusCode).toBe(422);
    }
    const locked = await login(small, customer.email, customer.password, '192.0.2.150');
    expectThrottled(locked, 60 * 60);
    // Longer than the per-address window: this is the hour-long ceiling.
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(15 * 60);
  });

  it('forgets an account’s failures at an address after a successful login there', async () => {
    const customer = await small.customer();
    const address = '192.0.2.44';
    for (let i = 0; i < 2; i++) await login(small, customer.email, 'Wrong#1234', address);
    expect((await login(small, customer.email, customer.password, address)).statusCode).toBe(200);
    const again = [];
    for (let i = 0; i < 4; i++) again.push(await login(small, customer.email, 'Wrong#1234', address));
    expect(again.map((r) => r.statusCode)).toEqual([422, 422, 422, 429]);
  });

  it('lets the account try again when the window has passed', async () => {
    const customer = await small.customer();
    const address = '192.0.2.77';
    for (let i = 0; i < 3; i++) await login(small, customer.email, 'Wrong#1234', address);
    expect((await login(small, customer.email, customer.password, address)).statusCode).toBe(429);
    await small.db.query(
      "UPDATE login_attempts SET expires_at = now() - interval '1 second' WHERE email = $1",
      [customer.email],
    );
    expect((await login(small, customer.email, customer.password, address)).statusCode).toBe(200);
  });
});

describe('the current password of a password change', () => {
  function changePassword(customer: TestCustomer, current: string, address: string) {
    return small.call('POST', 'save-account-details', {
      token: customer.token,
      headers: { 'x-forwarded-for': address },
      body: {
        name: 'Guesser',
        company_name: 'Guess LLC',
        email: customer.email,
        phone: '2015550100',
        password_current: current,
        new_password: 'Taken#Over1',
        new_password_confirmation: 'Taken#Over1',
      },
    });
  }

  it('is checked under the login limits, so a stolen session cannot guess the password, and changes nothing when refused', async () => {
    const customer = await small.customer();
    const address = '203.0.113.90';
    const attempts = [];
    for (let i = 0; i < 4; i++) attempts.push(await changePassword(customer, `Guess#${1000 + i}`, address));
    expect(attempts.map((r) => r.statusCode)).toEqual([422, 422, 422, 429]);
    expect(attempts[0]!.json()).toEqual({
      error: M.currentPasswordWrong,
      field: 'password_current',
      code: 'WRONG_PASSWORD',
    });
    expectThrottled(await changePassword(customer, customer.password, address), 15 * 60);
    // The login from that address is refused too: it is the same count.
    expectThrottled(await login(small, customer.email, customer.password, address), 15 * 60);
    expect((await login(small, customer.email, customer.password, '192.0.2.91')).statusCode).toBe(200);
  });
});
