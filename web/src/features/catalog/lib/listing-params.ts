import { PRICE_INPUT_MAX_LENGTH } from '@storefront/contract/limits';

import type { ProductFilter, ProductSort } from '../../../gql/graphql';

/** The query parameters a listing keeps its state in, so a link, a reload or the back button restores it. */
const listingParam = {
  brandIds: 'brandIds',
  categoryId: 'categoryId',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  sort: 'sort',
  perPage: 'perPage',
  page: 'page',
} as const;

const sortParamValues: Record<Exclude<ProductSort, 'DEFAULT'>, string> = {
  PRICE_LOW_TO_HIGH: 'price-asc',
  PRICE_HIGH_TO_LOW: 'price-desc',
};

export interface ListingState {
  brandIds: string[];
  categorySlugs: string[];
  /** Dollars as typed, e.g. `10` or `10.50`; empty when not filtered. */
  minPrice: string;
  maxPrice: string;
  sort: ProductSort;
  perPage: number;
  page: number;
}

export interface ListingOptions {
  /** The page sizes offered; a `perPage` outside them falls back to the first (the default). */
  pageSizes: readonly number[];
}

/** What a filter price may look like: up to five characters of digits with an optional decimal point. */
const PRICE_PATTERN = /^\d+(\.\d{0,2})?$/;
export const PRICE_MAX_LENGTH = PRICE_INPUT_MAX_LENGTH;

function isPrice(value: string | null): value is string {
  return value !== null && value.length <= PRICE_MAX_LENGTH && PRICE_PATTERN.test(value);
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** Reads a listing's state from its URL; anything malformed reads as "not set" rather than failing. */
export function readListingState(params: URLSearchParams, { pageSizes }: ListingOptions): ListingState {
  const brandIds = unique(
    params
      .getAll(listingParam.brandIds)
      .flatMap((value) => value.split(','))
      .map((id) => id.trim())
      .filter(Boolean),
  );
  const categorySlugs = unique(params.getAll(listingParam.categoryId).filter(Boolean));
  const minPrice = params.get(listingParam.minPrice);
  const maxPrice = params.get(listingParam.maxPrice);
  const sortValue = params.get(listingParam.sort);
  const sort =
    (Object.keys(sortParamValues) as Array<keyof typeof sortParamValues>).find(
      (key) => sortParamValues[key] === sortValue,
    ) ?? 'DEFAULT';
  const perPage = positiveInt(params.get(listingParam.perPage));
  const defaultPageSize = pageSizes[0] ?? 12;
  return {
    brandIds,
    categorySlugs,
    minPrice: isPrice(minPrice) ? minPrice : '',
    maxPrice: isPrice(maxPrice) ? maxPrice : '',
    sort,
    perPage: perPage !== null && pageSizes.includes(perPage) ? perPage : defaultPageSize,
    page: positiveInt(params.get(listingParam.page)) ?? 1,
  };
}

/** Whether the state filters or sorts by price (every sort but the default is by price). */
export function usesPrices(state: ListingState): boolean {
  return state.minPrice !== '' || state.maxPrice !== '' || state.sort !== 'DEFAULT';
}

/**
 * The state without its price filter and price sort: what a visitor's listing asks for. A filter by price tells
 * prices by another door (DESIGN.md), so the gateway refuses it without a session; a shared link's prices are
 * dropped here rather than sent and refused.
 */
export function withoutPrices(state: ListingState): ListingState {
  return usesPrices(state) ? { ...state, minPrice: '', maxPrice: '', sort: 'DEFAULT' } : state;
}

/**
 * Writes a listing's state into a copy of the current parameters (others, such as `search` or `name`, are kept).
 * Defaults are left out so the plain shop address stays plain.
 */
export function writeListingState(
  current: URLSearchParams,
  state: ListingState,
  { pageSizes }: ListingOptions,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of Object.values(listingParam)) next.delete(key);
  if (state.brandIds.length > 0) next.set(listingParam.brandIds, state.brandIds.join(','));
  for (const slug of state.categorySlugs) next.append(listingParam.categoryId, slug);
  if (state.minPrice) next.set(listingParam.minPrice, state.minPrice);
  if (state.maxPrice) next.set(listingParam.maxPrice, state.maxPrice);
  if (state.sort !== 'DEFAULT') next.set(listingParam.sort, sortParamValues[state.sort]);
  if (state.perPage !== pageSizes[0]) next.set(listingParam.perPage, String(state.perPage));
  if (state.page > 1) next.set(listingParam.page, String(state.page));
  return next;
}

/**
 * The variables of a shop's `products` query: the brands and categories the shop shows (its own and the ticked
 * ones), with the prices, sort, page size and page of its state. Empty conditions are left out.
 */
export function shopProductsVariables(
  state: ListingState,
  { brandIds, categorySlugs }: { brandIds: readonly string[]; categorySlugs: readonly string[] },
) {
  const filter: ProductFilter = {
    ...(categorySlugs.length > 0 && { categorySlugs: unique([...categorySlugs]) }),
    ...(brandIds.length > 0 && { brandIds: unique([...brandIds]) }),
    ...(state.minPrice && { minPrice: state.minPrice }),
    ...(state.maxPrice && { maxPrice: state.maxPrice }),
  };
  return { filter, sort: state.sort, page: state.page, perPage: state.perPage };
}

/** Spec section 9: a brand shop rewrites its URL 400 ms after the last category change (quick ticks make one). */
export const BRAND_CATEGORY_UPDATE_DELAY_MS = 400;

/** Spec section 9: brand and category listings offer 12, 24, 36 or 48 products per page (12 by default). */
export const SHOP_PAGE_SIZES = [12, 24, 36, 48] as const;

/** Spec section 9: search shows 10, 15, 20 or 25 products per page (10 by default). */
export const SEARCH_PAGE_SIZES = [10, 15, 20, 25] as const;
