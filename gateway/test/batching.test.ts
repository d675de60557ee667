import { describe, expect, it } from 'vitest';
import { order, paginate, TOKENS } from './support/contract.js';
import { ok } from './support/fake-store.js';
import { graphql } from './support/gateway.js';
import { useContractGateway } from './support/contract-gateway.js';

const setup = useContractGateway();

const alice = { token: TOKENS.alice };
const ORDERS = `{ orders(perPage: 50) { items { id
  billingAddress { stateId stateName } shippingAddress { stateId stateName } } } }`;

describe('state names', () => {
  it('come from exactly one states-by-ids call for a list of 50 orders', async () => {
    const response = await graphql<{ orders: { items: { billingAddress: { stateName: string } }[] } }>(
      setup.gw.url,
      ORDERS,
      {},
      alice,
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.orders.items).toHaveLength(50);
    expect(response.body.data?.orders.items[0]?.billingAddress.stateName).toBe('New Mexico');
    const calls = setup.store.callsTo('states-by-ids');
    expect(calls).toHaveLength(1);
    // Each state once, although 100 addresses name them.
    expect(calls[0]?.query.get('ids')?.split(',').sort()).toEqual(['31', '32', '33', '34', '35', '40']);
  });

  it('are looked up again by the next request, never kept across callers', async () => {
    await graphql(setup.gw.url, ORDERS, {}, alice);
    await graphql(setup.gw.url, ORDERS, {}, { token: TOKENS.bob });
    expect(setup.store.callsTo('states-by-ids')).toHaveLength(2);
  });

  it('are asked for in batches of at most 200 ids, the limit of states-by-ids', async () => {
    setup.store.customer('GET', 'retrive-orders', () =>
      ok(
        paginate(
          Array.from({ length: 250 }, (_, index) => order(index + 1, 1000 + index)),
          1,
          250,
          250,
        ),
      ),
    );
    const response = await graphql(setup.gw.url, ORDERS, {}, alice);
    expect(response.body.errors).toBeUndefined();
    const sizes = setup.store
      .callsTo('states-by-ids')
      .map((call) => call.query.get('ids')?.split(',').length);
    expect(sizes).toEqual([200, 51]);
  });
});

describe('products by id', () => {
  it('are fetched once per id in a request, however many fields ask', async () => {
    const response = await graphql(
      setup.gw.url,
      '{ a: product(id: "12") { id } b: product(id: "12") { name } relatedProducts(productId: "12") { id } }',
    );
    expect(response.body.errors).toBeUndefined();
    expect(setup.store.calls.filter((call) => call.path === '/api/customer/items/12')).toHaveLength(1);
  });

  it('are batched into one call when a mutation reloads several', async () => {
    for (const id of ['1', '2', '3']) {
      await graphql(setup.gw.url, `mutation { toggleWishlist(productId: "${id}") { message } }`, {}, alice);
    }
    setup.store.reset();
    await graphql(
      setup.gw.url,
      'mutation { removeFromWishlist(productIds: ["1", "2", "3"]) { products { id } } }',
      {},
      alice,
    );
    const calls = setup.store.callsTo('recent-viewed-items');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('ids')).toBe('1,2,3');
  });
});

describe('per-request reads', () => {
  it('fetch the address book once for billing and shipping addresses', async () => {
    await graphql(setup.gw.url, '{ viewer { billingAddress { id } shippingAddresses { id } } }', {}, alice);
    expect(setup.store.callsTo('addresses')).toHaveLength(1);
  });

  it('fetch the grouped home items once for the recommended grid and the groups', async () => {
    await graphql(setup.gw.url, '{ home { recommended { id } groups { name } } }');
    expect(setup.store.callsTo('home-page-items')).toHaveLength(1);
  });
});
