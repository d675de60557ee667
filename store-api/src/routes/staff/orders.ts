import type { FastifyInstance } from 'fastify';
import { ORDER_STATUSES } from '@storefront/contract/rest';
import type { AppContext } from '../../context.js';
import { StaffRefusal, UnprocessableError } from '../../errors.js';
import { readForm } from '../../http/body.js';
import { pageRequest } from '../../http/pagination.js';
import { envelope, listEnvelope } from '../../http/reply.js';
import { staffOf } from '../../http/staff-auth.js';
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
import { bodyFlag, queryDayRange, queryId, routeId } from './params.js';

const STATUS_CHOICE = `The status must be one of ${ORDER_STATUSES.join(', ')}.`;

function orderStatus(value: unknown): OrderStatus {
  if (typeof value !== 'string' || !(ORDER_STATUSES as readonly string[]).includes(value))
    throw new UnprocessableError(STATUS_CHOICE, 'INVALID', 'status');
  return value as OrderStatus;
}

function orderFilter(query: Record<string, unknown>): OrderFilter {
  const statusText = queryText(query.status);
  const { from, to } = queryDayRange(query);
  const customerId = queryId(query.customer_id, 'customer_id', 'customer id');
  return { status: statusText === '' ? null : orderStatus(statusText), from, to, customerId };
}

/** Orders: list, detail, status flow and per-line fulfilment (admin, warehouse). */
export function staffOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  async function orderOr404(id: number) {
    const order = await loadStaffOrder(db, id);
    if (!order) throw StaffRefusal.notFound('order');
    return order;
  }

  app.get('/orders', async (request) => {
    const query = request.query as Record<string, unknown>;
    const filter = orderFilter(query);
    const page = pageRequest(query, 25);
    const { total, rows } = await listStaffOrders(db, filter, page);
    // The gateway's CSV export asks for its first page with `export=csv`: the whole export is recorded once.
    if (query.export === 'csv' && page.page === 1)
      await recordOrdersExport(db, staffOf(request).id, filter, total);
    return listEnvelope(rows, total, page);
  });

  app.get('/orders/:id', async (request) =>
    envelope(await orderOr404(routeId(request.params, 'id', 'order'))),
  );

  app.post('/orders/:id/status', async (request) => {
    const id = routeId(request.params, 'id', 'order');
    const { fields } = await readForm(request);
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

  app.post('/orders/:id/lines/:lineId/fulfil', async (request) => {
    const id = routeId(request.params, 'id', 'order');
    const lineId = routeId(request.params, 'lineId', 'order line');
    const { fields } = await readForm(request);
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
