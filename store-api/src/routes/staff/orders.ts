import { ORDER_STATUSES, STAFF_ORDERS } from '@storefront/contract/rest';
import type { AppContext } from '../../context.js';
import { StaffRefusal, UnprocessableError } from '../../errors.js';
import { readBody } from '../../http/body.js';
import { pageRequest } from '../../http/pagination.js';
import { envelope, listEnvelope } from '../../http/reply.js';
import { staffOf } from '../../http/staff-auth.js';
import { staffRoute, type StaffApi } from '../../http/staff-route.js';
import { queryText } from '../../http/validate.js';
import type { OrderStatus } from '../../services/orders.js';
import { recordOrdersExport } from '../../services/staff-downloads.js';
import {
  listStaffOrders,
  loadStaffOrder,
  moveOrder,
  setLineFulfilled,
  type OrderFilter,
} from '../../services/staff-orders.js';
import { bodyFlag, queryId, routeId } from './params.js';

const STATUS_CHOICE = `The status must be one of ${ORDER_STATUSES.join(', ')}.`;

function orderStatus(value: unknown): OrderStatus {
  if (typeof value !== 'string' || !(ORDER_STATUSES as readonly string[]).includes(value))
    throw new UnprocessableError(STATUS_CHOICE, 'INVALID', 'status');
  return value as OrderStatus;
}

/** A YYYY-MM-DD day that exists, or null when the parameter is empty. */
function day(value: unknown, field: 'from' | 'to'): string | null {
  const text = queryText(value);
  if (text === '') return null;
  const date = new Date(`${text}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(text) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== text
  )
    throw new UnprocessableError(`The ${field} date must be a day written YYYY-MM-DD.`, 'INVALID', field);
  return text;
}

function orderFilter(query: Readonly<Record<string, string | undefined>>): OrderFilter {
  const statusText = queryText(query.status);
  const from = day(query.from, 'from');
  const to = day(query.to, 'to');
  if (from !== null && to !== null && from > to)
    throw new UnprocessableError('The to date must not be before the from date.', 'INVALID', 'to');
  const customerId = queryId(query.customer_id, 'customer_id', 'customer id');
  return { status: statusText === '' ? null : orderStatus(statusText), from, to, customerId };
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
    const { total, rows } = await listStaffOrders(db, filter, page);
    // The gateway's CSV export asks for its first page with `export=csv`: the whole export is recorded once.
    if (query.export === 'csv' && page.page === 1)
      await recordOrdersExport(db, staffOf(request).id, filter, total);
    return listEnvelope(rows, total, page);
  });

  staffRoute(app, STAFF_ORDERS.order, async (request) =>
    envelope(await orderOr404(routeId(request.params.id, 'order'))),
  );

  staffRoute(app, STAFF_ORDERS.setOrderStatus, async (request) => {
    const id = routeId(request.params.id, 'order');
    const fields = await readBody(request, STAFF_ORDERS.setOrderStatus);
    const status = orderStatus(fields.status);
    const change = await moveOrder(ctx, id, status, staffOf(request).id);
    if (change.outcome === 'not-found') throw StaffRefusal.notFound('order');
    if (change.outcome === 'not-allowed')
      throw new UnprocessableError(
        `An order that is ${change.from} cannot become ${status}.`,
        'INVALID_STATUS_TRANSITION',
        'status',
      );
    return envelope(await orderOr404(id));
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
