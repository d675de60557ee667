import type { AppContext } from '../context.js';
import type { Database, Queryable } from '../db/database.js';
import { formatCents } from '@storefront/contract';
import { orderStatusChanged } from '../mail/staff-mail.js';
import { auditOf, recordAudit, type AuditEntry } from './audit.js';
import { loadOrder, type Order, type OrderStatus } from './orders.js';
import type { PageRequest } from './page.js';
import { orderStateNames } from './reference.js';
import { recordOrderEvent } from './webhooks.js';

/** Where an order may go from each status; cancelling puts the stock back. */
export const STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'ready_for_pickup', 'cancelled'],
  shipped: ['delivered'],
  ready_for_pickup: ['delivered'],
  delivered: [],
  cancelled: [],
};

export interface OrderFilter {
  status: OrderStatus | null;
  /** YYYY-MM-DD, both days included. */
  from: string | null;
  to: string | null;
  customerId: number | null;
}

export interface StaffOrderSummary {
  id: number;
  order_number: string;
  customer: { id: number; company_name: string };
  status: OrderStatus;
  subtotal: string;
  tax: string;
  total: string;
  line_count: number;
  created_at: string;
}

/** Orders matching the filter, newest first. */
export async function listStaffOrders(
  db: Queryable,
  filter: OrderFilter,
  page: PageRequest,
): Promise<{ total: number; rows: StaffOrderSummary[] }> {
  const where = `WHERE ($1::text IS NULL OR o.order_status = $1::text)
      AND ($2::date IS NULL OR o.created_at >= $2::date)
      AND ($3::date IS NULL OR o.created_at < $3::date + 1)
      AND ($4::int IS NULL OR o.customer_id = $4::int)`;
  const params = [filter.status, filter.from, filter.to, filter.customerId];
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM orders o ${where}`,
    params,
  );
  const rows = await db.query<{
    id: number;
    customer_id: number;
    company_name: string;
    order_status: OrderStatus;
    subtotal_cents: number;
    tax_cents: number;
    total_cents: number;
    line_count: number;
    created_at: Date;
  }>(
    `SELECT o.id, o.customer_id, c.company_name, o.order_status, o.subtotal_cents, o.tax_cents, o.total_cents,
            o.created_at,
            (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS line_count
       FROM orders o JOIN customers c ON c.id = o.customer_id
       ${where}
      ORDER BY o.created_at DESC, o.id DESC LIMIT $5 OFFSET $6`,
    [...params, page.perPage, page.offset],
  );
  return {
    total: count?.total ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      order_number: String(row.id),
      customer: { id: row.customer_id, company_name: row.company_name },
      status: row.order_status,
      subtotal: formatCents(row.subtotal_cents),
      tax: formatCents(row.tax_cents),
      total: formatCents(row.total_cents),
      line_count: row.line_count,
      created_at: row.created_at.toISOString(),
    })),
  };
}

export interface StaffOrder extends Omit<Order, 'order_status' | 'line_items'> {
  order_number: string;
  status: OrderStatus;
  customer: { id: number; company_name: string; contact_name: string; email: string };
  lines: (Omit<Order['line_items'][number], 'fulfillment_status'> & {
    item_name: string;
    fulfilled: boolean;
  })[];
  audit: AuditEntry[];
  /** The names of the states of its addresses, by id: staff read "New Jersey", not an id. */
  state_names: Record<string, string>;
}

export async function loadStaffOrder(db: Queryable, id: number): Promise<StaffOrder | undefined> {
  const order = await loadOrder(db, id);
  if (!order) return undefined;
  const [customer] = await db.query<StaffOrder['customer']>(
    `SELECT c.id, c.company_name, c.name AS contact_name, c.email
       FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.id = $1`,
    [id],
  );
  const { order_status, line_items, ...rest } = order;
  return {
    ...rest,
    order_number: String(order.id),
    status: order_status,
    customer: customer!,
    lines: line_items.map(({ fulfillment_status, ...line }) => ({
      ...line,
      item_name: line.item.item_name,
      fulfilled: fulfillment_status === 'fulfilled',
    })),
    audit: await auditOf(db, [{ type: 'order', id }]),
    state_names: await orderStateNames(db, order),
  };
}

export type StatusChange =
  | { outcome: 'changed'; from: OrderStatus }
  | { outcome: 'not-found' }
  | { outcome: 'not-allowed'; from: OrderStatus };

/**
 * Moves an order along STATUS_TRANSITIONS with its audit entry (by `staffId`, null for the admin command), in one
 * transaction with the order's row locked; a cancelled order's stock goes back to the products in that same
 * transaction, so the stock never counts an order twice or not at all.
 */
async function changeOrderStatus(
  db: Database,
  id: number,
  to: OrderStatus,
  staffId: number | null,
): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    const [order] = await tx.query<{ order_status: OrderStatus; customer_id: number }>(
      'SELECT order_status, customer_id FROM orders WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!order) return { outcome: 'not-found' };
    const from = order.order_status;
    if (!STATUS_TRANSITIONS[from].includes(to)) return { outcome: 'not-allowed', from };
    await tx.query('UPDATE orders SET order_status = $2, updated_at = now() WHERE id = $1', [id, to]);
    let restocked: { product_id: number; quantity: number }[] = [];
    if (to === 'cancelled') {
      restocked = await tx.query<{ product_id: number; quantity: number }>(
        `UPDATE products p SET stock = p.stock + r.quantity, updated_at = now()
           FROM (SELECT product_id, sum(quantity)::int AS quantity FROM order_lines
                  WHERE order_id = $1 AND product_id IS NOT NULL GROUP BY product_id) r
          WHERE p.id = r.product_id
         RETURNING r.product_id, r.quantity`,
        [id],
      );
    }
    await recordAudit(tx, {
      staffId,
      action: 'order.status',
      subject: 'order',
      subjectId: id,
      before: { status: from },
      after: { status: to, ...(to === 'cancelled' ? { restocked } : {}) },
    });
    await recordOrderEvent(tx, {
      type: to === 'cancelled' ? 'order.cancelled' : 'order.status_changed',
      orderId: id,
      customerId: order.customer_id,
      previousStatus: from,
    });
    return { outcome: 'changed', from };
  });
}

/**
 * What the staff screens and the admin command do to move an order: changeOrderStatus, then, once it is committed,
 * the buyer's mail when the order leaves or can be collected (issue 16; the other steps show in their account). A
 * mail that cannot be sent is logged: the order has moved.
 */
export async function moveOrder(
  ctx: AppContext,
  id: number,
  to: OrderStatus,
  staffId: number | null,
): Promise<StatusChange> {
  const change = await changeOrderStatus(ctx.db, id, to, staffId);
  if (change.outcome === 'changed' && (to === 'shipped' || to === 'ready_for_pickup')) {
    const order = await loadOrder(ctx.db, id);
    if (order)
      await ctx.mailer.sendOrLog(
        orderStatusChanged(ctx.store, order, await orderStateNames(ctx.db, order), to),
      );
  }
  return change;
}

export type FulfilmentChange = 'changed' | 'order-not-found' | 'line-not-found' | 'order-cancelled';

/**
 * Marks one line fulfilled or not, with its audit entry (by `staffId`, null for the admin command); a cancelled
 * order's lines stay as they are.
 */
export async function setLineFulfilled(
  db: Database,
  orderId: number,
  lineId: number,
  fulfilled: boolean,
  staffId: number | null,
): Promise<FulfilmentChange> {
  return db.transaction(async (tx) => {
    const [order] = await tx.query<{ order_status: OrderStatus }>(
      'SELECT order_status FROM orders WHERE id = $1 FOR UPDATE',
      [orderId],
    );
    if (!order) return 'order-not-found';
    if (order.order_status === 'cancelled') return 'order-cancelled';
    const [line] = await tx.query<{ fulfilled: boolean }>(
      `SELECT fulfillment_status IS NOT NULL AS fulfilled FROM order_lines WHERE id = $2 AND order_id = $1`,
      [orderId, lineId],
    );
    if (!line) return 'line-not-found';
    await tx.query(
      `UPDATE order_lines SET fulfillment_status = CASE WHEN $3::boolean THEN 'fulfilled' END,
              fulfilled_at = CASE WHEN $3::boolean THEN now() END
        WHERE id = $2 AND order_id = $1`,
      [orderId, lineId, fulfilled],
    );
    await recordAudit(tx, {
      staffId,
      action: 'order.line_fulfilment',
      subject: 'order',
      subjectId: orderId,
      before: { line_id: lineId, fulfilled: line.fulfilled },
      after: { line_id: lineId, fulfilled },
    });
    return 'changed';
  });
}
