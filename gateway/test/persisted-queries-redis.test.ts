import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useContractStoreWithGateways } from './support/contract-gateway.js';
import { fakeRedis, type FakeRedis } from './support/fake-redis.js';
import { withoutCost, type RunningGateway } from './support/gateway.js';

// A real Redis: .ci/run starts one and sets TEST_REDIS_URL; without it those tests are skipped.
const REAL_REDIS_URL = process.env.TEST_REDIS_URL ?? '';
const QUERY = 'query Categories { categories { slug } }';
const HASH = createHash('sha256').update(QUERY).digest('hex');
const CATEGORIES = { categories: [{ slug: 'premium-cigar' }, { slug: 'cigar' }] };
const WARN = 40;

const setup = useContractStoreWithGateways();
const redises: FakeRedis[] = [];
afterEach(async () => {
  await Promise.all(redises.splice(0).map((redis) => redis.close()));
});

interface Answer {
  status: number;
  body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
  ms: number;
}

/** What Apollo Client's persisted-query link sends: the hash alone, then the hash with the query when unknown. */
async function send(gw: RunningGateway, withQuery: boolean): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...(withQuery ? { query: QUERY } : {}),
      operationName: 'Categories',
      extensions: { persistedQuery: { version: 1, sha256Hash: HASH } },
    }),
  });
  return {
    status: response.status,
    // The cost every answer carries is cost-limits.test.ts's to check.
    body: withoutCost((await response.json()) as Answer['body'] & { extensions?: Record<string, unknown> })
      .body,
    ms: performance.now() - started,
  };
}

const byHash = (gw: RunningGateway) => send(gw, false);
const register = (gw: RunningGateway) => send(gw, true);
const codeOf = (answer: Answer) => answer.body.errors?.[0]?.extensions?.code;

describe('automatic persisted queries in a real Redis (TEST_REDIS_URL)', () => {
  const prefix = `test-apq-${randomUUID()}:`;
  let redis: Redis;

  beforeAll(async () => {
    if (!REAL_REDIS_URL) return;
    redis = new Redis(REAL_REDIS_URL, { lazyConnect: true });
    await redis.connect();
  });
  afterAll(async () => {
    if (!REAL_REDIS_URL) return;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it.skipIf(!REAL_REDIS_URL)(
    'serves by hash through a second gateway a query registered through the first',
    async () => {
      const first = await setup.gateway({ REDIS_URL: REAL_REDIS_URL }, { persistedQueryKeyPrefix: prefix });
      const second = await setup.gateway({ REDIS_URL: REAL_REDIS_URL }, { persistedQueryKeyPrefix: prefix });
      expect(codeOf(await byHash(first))).toBe('PERSISTED_QUERY_NOT_FOUND');
      expect(await register(first)).toMatchObject({ status: 200, body: { data: CATEGORIES } });
      expect(await byHash(second)).toMatchObject({ status: 200, body: { data: CATEGORIES } });
      // Kept under the prefix, for a day by default.
      const ttl = await redis.pttl(`${prefix}apq:${HASH}`);
      expect(ttl).toBeGreaterThan(86_000_000);
      expect(ttl).toBeLessThanOrEqual(86_400_000);
    },
  );

  it.skipIf(!REAL_REDIS_URL)(
    'forgets a query after PERSISTED_QUERY_TTL_SECONDS, on every gateway, so the client sends it again',
    async () => {
      const env = { REDIS_URL: REAL_REDIS_URL, PERSISTED_QUERY_TTL_SECONDS: '1' };
      const first = await setup.gateway(env, { persistedQueryKeyPrefix: prefix });
      expect((await register(first)).body).toEqual({ data: CATEGORIES });
      const second = await setup.gateway(env, { persistedQueryKeyPrefix: prefix });
      expect((await byHash(second)).body).toEqual({ data: CATEGORIES });
      await sleep(1200);
      expect(await redis.exists(`${prefix}apq:${HASH}`)).toBe(0);
      expect(codeOf(await byHash(first))).toBe('PERSISTED_QUERY_NOT_FOUND');
      expect(codeOf(await byHash(second))).toBe('PERSISTED_QUERY_NOT_FOUND');
      expect((await register(second)).body).toEqual({ data: CATEGORIES });
      expect((await byHash(first)).body).toEqual({ data: CATEGORIES });
    },
  );
});

describe('automatic persisted queries while Redis is stalled', () => {
  it('answers through the full query within 3 s when Redis accepts connections but never answers, then by hash from memory', async () => {
    const stalled = await fakeRedis('stalled');
    redises.push(stalled);
    const gw = await setup.gateway({ REDIS_URL: stalled.url });
    const unknown = await byHash(gw);
    expect(codeOf(unknown)).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(unknown.ms).toBeLessThan(3000);
    const registered = await register(gw);
    expect(registered).toMatchObject({ status: 200, body: { data: CATEGORIES } });
    expect(registered.ms).toBeLessThan(3000);
    for (let n = 0; n < 5; n += 1) {
      const known = await byHash(gw);
      expect(known).toMatchObject({ status: 200, body: { data: CATEGORIES } });
      expect(known.ms).toBeLessThan(3000);
    }
    // The outage is told once, not once per registration.
    expect(gw.logs.filter((line) => line.level === WARN)).toHaveLength(1);
  });

  it('serves by hash from memory without REDIS_URL', async () => {
    const gw = await setup.gateway({});
    expect(codeOf(await byHash(gw))).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect((await register(gw)).body).toEqual({ data: CATEGORIES });
    expect((await byHash(gw)).body).toEqual({ data: CATEGORIES });
  });
});
