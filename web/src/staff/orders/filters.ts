import { ORDER_SEARCH, orderSearchTerms } from '@storefront/contract';
import type { OrderFilter, OrderStatus } from '../gql/graphql';
import { orderStatusLabels } from '../../shared/commerce/messages';

/**
 * The orders list's filters as the address carries them (`?status=SHIPPED&from=2026-03-01&to=2026-03-31&
 * customerId=12`): the same names and values as the staff schema's OrderFilter and the CSV export's query.
 */
export interface OrderFilters {
  status: OrderStatus | null;
  /** A day, YYYY-MM-DD. */
  from: string | null;
  to: string | null;
  customerId: string | null;
  /** An order number (`1042`, `#1042`, `order-1042`) or a part of the customer's company, contact or e-mail. */
  search: string | null;
}

const FILTER_KEYS = ['search', 'status', 'from', 'to', 'customerId'] as const;

/** A search the store accepts: an order number, or 2 to 100 characters. */
export function isSearch(value: string): boolean {
  const terms = orderSearchTerms(value);
  return (
    terms !== null &&
    value.length <= ORDER_SEARCH.maxLength &&
    (terms.orderNumber !== null || terms.text.length >= ORDER_SEARCH.minLength)
  );
}

/** The gateway's CSV of the filtered orders (every page), served to staff with the orders role. */
const ORDERS_CSV_PATH = '/staff/orders.csv';

/** The staff schema's ids: whole numbers from 1 to 2147483647. */
export function isRecordId(value: string): boolean {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647;
}

/** A calendar day written YYYY-MM-DD that exists (not 2026-02-30). */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function isStatus(value: string): value is OrderStatus {
  return Object.hasOwn(orderStatusLabels, value);
}

/**
 * The filters of an address. A value the store would refuse (an unknown status, a day that does not exist, an id
 * that is no number) is left out, so the form and the list show the same filters as the request asks for.
 */
export function filtersOf(params: URLSearchParams): OrderFilters {
  const value = (key: (typeof FILTER_KEYS)[number], valid: (text: string) => boolean) => {
    const text = params.get(key)?.trim() ?? '';
    return valid(text) ? text : null;
  };
  return {
    status: value('status', isStatus) as OrderStatus | null,
    from: value('from', isDay),
    to: value('to', isDay),
    customerId: value('customerId', isRecordId),
    search: value('search', isSearch),
  };
}

/** Whether the range ends before it starts: the store would refuse it, so the list asks nothing. */
export function isRangeInverted({ from, to }: OrderFilters): boolean {
  return from !== null && to !== null && from > to;
}

export function hasFilters(filters: OrderFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== null);
}

/** The query string of the filters that are set, in a fixed order. */
export function filterParams(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== null) params.set(key, value);
  }
  return params;
}

/** The filters as the `orders` query's argument; null for all orders. */
export function orderFilterInput(filters: OrderFilters): OrderFilter | null {
  if (!hasFilters(filters)) return null;
  const input: OrderFilter = {};
  if (filters.status !== null) input.status = filters.status;
  if (filters.from !== null) input.from = filters.from;
  if (filters.to !== null) input.to = filters.to;
  if (filters.customerId !== null) input.customerId = filters.customerId;
  if (filters.search !== null) input.search = filters.search;
  return input;
}

/** The CSV export of the orders these filters select; with lines and addresses when asked. */
export function ordersCsvHref(
  filters: OrderFilters,
  include: { lines?: boolean; addresses?: boolean } = {},
): string {
  const params = filterParams(filters);
  if (include.lines) params.set('lines', 'true');
  if (include.addresses) params.set('addresses', 'true');
  const query = params.toString();
  return query ? `${ORDERS_CSV_PATH}?${query}` : ORDERS_CSV_PATH;
}
