import { stringify } from 'csv-stringify/sync';
import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import { formatCents, messages as M, ORDER_SEARCH, STORE_TIME_ZONE, storeToday } from '@storefront/contract';
import {
  ORDER_STATUSES,
  type RestStaffOrderAddress,
  type RestStaffOrderListItem,
} from '@storefront/contract/rest';
import { isRecordId } from '../input-bounds.js';
import { isCalendarDate } from '../resolvers/scalars.js';
import type { QueryValue } from '../upstream/client.js';
import type { StaffPage } from '../upstream/staff-api.js';
import type { StaffContext } from './context.js';

/** The most orders one export holds: a larger list is refused, with a request to narrow the filter. */
const CSV_MAX_ORDERS = 10_000;

/** The staff contract's largest page, and how many of them are asked of store-api at once. */
const PAGE_SIZE = 100;
const PAGES_AT_ONCE = 4;

/** Times are the store's (New Jersey): what staff read on their clock, not UTC. */
const PLACED = 'Placed (New York time)';
const COLUMNS = ['Order number', PLACED, 'Customer', 'Status', 'Lines', 'Subtotal', 'Tax', 'Total'];
const ADDRESS_PARTS = ['name', 'company', 'address', 'city', 'state', 'postcode', 'phone', 'e-mail'] as const;
const ADDRESS_COLUMNS = (['Billing', 'Shipping'] as const).flatMap((which) =>
  ADDRESS_PARTS.map((part) => `${which} ${part}`),
);
const SHIPMENT_COLUMNS = ['Carrier', 'Tracking number', 'Expected delivery'];
const LINE_COLUMNS = ['SKU', 'Product', 'Quantity', 'Unit price', 'Line total'];

