import {
  ORDER_SEARCH,
  ORDERS_PER_BULK,
  QUANTITY,
  orderSearchTerms,
  orderWorkMessages as W,
  parseId,
  shipmentRule,
  type Shipment,
} from '@storefront/contract';
import { ORDER_STATUSES, STAFF_ORDERS } from '@storefront/contract/rest';
import type { AppContext } from '../../context.js';
import { StaffRefusal, UnprocessableError } from '../../errors.js';
import { readBody } from '../../http/body.js';
import { pageRequest } from '../../http/pagination.js';
import { envelope, listEnvelope } from '../../http/reply.js';
import { staffOf } from '../../http/staff-auth.js';
import { staffRoute, type StaffApi } from '../../http/staff-route.js';
import { parseInput, queryText } from '../../http/validate.js';
import type { OrderStatus } from '../../services/orders.js';
import { recordOrdersExport } from '../../services/staff-downloads.js';
import {
  changeOrderLine,
  fulfilAllLines,
  listStaffOrders,
  loadStaffOrder,
  loadStaffOrders,
  moveOrder,
  moveOrders,
  setLineFulfilled,
  type OrderFilter,
} from '../../services/staff-orders.js';
import { bodyFlag, queryDayRange, queryId, routeId } from './params.js';

const STATUS_CHOICE = `The status must be one of ${ORDER_STATUSES.join(', ')}.`;

function orderStatus(value: unknown): OrderStatus {
  if (typeof value !== 'string' || !(ORDER_STATUSES as readonly string[]).includes(value))
    throw new UnprocessableError(STATUS_CHOICE, 'INVALID', 'status');
  return value as OrderStatus;
}

function orderFilter(query: Readonly<Record<string, string | undefined>>): OrderFilter {
  const statusText = queryText(query.status);
  const { from, to } = queryDayRange(query);
  const customerId = queryId(query.customer_id, 'customer_id', 'customer id');
  const searchText = queryText(query.search);
  if (searchText.length > ORDER_SEARCH.maxLength)
    throw new UnprocessableError(W.searchTooLong, 'INVALID', 'search');
  const search = orderSearchTerms(searchText);
  if (search && search.orderNumber === null && search.text.length < ORDER_SEARCH.minLength)
    throw new UnprocessableError(W.searchTooShort, 'INVALID', 'search');
  return { status: statusText === '' ? null : orderStatus(statusText), from, to, customerId, search };
}

/** The order ids of a bulk action: a JSON list or a comma-joined text, 1 to ORDERS_PER_BULK of them. */
function bulkIds(value: unknown): number[] {
  const parts = Array.isArray(value)
    ? (value as unknown[])
    : typeof value === 'string'
      ? value.split(',')
      : [];
  if (parts.length === 0 || (parts.length === 1 && String(parts[0]).trim() === ''))
    throw new UnprocessableError(W.bulkEmpty, 'INVALID', 'ids');
  if (parts.length > ORDERS_PER_BULK) throw new UnprocessableError(W.bulkTooMany, 'INVALID', 'ids');
  const ids = parts.map(parseId);
  if (ids.some((id) => id === null))
    throw new UnprocessableError('Each order id must be a whole number.', 'INVALID', 'ids');
  return [...new Set(ids as number[])];
}

const SHIPMENT_FIELDS = ['carrier', 'tracking_number', 'expected_delivery_on'] as const;

/** The shipment of a move to shipped, when any of its fields is given; refused with any other status. */
function shipmentOf(fields: Record<string, unknown>, status: OrderStatus): Shipment | null {
  const given = SHIPMENT_FIELDS.some(
    (name) => fields[name] !== undefined && fields[name] !== null && fields[name] !== '',
  );
  if (!given) return null;
  if (status !== 'shipped') throw new UnprocessableError(W.shipmentOnlyWhenShipped, 'INVALID', 'carrier');
  return parseInput(shipmentRule(), fields);
}

function transitionRefusal(from: OrderStatus, to: OrderStatus): string {
  return `An order that is ${from} cannot become ${to}.`;
}

