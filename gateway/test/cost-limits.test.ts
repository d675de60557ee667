import { createHash, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { messages as M } from '@storefront/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { COST_LIMITS, DEFAULT_LIST_SIZE } from '../src/operation-cost.js';
import type { GatewayOptions } from '../src/server.js';
import { TOKENS } from './support/contract.js';
import { useContractStoreWithGateways } from './support/contract-gateway.js';
import { graphql, type CallOptions, type GraphQLResponse, type RunningGateway } from './support/gateway.js';
import { webOperationCosts } from './support/web-operation-costs.js';

// A real Redis for the shared-budget test: .ci/run starts one and sets TEST_REDIS_URL; without it that test is skipped.
const REDIS_URL = process.env.TEST_REDIS_URL ?? '';

const setup = useContractStoreWithGateways();
/** A budget of 100 a minute: five of the 20-point query below. */
const BUDGET = 100;
const small = (env: Record<string, string> = {}, options: GatewayOptions = {}) =>
  setup.gateway(env, { rateLimits: { operationCost: { points: BUDGET, durationSeconds: 60 } }, ...options });

// The category tree (a list: DEFAULT_LIST_SIZE) with each one's brands (another list): 10 x (1 + 10 x 1) = 110.
const TREE = '{ categories { id brands { id } } }';
const TREE_COST = DEFAULT_LIST_SIZE * (1 + DEFAULT_LIST_SIZE);
// The categories alone: 10.
const CATEGORIES = '{ categories { id slug } }';

interface Cost {
  requested: number;
  maximum: number;
  limit: number;
  remaining: number;
  resetSeconds: number;
}

const costOf = (response: GraphQLResponse) => response.cost as unknown as Cost;
/** The RateLimit field's remaining quota and reset (draft-ietf-httpapi-ratelimit-headers: `"cost";r=..;t=..`). */
function rateLimitField(response: GraphQLResponse): { remaining: number; reset: number } {
  const match = /^"cost";r=(\d+);t=(\d+)$/.exec(response.headers.get('ratelimit') ?? '');
  expect(match, `RateLimit: ${response.headers.get('ratelimit')}`).not.toBeNull();
  return { remaining: Number(match?.[1]), reset: Number(match?.[2]) };
}

async function spendAll(gw: RunningGateway, options: CallOptions = {}): Promise<GraphQLResponse> {
  let response = await graphql(gw.url, CATEGORIES, {}, options);
  for (let n = 0; n < BUDGET / 10 && response.status === 200; n += 1) {
    response = await graphql(gw.url, CATEGORIES, {}, options);
  }
  return response;
}

function expectBudgetSpent(response: GraphQLResponse): void {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.body.errors?.[0]).toMatchObject({
    message: M.costBudgetSpent(retryAfter),
    extensions: { code: 'RATE_LIMITED', retryAfterSeconds: retryAfter },
  });
  expect(response.body.data).toBeUndefined();
}

describe('the cost of an operation, in every answer', () => {
  it('carries RateLimit-Policy, RateLimit and extensions.cost, the remaining budget going down by each cost', async () => {
    const gw = await setup.gateway();
    const first = await graphql(gw.url, TREE);
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-policy')).toBe(`"cost";q=${COST_LIMITS.budgetPerMinute};w=60`);
    expect(costOf(first)).toEqual({
      requested: TREE_COST,
      maximum: COST_LIMITS.maxOperationCost,
      limit: COST_LIMITS.budgetPerMinute,
      remaining: COST_LIMITS.budgetPerMinute - TREE_COST,
      resetSeconds: expect.any(Number) as number,
    });
    expect(rateLimitField(first).remaining).toBe(COST_LIMITS.budgetPerMinute - TREE_COST);
    const second = await graphql(gw.url, CATEGORIES);
    expect(costOf(second)).toMatchObject({
      requested: 10,
      remaining: COST_LIMITS.budgetPerMinute - TREE_COST - 10,
    });
    expect(rateLimitField(second).remaining).toBe(COST_LIMITS.budgetPerMinute - TREE_COST - 10);
    expect(rateLimitField(second).reset).toBeGreaterThan(0);
    expect(rateLimitField(second).reset).toBeLessThanOrEqual(60);
  });

  it('counts the page size and the ids an operation asks for, from its variables', async () => {
    const gw = await setup.gateway();
    const page = (perPage: number) =>
      graphql(gw.url, 'query P($n: Int) { products(perPage: $n) { total items { id name } } }', {
        n: perPage,
      });
    // perPage x (the page's item + its `items` entry): the scalars cost nothing.
    expect(costOf(await page(12)).requested).toBe(24);
    expect(costOf(await page(48)).requested).toBe(96);
    const ids = Array.from({ length: 20 }, (_, index) => String(index + 1));
    const viewed = await graphql(gw.url, 'query R($ids: [ID!]!) { recentlyViewed(ids: $ids) { id } }', {
      ids,
    });
    expect(costOf(viewed).requested).toBe(20);
    // The same documents again, with other variables: each cost is its own, not the one remembered before.
    expect(costOf(await page(12)).requested).toBe(24);
    const three = await graphql(gw.url, 'query R($ids: [ID!]!) { recentlyViewed(ids: $ids) { id } }', {
      ids: ['1', '2', '3'],
    });
    expect(costOf(three).requested).toBe(3);
  });

  it('costs introspection nothing, so that Apollo Sandbox polling the schema spends no budget', async () => {
    const gw = await setup.gateway();
    const response = await graphql(gw.url, '{ __schema { types { name fields { name } } } }');
    expect(costOf(response)).toMatchObject({ requested: 0, remaining: COST_LIMITS.budgetPerMinute });
  });

  it('tells the remaining budget on an answer refused before execution, unchanged', async () => {
    const gw = await setup.gateway();
    await graphql(gw.url, CATEGORIES);
    const response = await graphql(gw.url, '{ categories { nam } }');
    expect(response.status).toBe(400);
    expect(rateLimitField(response).remaining).toBe(COST_LIMITS.budgetPerMinute - 10);
    expect(costOf(response)).toMatchObject({ requested: 0, remaining: COST_LIMITS.budgetPerMinute - 10 });
  });

  it('keeps every operation of the web app and the staff screens far below the most one operation may cost', () => {
    const costs = webOperationCosts();
    expect(costs.length).toBeGreaterThan(70);
    for (const { operation, cost } of costs) {
      expect(cost, operation).toBeGreaterThan(0);
      expect(cost, operation).toBeLessThanOrEqual(COST_LIMITS.maxOperationCost / 2);
    }
    // The heaviest page (home) may be loaded twenty times in one minute before a browser meets the budget.
    const heaviest = Math.max(...costs.map((row) => row.cost));
    expect(heaviest * 20).toBeLessThanOrEqual(COST_LIMITS.budgetPerMinute);
  });
});

