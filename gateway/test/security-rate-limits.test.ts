import { createHash, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS, type RateLimitName } from '../src/rate-limits.js';
import type { GatewayOptions } from '../src/server.js';
import { TOKENS } from './support/contract.js';
import { useContractStoreWithGateways } from './support/contract-gateway.js';
import { graphql, type GraphQLResponse, type RunningGateway } from './support/gateway.js';

// A real Redis for the shared-count test: .ci/run starts one and sets TEST_REDIS_URL; without it that test is skipped.
const REDIS_URL = process.env.TEST_REDIS_URL ?? '';

const setup = useContractStoreWithGateways();
const gateway = (env: Record<string, string> = {}, options: GatewayOptions = {}) =>
  setup.gateway(env, options);

const contact = (gw: RunningGateway, subject = 'Hello') =>
  graphql(
    gw.url,
    'mutation C($input: ContactMessageInput!) { sendContactMessage(input: $input) { accepted } }',
    { input: { name: 'Ann', email: 'ann@shop.example', subject } },
  );

function expectRateLimited(response: GraphQLResponse, durationSeconds: number): void {
  const error = response.body.errors?.[0];
  expect(error?.extensions?.code).toBe('RATE_LIMITED');
  expect(error?.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  const retryAfter = error?.extensions?.retryAfterSeconds as number;
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(durationSeconds);
}

const CALLS: Record<
  string,
  { query: string; variables: (n: number) => Record<string, unknown>; route: string; token?: string }
> = {
  login: {
    query: 'mutation L($email: String!) { login(email: $email, password: "Wrong#123") { token } }',
    variables: (n) => ({ email: `buyer${n}@shop.example` }),
    route: 'login',
  },
  register: {
    query:
      'mutation R($input: RegisterInput!) { register(input: $input) { userErrors { code field message } } }',
    variables: (n) => ({
      input: {
        name: 'Ann',
        email: `ann${n}@shop.example`,
        password: 'Secret#123',
        companyName: 'Ann LLC',
        address: '1 Main St',
        city: 'Newark',
        countryId: '1',
        stateId: '31',
        postcode: '07102',
        phone: '2015550100',
        tobaccoLicenseNumber: 'TOB-1',
        membershipCategoryId: '2',
      },
    }),
    route: 'register',
  },
  requestPasswordReset: {
    query: 'mutation P($email: String!) { requestPasswordReset(email: $email) { accepted } }',
    variables: (n) => ({ email: `buyer${n}@shop.example` }),
    route: 'lost-password',
  },
  resetPassword: {
    query: 'mutation P($input: ResetPasswordInput!) { resetPassword(input: $input) { accepted } }',
    variables: () => ({
      input: {
        email: 'ann@shop.example',
        token: 'a'.repeat(40),
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
      },
    }),
    route: 'reset-password',
  },
  sendContactMessage: {
    query: 'mutation C($input: ContactMessageInput!) { sendContactMessage(input: $input) { accepted } }',
    variables: (n) => ({ input: { name: 'Ann', email: 'ann@shop.example', subject: `Hello ${n}` } }),
    route: 'send-contact-message',
  },
  createAccount: {
    query: 'mutation A($input: CreateAccountInput!) { createAccount(input: $input) { accepted } }',
    variables: () => ({
      input: {
        token: 'good-link-token',
        username: 'annbuyer',
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
      },
    }),
    route: 'register-customer',
  },
  verifyAccountLink: {
    query: 'mutation V { verifyAccountLink(token: "good-link-token") { accountLink { customerId } } }',
    variables: () => ({}),
    route: 'verify-link',
  },
  uploadCertificateRenewal: {
    // Without a file store-api refuses it; the limit counts every call all the same.
    query:
      'mutation U { uploadCertificateRenewal(input: { kind: TAX, expiresOn: "2030-01-31" }) { userErrors { code } } }',
    variables: () => ({}),
    route: 'certificate-renewals',
    token: TOKENS.alice,
  },
};

describe('mutations that mail or check secrets are rate limited per address', () => {
  it.each(Object.keys(CALLS) as RateLimitName[])(
    '%s: the call after the limit is RATE_LIMITED and never reaches the store',
    async (name) => {
      const { points, durationSeconds } = RATE_LIMITS[name];
      const call = CALLS[name]!;
      const gw = await gateway();
      for (let n = 0; n < points; n += 1) {
        const response = await graphql(gw.url, call.query, call.variables(n), { token: call.token });
        expect(response.body.errors?.[0]?.extensions?.code).not.toBe('RATE_LIMITED');
      }
      const before = setup.store.calls.length;
      const refused = await graphql(gw.url, call.query, call.variables(points), { token: call.token });
      expectRateLimited(refused, durationSeconds);
      expect(setup.store.calls.length).toBe(before);
      expect(setup.store.callsTo(call.route).length).toBeGreaterThan(0);
    },
  );

  it('sends at most three reset mails an hour to one e-mail address, whoever asks', async () => {
    const gw = await gateway();
    const ask = () =>
      graphql(gw.url, 'mutation { requestPasswordReset(email: " Ann@Shop.example") { accepted } }');
    for (let n = 0; n < RATE_LIMITS.requestPasswordResetPerEmail.points; n += 1) {
      expect((await ask()).body.errors).toBeUndefined();
    }
    expectRateLimited(await ask(), RATE_LIMITS.requestPasswordResetPerEmail.durationSeconds);
    expect(setup.store.callsTo('lost-password')).toHaveLength(3);
  });

  it('counts each address on its own: another gateway process starts afresh without Redis', async () => {
    const first = await gateway();
    for (let n = 0; n < RATE_LIMITS.sendContactMessage.points; n += 1) await contact(first);
    expectRateLimited(await contact(first), RATE_LIMITS.sendContactMessage.durationSeconds);
    const second = await gateway();
    expect((await contact(second)).body.errors).toBeUndefined();
  });
});

describe('one guarded mutation per request', () => {
  it.each([
    [
      'two aliased contact messages',
      `mutation {
        a: sendContactMessage(input: { name: "A", email: "a@shop.example", subject: "1" }) { accepted }
        b: sendContactMessage(input: { name: "A", email: "a@shop.example", subject: "2" }) { accepted }
      }`,
    ],
    [
      'fifteen aliased password resets',
      `mutation { ${Array.from({ length: 15 }, (_, n) => `r${n}: requestPasswordReset(email: "victim@shop.example") { accepted }`).join(' ')} }`,
    ],
    [
      'a login and a registration link check',
      'mutation { login(email: "a@shop.example", password: "x") { token } verifyAccountLink(token: "t") { accountLink { customerId } } }',
    ],
    [
      'a second one hidden in a fragment',
      `mutation { requestPasswordReset(email: "a@shop.example") { accepted } ...More }
       fragment More on Mutation { again: requestPasswordReset(email: "a@shop.example") { accepted } }`,
    ],
  ])('refuses %s at validation, sending nothing', async (_, query) => {
    const gw = await gateway();
    const response = await graphql(gw.url, query);
    expect(response.status).toBe(400);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors?.[0]).toMatchObject({
      message:
        'A request may carry at most one of login, register, verifyAccountLink, createAccount, requestPasswordReset, resetPassword, sendContactMessage, uploadCertificateRenewal.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(setup.store.calls).toHaveLength(0);
  });

  it('lets one guarded mutation travel with others', async () => {
    const gw = await gateway();
    const response = await graphql(
      gw.url,
      'mutation { logout { accepted } sendContactMessage(input: { name: "A", email: "a@shop.example", subject: "1" }) { accepted } }',
    );
    expect(response.body.errors).toBeUndefined();
    expect(setup.store.callsTo('send-contact-message')).toHaveLength(1);
  });
});

describe('limits shared through Redis (REDIS_URL)', () => {
  const prefix = `test-rate-limit-${randomUUID()}`;

  afterAll(async () => {
    if (!REDIS_URL) return;
    const redis = new Redis(REDIS_URL, { lazyConnect: true });
    await redis.connect();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it.skipIf(!REDIS_URL)('counts the calls of two gateway instances together', async () => {
    const options = { rateLimitKeyPrefix: prefix };
    const a = await gateway({ REDIS_URL }, options);
    const b = await gateway({ REDIS_URL }, options);
    for (const gw of [a, a, a, b, b]) expect((await contact(gw)).body.errors).toBeUndefined();
    expectRateLimited(await contact(b), RATE_LIMITS.sendContactMessage.durationSeconds);
    expectRateLimited(await contact(a), RATE_LIMITS.sendContactMessage.durationSeconds);
    expect(setup.store.callsTo('send-contact-message')).toHaveLength(5);
  });

  it('keeps answering, counting in memory, when Redis cannot be reached', async () => {
    const gw = await gateway({ REDIS_URL: 'redis://127.0.0.1:1' }, { rateLimitKeyPrefix: prefix });
    for (let n = 0; n < RATE_LIMITS.sendContactMessage.points; n += 1) {
      expect((await contact(gw)).body.errors).toBeUndefined();
    }
    expectRateLimited(await contact(gw), RATE_LIMITS.sendContactMessage.durationSeconds);
    expect(gw.logs.some((line) => /^Redis unavailable: .* rate limits count in memory/.test(line.msg))).toBe(
      true,
    );
  });
});

describe('new automatic persisted queries are counted per address', () => {
  const queryNumbered = (n: number) => `query Categories${n} { categories { slug } }`;
  const send = (gw: RunningGateway, query: string, withQuery: boolean) =>
    fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...(withQuery ? { query } : {}),
        extensions: {
          persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') },
        },
      }),
    });

  it('refuses a registration over the limit with 429, RATE_LIMITED and Retry-After, and still serves known hashes', async () => {
    const gw = await gateway(
      {},
      { rateLimits: { registerPersistedQuery: { points: 3, durationSeconds: 3600 } } },
    );
    for (let n = 0; n < 3; n += 1) expect((await send(gw, queryNumbered(n), true)).status).toBe(200);
    const before = setup.store.calls.length;

    const refused = await send(gw, queryNumbered(3), true);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    const body = (await refused.json()) as GraphQLResponse['body'];
    expect(body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(body.errors?.[0]?.message).toBe(
      'Too many new persisted queries. Send known ones by hash, or try again in 60 minutes.',
    );
    expect(setup.store.calls.length).toBe(before);
    // Never registered, so unknown by hash; the ones registered before the limit are served by hash.
    const unknown = (await (await send(gw, queryNumbered(3), false)).json()) as GraphQLResponse['body'];
    expect(unknown.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const known = (await (await send(gw, queryNumbered(0), false)).json()) as GraphQLResponse['body'];
    expect(known.data).toEqual({ categories: expect.any(Array) as unknown });
    // A plain query (no hash) registers nothing and is not counted.
    expect((await graphql(gw.url, queryNumbered(4))).body.errors).toBeUndefined();
  });
});
