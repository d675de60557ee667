import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages as M, WEBHOOKS } from '@storefront/contract';
import { COST_LIMITS } from '../src/operation-cost.js';
import { LIMITS } from '../src/server.js';
import { FakeStore, ok } from './support/fake-store.js';
import { graphql, startGateway, type RunningGateway } from './support/gateway.js';

let store: FakeStore;
let gw: RunningGateway;

beforeAll(async () => {
  store = await FakeStore.start();
  store.customer('GET', 'categories', () => ok([]));
  gw = await startGateway(store.apiUrl, { NODE_ENV: 'production' });
});
afterAll(async () => {
  await gw.close();
  await store.close();
});
beforeEach(() => store.reset());

/** `children { children ... { id } }` with `levels` levels of fields. */
function selection(levels: number): string {
  let fields = 'id';
  for (let level = 1; level < levels; level += 1) fields = `children { ${fields} }`;
  return fields;
}

/** `categories { children { children ... { id } } }` with `levels` levels of fields under `categories`. */
function nested(levels: number): string {
  return `{ categories { ${selection(levels)} } }`;
}

describe('query limits, enforced before any upstream call', () => {
  it(`accepts a query ${LIMITS.maxDepth} levels deep`, async () => {
    const response = await graphql(gw.url, nested(LIMITS.maxDepth - 1));
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
  });

  it(`refuses a query deeper than ${LIMITS.maxDepth} levels`, async () => {
    const response = await graphql(gw.url, nested(LIMITS.maxDepth + 2));
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toMatch(/depth limit/i);
    expect(response.body.errors?.[0]?.extensions?.requestId).toBe(response.headers.get('x-request-id'));
    expect(store.calls).toHaveLength(0);
  });

  it('counts the depth of fields, not of the fragments a query spreads them through', async () => {
    // The same field paths as the two tests above, with the categories' selection moved into a fragment.
    const throughFragment = (levels: number) =>
      `{ categories { ...Levels } } fragment Levels on Category { ${selection(levels)} }`;
    const accepted = await graphql(gw.url, throughFragment(LIMITS.maxDepth - 1));
    expect(accepted.status).toBe(200);
    expect(accepted.body.errors).toBeUndefined();
    const refused = await graphql(gw.url, throughFragment(LIMITS.maxDepth + 2));
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.message).toMatch(/depth limit/i);
  });

  it(`refuses more than ${LIMITS.maxAliases} aliases`, async () => {
    const aliases = Array.from(
      { length: LIMITS.maxAliases + 1 },
      (_, index) => `a${index}: categories { id }`,
    );
    const response = await graphql(gw.url, `{ ${aliases.join(' ')} }`);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toMatch(/aliases/i);
    expect(store.calls).toHaveLength(0);
  });

  it(`accepts ${LIMITS.maxAliases} aliases`, async () => {
    const aliases = Array.from({ length: LIMITS.maxAliases }, (_, index) => `a${index}: productCount`);
    store.customer('GET', 'items', () =>
      ok({ current_page: 1, data: [], last_page: 1, per_page: 1, total: 63 }),
    );
    const response = await graphql(gw.url, `{ ${aliases.join(' ')} }`);
    expect(response.status).toBe(200);
    expect(response.body.data?.a14).toBe(63);
  });

  it('refuses a document with too many tokens', async () => {
    const fields = Array.from({ length: LIMITS.maxTokens }, () => '__typename').join(' ');
    const response = await graphql(gw.url, `{ ${fields} }`);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toMatch(/tokens/i);
    expect(store.calls).toHaveLength(0);
  });

  it('refuses a query whose cost is over the limit, with the code OPERATION_TOO_COSTLY and the cost', async () => {
    // Each alias asks for 48 products with their images: 48 x (1 + 1 + 10 images) = 576; fifteen of them cost 8640.
    const selections = Array.from(
      { length: LIMITS.maxAliases },
      (_, index) => `p${index}: products(perPage: 48) { items { id images { url } } }`,
    );
    const response = await graphql(gw.url, `{ ${selections.join(' ')} }`);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]).toMatchObject({
      message: M.operationTooCostly(8640, COST_LIMITS.maxOperationCost),
      extensions: { code: 'OPERATION_TOO_COSTLY' },
    });
    expect(response.cost).toMatchObject({
      requested: 8640,
      maximum: COST_LIMITS.maxOperationCost,
    });
    expect(store.calls).toHaveLength(0);
  });

  it(`accepts ${LIMITS.maxDirectives} directives and refuses one more`, async () => {
    // Each inline fragment is a location of its own, so one @include on each is valid GraphQL.
    const withDirectives = (count: number) =>
      `{ categories { ${Array.from({ length: count }, () => '... @include(if: true) { id }').join(' ')} } }`;
    const accepted = await graphql(gw.url, withDirectives(LIMITS.maxDirectives));
    expect(accepted.status).toBe(200);
    expect(accepted.body.errors).toBeUndefined();
    store.reset();
    const refused = await graphql(gw.url, withDirectives(LIMITS.maxDirectives + 1));
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.message).toMatch(/directives/i);
    expect(store.calls).toHaveLength(0);
  });

  it("lets Apollo Sandbox's full introspection query through", async () => {
    const response = await graphql(gw.url, getIntrospectionQuery());
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
  });
});

describe('page sizes, refused before any upstream call', () => {
  it.each([
    { name: 'products', max: 48, query: (n: number) => `{ products(perPage: ${n}) { total } }` },
    {
      name: 'searchProducts',
      max: 25,
      query: (n: number) => `{ searchProducts(query: "cigar", perPage: ${n}) { total } }`,
    },
    { name: 'orders', max: 50, query: (n: number) => `{ orders(perPage: ${n}) { total } }` },
    {
      name: 'webhookDeliveries',
      max: WEBHOOKS.deliveriesPerPage.max,
      query: (n: number) => `{ webhookDeliveries(endpointId: "1", perPage: ${n}) { total } }`,
    },
  ])('$name takes $max items a page at most', async ({ query, max }) => {
    const largest = await graphql(gw.url, query(max));
    expect(largest.body.errors?.filter((error) => error.extensions?.field === 'perPage') ?? []).toEqual([]);
    store.reset();
    const refused = await graphql(gw.url, query(max + 1));
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'perPage' });
    expect(store.calls).toHaveLength(0);
  });
});

describe('field suggestions', () => {
  it('are hidden outside development', async () => {
    const response = await graphql(gw.url, '{ categories { nam } }');
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('are shown in development', async () => {
    const dev = await startGateway(store.apiUrl, { NODE_ENV: 'development' });
    try {
      const response = await graphql(dev.url, '{ categories { nam } }');
      expect(response.body.errors?.[0]?.message).toMatch(/Did you mean "name"/);
    } finally {
      await dev.close();
    }
  });
});