describe('the budget per minute', () => {
  it('answers 429 with Retry-After and RATE_LIMITED once spent, before any upstream call', async () => {
    const gw = await small();
    const refused = await spendAll(gw);
    expectBudgetSpent(refused);
    expect(rateLimitField(refused).remaining).toBe(0);
    setup.store.reset();
    expectBudgetSpent(await graphql(gw.url, CATEGORIES));
    expect(setup.store.calls).toHaveLength(0);
  });

  it('refuses an operation that costs more than what is left, while a cheaper one still fits', async () => {
    const gw = await small();
    expect((await graphql(gw.url, CATEGORIES)).status).toBe(200);
    // 110 is more than the 90 left (and more than the whole budget).
    expectBudgetSpent(await graphql(gw.url, TREE));
  });

  it("keeps each session's budget apart: another buyer's token still has all of its own", async () => {
    const gw = await small();
    expectBudgetSpent(await spendAll(gw, { token: TOKENS.alice }));
    const bob = await graphql(gw.url, CATEGORIES, {}, { token: TOKENS.bob });
    expect(bob.status).toBe(200);
    expect(costOf(bob).remaining).toBe(BUDGET - 10);
    // The session cookie carries the same token as the header: one budget.
    expectBudgetSpent(
      await graphql(gw.url, CATEGORIES, {}, { cookie: `storefront_session=${TOKENS.alice}` }),
    );
    // An anonymous caller from the same address has a budget of its own.
    expect((await graphql(gw.url, CATEGORIES)).status).toBe(200);
  });

  it('counts anonymous callers per client address', async () => {
    const gw = await small({ TRUST_PROXY: 'loopback' });
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    expectBudgetSpent(await spendAll(gw, from('203.0.113.7')));
    const other = await graphql(gw.url, CATEGORIES, {}, from('203.0.113.8'));
    expect(other.status).toBe(200);
    expect(costOf(other).remaining).toBe(BUDGET - 10);
  });

  it('keeps the per-address limits of the guarded mutations beside it', async () => {
    const gw = await setup.gateway(
      {},
      { rateLimits: { sendContactMessage: { points: 1, durationSeconds: 600 } } },
    );
    const contact = () =>
      graphql(
        gw.url,
        'mutation C($input: ContactMessageInput!) { sendContactMessage(input: $input) { accepted } }',
        { input: { name: 'Ann', email: 'ann@shop.example', subject: 'Hello' } },
      );
    expect((await contact()).body.errors).toBeUndefined();
    const refused = await contact();
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(costOf(refused).requested).toBeGreaterThan(0);
  });
});

describe('the budget in a real Redis (TEST_REDIS_URL)', () => {
  const prefix = `test-cost-${randomUUID()}`;
  let redis: Redis | undefined;
  afterAll(async () => {
    if (!redis) return;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it.skipIf(!REDIS_URL)('is shared by every gateway, and keeps only a hash of the token', async () => {
    redis = new Redis(REDIS_URL);
    const options = { rateLimitKeyPrefix: prefix };
    const first = await small({ REDIS_URL }, options);
    const second = await small({ REDIS_URL }, options);
    for (let n = 0; n < BUDGET / 20; n += 1) {
      const gw = n % 2 === 0 ? first : second;
      expect((await graphql(gw.url, CATEGORIES, {}, { token: TOKENS.carol })).status).toBe(200);
      expect((await graphql(gw.url, CATEGORIES, {}, { token: TOKENS.carol })).status).toBe(200);
    }
    expectBudgetSpent(await graphql(second.url, CATEGORIES, {}, { token: TOKENS.carol }));
    const keys = await redis.keys(`${prefix}*`);
    const hash = createHash('sha256').update(TOKENS.carol).digest('hex');
    expect(keys).toContain(`${prefix}:operationCost:buyer:token:${hash}`);
    expect(keys.join(' ')).not.toContain(TOKENS.carol);
  });
});
