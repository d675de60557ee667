import { describe, expect, it } from 'vitest';
import { TOKENS } from './support/contract.js';
import { graphql } from './support/gateway.js';
import { useContractGateway } from './support/contract-gateway.js';

// The catalog cache on, as in production: it must not answer a listing across callers either.
const setup = useContractGateway({ CATALOG_CACHE_TTL_MS: '60000' });

const LISTING = `query Listing($filter: ProductFilter, $sort: ProductSort) {
  products(filter: $filter, sort: $sort) { total items { name } }
}`;
const SEARCH = `query Search($sort: ProductSort) { searchProducts(query: "robusto", sort: $sort) { total items { name } } }`;

describe('a visitor cannot learn prices by filtering or sorting', () => {
  it.each([
    ['a minimum price', { filter: { minPrice: '46.00' } }, 'filter.minPrice'],
    ['a maximum price', { filter: { maxPrice: '46.00' } }, 'filter.maxPrice'],
    ['both prices', { filter: { minPrice: '46.00', maxPrice: '46.00' } }, 'filter.minPrice'],
    ['cheapest first', { sort: 'PRICE_LOW_TO_HIGH' }, 'sort'],
    ['most expensive first', { sort: 'PRICE_HIGH_TO_LOW' }, 'sort'],
    ['a price beside other filters', { filter: { brandIds: ['1'], maxPrice: '9' } }, 'filter.maxPrice'],
  ])(
    'refuses a product listing by %s with LOGIN_REQUIRED, without asking the store',
    async (_, variables, field) => {
      const response = await graphql(setup.gw.url, LISTING, variables);
      expect(response.body.data).toBeNull();
      expect(response.body.errors).toHaveLength(1);
      expect(response.body.errors?.[0]).toMatchObject({
        message: 'Log in to filter or sort by price.',
        extensions: { code: 'LOGIN_REQUIRED', field },
      });
      expect(setup.store.calls).toHaveLength(0);
    },
  );

  it.each(['PRICE_LOW_TO_HIGH', 'PRICE_HIGH_TO_LOW'])(
    'refuses a search sorted %s with LOGIN_REQUIRED, without asking the store',
    async (sort) => {
      const response = await graphql(setup.gw.url, SEARCH, { sort });
      expect(response.body.errors?.[0]).toMatchObject({
        message: 'Log in to filter or sort by price.',
        extensions: { code: 'LOGIN_REQUIRED', field: 'sort' },
      });
      expect(setup.store.calls).toHaveLength(0);
    },
  );

  it('still lists and searches for a visitor without a price filter or sort', async () => {
    const listing = await graphql(setup.gw.url, LISTING, {
      filter: { minPrice: ' ', brandIds: ['1'] },
      sort: 'DEFAULT',
    });
    const search = await graphql(setup.gw.url, SEARCH, { sort: 'DEFAULT' });
    expect(listing.body.errors).toBeUndefined();
    expect(search.body.errors).toBeUndefined();
    expect(setup.store.callsTo('items')[0]?.query.get('min_price')).toBeNull();
  });
});

describe('a customer filters and sorts by price as before', () => {
  it('passes the price filter and sort to the store with the customer token, each time', async () => {
    const variables = { filter: { minPrice: '46', maxPrice: '46.00' }, sort: 'PRICE_HIGH_TO_LOW' };
    for (const token of [TOKENS.alice, TOKENS.bob, TOKENS.alice]) {
      const response = await graphql(setup.gw.url, LISTING, variables, { token });
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data).toMatchObject({ products: { total: 63 } });
    }
    // Never from the catalog cache: every listing went to the store, as its own caller.
    const calls = setup.store.callsTo('items');
    expect(calls.map((call) => call.headers.authorization)).toEqual([
      `Bearer ${TOKENS.alice}`,
      `Bearer ${TOKENS.bob}`,
      `Bearer ${TOKENS.alice}`,
    ]);
    expect(Object.fromEntries(calls[0]!.query)).toMatchObject({
      min_price: '46.00',
      max_price: '46.00',
      high_to_low: '1',
    });
  });

  it('sorts a search by price', async () => {
    const response = await graphql(
      setup.gw.url,
      SEARCH,
      { sort: 'PRICE_LOW_TO_HIGH' },
      { token: TOKENS.alice },
    );
    expect(response.body.errors).toBeUndefined();
    expect(setup.store.callsTo('search-items')[0]?.query.get('low_to_high')).toBe('1');
  });
});