/** Orders: list, detail, status flow and per-line fulfilment (admin, warehouse). */
export function staffOrderRoutes(app: StaffApi, ctx: AppContext): void {
  const { db } = ctx;

  async function orderOr404(id: number) {
    const order = await loadStaffOrder(db, id);
    if (!order) throw StaffRefusal.notFound('order');
    return order;
  }

  staffRoute(app, STAFF_ORDERS.orders, async (request) => {
    const { query } = request;
    const filter = orderFilter(query);
    const page = pageRequest(query, 25);
    const detail = bodyFlag(
      queryText(query.detail) || 'false',
      'detail',
      'Say whether to read the lines: true or false.',
    );
    const { total, rows } = await listStaffOrders(db, filter, page);
    // The gateway's CSV export asks for its first page with `export=csv`: the whole export is recorded once.
    if (query.export === 'csv' && page.page === 1)
      await recordOrdersExport(db, staffOf(request).id, filter, total);
    if (!detail) return listEnvelope(rows, total, page);
    // The export with lines and addresses: each row with its order's detail, read for the page at once.
    const details = new Map(
      (
        await loadStaffOrders(
          db,
          rows.map((row) => row.id),
        )
      ).map((o) => [o.id, o]),
    );
    return listEnvelope(
      rows.map((row) => ({ ...details.get(row.id), ...row })),
      total,
      page,
    );
  });

  // Before /orders/:id. The orders the warehouse prints at once (packing slips, a pick list), as asked.
  staffRoute(app, STAFF_ORDERS.orderSelection, async (request) =>
    envelope(await loadStaffOrders(db, bulkIds(queryText(request.query.ids)))),
  );

  staffRoute(app, STAFF_ORDERS.setOrdersStatus, async (request) => {
    const fields = await readBody(request, STAFF_ORDERS.setOrdersStatus);
    const ids = bulkIds(fields.ids);
    const status = orderStatus(fields.status);
    const outcomes = await moveOrders(ctx, ids, status, staffOf(request).id);
    return envelope(
      outcomes.map(({ id, outcome, from }) => ({
        id,
        order_number: String(id),
        changed: outcome === 'changed',
        code:
          outcome === 'changed' ? null : outcome === 'not-found' ? 'NOT_FOUND' : 'INVALID_STATUS_TRANSITION',
        message:
          outcome === 'changed'
            ? null
            : outcome === 'not-found'
              ? `There is no order ${id}.`
              : transitionRefusal(from!, status),
      })),
    );
  });

  staffRoute(app, STAFF_ORDERS.order, async (request) =>
    envelope(await orderOr404(routeId(request.params.id, 'order'))),
  );

  staffRoute(app, STAFF_ORDERS.setOrderStatus, async (request) => {
    const id = routeId(request.params.id, 'order');
    const fields = await readBody(request, STAFF_ORDERS.setOrderStatus);
    const status = orderStatus(fields.status);
    const shipment = shipmentOf(fields, status);
    const change = await moveOrder(ctx, id, status, staffOf(request).id, shipment);
    if (change.outcome === 'not-found') throw StaffRefusal.notFound('order');
    if (change.outcome === 'not-allowed')
      throw new UnprocessableError(
        transitionRefusal(change.from, status),
        'INVALID_STATUS_TRANSITION',
        'status',
      );
    return envelope(await orderOr404(id));
  });

  staffRoute(app, STAFF_ORDERS.fulfilAllLines, async (request) => {
    const id = routeId(request.params.id, 'order');
    const outcome = await fulfilAllLines(db, id, staffOf(request).id);
    if (outcome === 'order-not-found') throw StaffRefusal.notFound('order');
    if (outcome === 'order-cancelled')
      throw new UnprocessableError('The lines of a cancelled order cannot be fulfilled.', 'INVALID', null);
    return envelope(await orderOr404(id));
  });

  staffRoute(app, STAFF_ORDERS.setOrderLineQuantity, async (request) => {
    const id = routeId(request.params.id, 'order');
    const lineId = routeId(request.params.lineId, 'order line');
    const fields = await readBody(request, STAFF_ORDERS.setOrderLineQuantity);
    const text = typeof fields.quantity === 'number' ? String(fields.quantity) : fields.quantity;
    const quantity = typeof text === 'string' && /^\d{1,5}$/.test(text.trim()) ? Number(text) : NaN;
    if (!(quantity === 0 || (quantity >= QUANTITY.min && quantity <= QUANTITY.max)))
      throw new UnprocessableError(W.quantityRange, 'INVALID', 'quantity');
    const edit = await changeOrderLine(ctx, id, lineId, quantity, staffOf(request).id);
    switch (edit.outcome) {
      case 'order-not-found':
        throw StaffRefusal.notFound('order');
      case 'line-not-found':
        throw StaffRefusal.notFound('order line');
      case 'not-editable':
        throw new UnprocessableError(W.notEditable(edit.status), 'ORDER_NOT_EDITABLE', null);
      case 'last-line':
        throw new UnprocessableError(W.lastLine, 'INVALID', 'quantity');
      case 'not-enough-stock':
        throw new UnprocessableError(W.notEnoughStock(edit.available), 'OUT_OF_STOCK', 'quantity');
      case 'over-limit':
        throw new UnprocessableError(W.overPurchaseLimit(edit.limit), 'OUT_OF_STOCK', 'quantity');
      case 'changed':
        return envelope(await orderOr404(id));
    }
  });

  staffRoute(app, STAFF_ORDERS.setOrderLineFulfilled, async (request) => {
    const id = routeId(request.params.id, 'order');
    const lineId = routeId(request.params.lineId, 'order line');
    const fields = await readBody(request, STAFF_ORDERS.setOrderLineFulfilled);
    const fulfilled = bodyFlag(
      fields.fulfilled,
      'fulfilled',
      'Say whether the line is fulfilled: true or false.',
    );
    const outcome = await setLineFulfilled(db, id, lineId, fulfilled, staffOf(request).id);
    if (outcome === 'order-not-found') throw StaffRefusal.notFound('order');
    if (outcome === 'line-not-found') throw StaffRefusal.notFound('order line');
    if (outcome === 'order-cancelled')
      throw new UnprocessableError(
        'The lines of a cancelled order cannot be fulfilled.',
        'INVALID',
        'fulfilled',
      );
    return envelope(await orderOr404(id));
  });
}