const STORE_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2026-11-23 07:00`: an ISO time as the store's clock shows it. */
export function storeTime(iso: string): string {
  const parts = Object.fromEntries(
    STORE_TIME.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** What the export includes beyond the orders' own columns (`?lines=true&addresses=true`). */
interface ExportOptions {
  /** One row per line, with its SKU, quantity and price, after the order's columns. */
  lines: boolean;
  /** The billing and shipping addresses, and the shipment. */
  addresses: boolean;
}

/** The order statuses as staff read them (the buyer's words on the storefront). */
const STATUS_WORDS: Readonly<Record<RestStaffOrderListItem['status'], string>> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  ready_for_pickup: 'Ready for pickup',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** What the export answers instead of a file: an HTTP status and a message for the person who asked. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** A query parameter given at most once; blank counts as not given. */
function parameter(query: Request['query'], name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new Refusal(400, `Give the ${name} parameter once.`);
  const text = value.trim();
  return text === '' ? undefined : text;
}

function day(query: Request['query'], name: 'from' | 'to'): string | undefined {
  const text = parameter(query, name);
  if (text !== undefined && !isCalendarDate(text))
    throw new Refusal(400, `The ${name} date must be a day written YYYY-MM-DD.`);
  return text;
}

/**
 * The `orders` query's filter, from the query string under the same names and values
 * (`?status=READY_FOR_PICKUP&from=2026-11-01&to=2026-11-30&customerId=7`), in the staff REST contract's names.
 */
function ordersCsvFilter(query: Request['query']): Record<string, QueryValue> {
  const statusText = parameter(query, 'status');
  const status = statusText?.toLowerCase();
  if (status !== undefined && !(ORDER_STATUSES as readonly string[]).includes(status))
    throw new Refusal(
      400,
      `The status must be one of ${ORDER_STATUSES.map((name) => name.toUpperCase()).join(', ')}.`,
    );
  const from = day(query, 'from');
  const to = day(query, 'to');
  if (from !== undefined && to !== undefined && from > to)
    throw new Refusal(400, 'The to date must not be before the from date.');
  const customerId = parameter(query, 'customerId');
  if (customerId !== undefined && !isRecordId(customerId))
    throw new Refusal(400, M.wholeNumber('customerId'));
  const search = parameter(query, 'search');
  if (search !== undefined && search.length > ORDER_SEARCH.maxLength)
    throw new Refusal(400, `A search is at most ${ORDER_SEARCH.maxLength} characters.`);
  return { status, from, to, customer_id: customerId, search };
}

function flag(query: Request['query'], name: keyof ExportOptions): boolean {
  const value = parameter(query, name);
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw new Refusal(400, `The ${name} parameter is true or false.`);
}

function exportOptions(query: Request['query']): ExportOptions {
  return { lines: flag(query, 'lines'), addresses: flag(query, 'addresses') };
}

/**
 * Every order the filter matches, newest first, read page by page. Orders placed while the pages are read push
 * the list down: an order seen on two pages is kept once.
 */
async function matchingOrders(ctx: StaffContext, query: Record<string, QueryValue>, detail: boolean) {
  // With lines or addresses, each row comes with its order's detail (read by store-api for the page at once).
  const filter = detail ? { ...query, detail: 'true' } : query;
  const read = (page: number) => ctx.staffApi.orders(filter, { page, perPage: PAGE_SIZE });
  // store-api records the export in its audit log (who, the filter, how many orders) when asked its first page so.
  const first = await ctx.staffApi.orders({ ...filter, export: 'csv' }, { page: 1, perPage: PAGE_SIZE });
  const { total } = first.meta;
  if (total > CSV_MAX_ORDERS)
    throw new Refusal(
      400,
      `${total.toLocaleString('en-US')} orders match, and an export holds at most ${CSV_MAX_ORDERS.toLocaleString('en-US')}: narrow the filter (a shorter date range, a status or a customer).`,
    );
  const pages: StaffPage<RestStaffOrderListItem>[] = [first];
  const more = Array.from({ length: Math.ceil(total / PAGE_SIZE) - 1 }, (_, index) => index + 2);
  for (let start = 0; start < more.length; start += PAGES_AT_ONCE) {
    pages.push(...(await Promise.all(more.slice(start, start + PAGES_AT_ONCE).map(read))));
  }
  const seen = new Set<number>();
  return pages.flatMap((page) => page.items).filter((order) => !seen.has(order.id) && seen.add(order.id));
}

const amount = (cents: number | undefined) => (cents === undefined ? '' : formatCents(cents));

function addressCells(
  address: RestStaffOrderAddress | null | undefined,
  states: Readonly<Record<string, string>>,
): (string | null)[] {
  if (!address) return ADDRESS_PARTS.map(() => '');
  const state = address.state_id === null ? '' : (states[String(address.state_id)] ?? '');
  return [
    address.name,
    address.company_name,
    address.address,
    address.city,
    state,
    address.pincode,
    address.phone,
    address.email,
  ];
}

function csvOf(orders: RestStaffOrderListItem[], options: ExportOptions): string {
  const columns = [
    ...COLUMNS,
    ...(options.addresses ? [...ADDRESS_COLUMNS, ...SHIPMENT_COLUMNS] : []),
    ...(options.lines ? LINE_COLUMNS : []),
  ];
  const rows = orders.flatMap((order) => {
    const states = order.state_names ?? {};
    const cells = [
      order.order_number,
      storeTime(order.created_at),
      order.customer.company_name,
      STATUS_WORDS[order.status],
      order.line_count,
      amount(order.subtotal),
      amount(order.tax),
      amount(order.total),
      ...(options.addresses
        ? [
            ...addressCells(order.billing_address, states),
            ...addressCells(order.shipping_address, states),
            order.shipment?.carrier ?? '',
            order.shipment?.tracking_number ?? '',
            order.shipment?.expected_delivery_on ?? '',
          ]
        : []),
    ];
    if (!options.lines) return [cells];
    return (order.lines ?? []).map((line) => [
      ...cells,
      line.sku ?? line.item_code ?? '',
      line.item_name,
      line.quantity,
      amount(line.item_price),
      amount(line.subtotal),
    ]);
  });
  // A byte order mark, so that spreadsheets read UTF-8; a cell a spreadsheet would run as a formula
  // (=, +, -, @, tab, carriage return first) gets a leading apostrophe.
  return stringify(rows, { bom: true, header: true, columns, escape_formulas: true });
}

/** A failure of a staff API call as the export's answer; anything else is not the export's to answer. */
export function refusalOf(error: unknown): Refusal {
  if (error instanceof Refusal) return error;
  if (!(error instanceof GraphQLError)) throw error;
  switch (error.extensions.code) {
    case 'UNAUTHENTICATED':
      return new Refusal(401, M.unauthenticated);
    case 'FORBIDDEN':
      return new Refusal(403, M.forbidden);
    case 'BAD_USER_INPUT':
      return new Refusal(400, error.message);
    case 'RATE_LIMITED':
      return new Refusal(429, error.message);
    case 'UPSTREAM_UNAVAILABLE': {
      const retryAfter = error.extensions.retryAfterSeconds;
      return new Refusal(503, error.message, typeof retryAfter === 'number' ? retryAfter : undefined);
    }
    default:
      return new Refusal(502, M.upstreamError);
  }
}

/**
 * GET /staff/orders.csv: the orders the staff orders list's filter matches (`search` too), as a CSV file to
 * download; `lines=true` adds one row per line (SKU, product, quantity, unit price, line total), `addresses=true`
 * the billing and shipping addresses and the shipment. Times are the store's (New York). A staff
 * session is required (401); store-api's role check applies as to the list (403); a filter it cannot apply or
 * more than CSV_MAX_ORDERS matches are refused (400); each with `{ message, requestId }`.
 */
export async function sendOrdersCsv(ctx: StaffContext, req: Request, res: Response): Promise<void> {
  res.setHeader('cache-control', 'no-store');
  try {
    // The filter's rules are not told to a caller without a staff session.
    if (!ctx.staffApi.isSignedIn) throw new Refusal(401, M.unauthenticated);
    const options = exportOptions(req.query);
    const orders = await matchingOrders(ctx, ordersCsvFilter(req.query), options.lines || options.addresses);
    const csv = csvOf(orders, options);
    const today = storeToday();
    res
      .status(200)
      .setHeader('content-type', 'text/csv; charset=utf-8')
      .setHeader('content-disposition', `attachment; filename="orders-${today}.csv"`)
      .send(csv);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal.retryAfterSeconds !== undefined)
      res.setHeader('retry-after', String(refusal.retryAfterSeconds));
    res.status(refusal.status).json({ message: refusal.message, requestId: ctx.requestId });
  }
}
