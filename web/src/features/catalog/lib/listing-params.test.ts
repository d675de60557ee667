import { describe, expect, it } from 'vitest';

import { readListingState, SHOP_PAGE_SIZES, withoutPrices, writeListingState } from './listing-params';

const options = { pageSizes: SHOP_PAGE_SIZES };
const read = (query: string) => readListingState(new URLSearchParams(query), options);

describe('listing URL state', () => {
  it('reads every filter from the URL', () => {
    expect(
      read(
        'brandIds=3,7&categoryId=cigar&categoryId=cigarillos&minPrice=10&maxPrice=99.5&sort=price-asc&perPage=36&page=4',
      ),
    ).toEqual({
      brandIds: ['3', '7'],
      categorySlugs: ['cigar', 'cigarillos'],
      minPrice: '10',
      maxPrice: '99.5',
      sort: 'PRICE_LOW_TO_HIGH',
      perPage: 36,
      page: 4,
    });
  });

  it('reads malformed values as not set', () => {
    expect(read('minPrice=abc&maxPrice=123456&sort=cheap&perPage=13&page=-2')).toEqual({
      brandIds: [],
      categorySlugs: [],
      minPrice: '',
      maxPrice: '',
      sort: 'DEFAULT',
      perPage: 12,
      page: 1,
    });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const state = { ...read(''), brandIds: ['3'], sort: 'PRICE_HIGH_TO_LOW' as const, page: 2 };
    expect(writeListingState(new URLSearchParams('name=Padron&page=9'), state, options).toString()).toBe(
      'name=Padron&brandIds=3&sort=price-desc&page=2',
    );
    expect(writeListingState(new URLSearchParams(''), read(''), options).toString()).toBe('');
  });

  it("leaves out the price filter and price sort of a visitor's listing, and keeps the rest", () => {
    expect(
      withoutPrices(read('brandIds=3&minPrice=10&maxPrice=20&sort=price-desc&perPage=24&page=2')),
    ).toEqual({
      ...read('brandIds=3&perPage=24&page=2'),
      minPrice: '',
      maxPrice: '',
      sort: 'DEFAULT',
    });
  });
});
