import { describe, expect, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import { graphql } from './support/gateway.js';
import { useContractGateway } from './support/contract-gateway.js';

const setup = useContractGateway({ UPSTREAM_CALLS_PER_OPERATION: '5', CATALOG_CACHE_TTL_MS: '0' });

/** A query that asks for `count` products one by one, each with its own alias. */
function productsOneByOne(count: number): string {
  const fields = Array.from(
    { length: count },
    (_, index) => `p${index + 1}: product(id: "${index + 1}") { id }`,
  );
  return `{ ${fields.join(' ')} }`;
}

describe('the REST calls one GraphQL operation may make', () => {
  it('answers an operation within its budget of upstream calls in full', async () => {
    const response = await graphql(setup.gw.url, productsOneByOne(5));
    expect(response.body.errors).toBeUndefined();
    expect(Object.keys(response.body.data ?? {})).toHaveLength(5);
  });

  it('refuses the calls past the budget with TOO_MANY_UPSTREAM_CALLS before they reach the store', async () => {
    const response = await graphql<Record<string, { id: string } | null>>(setup.gw.url, productsOneByOne(8));
    const answered = Object.values(response.body.data ?? {}).filter((product) => product !== null);
    expect(answered).toHaveLength(5);
    expect(response.body.errors).toHaveLength(3);
    for (const error of response.body.errors ?? []) {
      expect(error).toMatchObject({
        message: M.tooManyUpstreamCalls,
        extensions: { code: 'TOO_MANY_UPSTREAM_CALLS', upstreamCallBudget: 5 },
      });
    }
    expect(setup.store.calls.filter((call) => call.path.startsWith('/api/customer/items/'))).toHaveLength(5);
  });

  it('gives each operation its own budget', async () => {
    for (let round = 0; round < 3; round++) {
      const response = await graphql(setup.gw.url, productsOneByOne(5));
      expect(response.body.errors).toBeUndefined();
    }
  });
});
