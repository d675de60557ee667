import type { z } from 'zod';
import type {
  RestStaffOrderDetailSchema,
  RestStaffOrderPrintSchema,
  RestStaffOrderSchema,
} from '@storefront/contract/rest';
import type { AppContext } from '../context.js';
import type { Database, Queryable } from '../db/database.js';
import { EDITABLE_ORDER_STATUSES, formatCents, type Shipment } from '@storefront/contract';
import { orderChangedByStore, orderStatusChanged } from '../mail/staff-mail.js';
import { auditOf, recordAudit } from './audit.js';
import { flatLine, loadOrder, loadOrders, type OrderStatus } from './orders.js';
import { orderStateNames, stateNames } from './reference.js';
import type { PageRequest } from './page.js';
import { escapeLike } from './products.js';
import { withinStoreDays } from './store-days.js';
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
  /** An order number, or a part of the customer's company, contact name or e-mail (or the order's e-mail). */
  search: { orderNumber: number | null; text: string } | null;
}

/** An order in the staff list, as the staff API answers it. */
export type StaffOrderSummary = z.input<typeof RestStaffOrderSchema>;

/** Orders matching the filter, newest first. */
export async function listStaffOrders(
  db: Queryable,
  filter: OrderFilter,
  page: PageRequest,
): Promise<{ total: number; rows: StaffOrderSummary[] }> {
  const params: unknown[] = [filter.status, filter.from, filter.to, filter.customerId];
  let where = `WHERE ($1::text IS NULL OR o.order_status = $1::text)
      AND ${withinStoreDays('o.created_at', '$2', '$3')}
      AND ($4::int IS NULL OR o.customer_id = $4::int)`;
  if (filter.search?.orderNumber != null) {
    // A number is an order number (the primary key), not a part of an e-mail.
    params.push(filter.search.orderNumber);
    where += ` AND o.id = $${params.length}`;
  } else if (filter.search) {
    // Both sides are trigram-indexed (migration 0019), so a part of a name is found without reading every order.
    params.push(`%${escapeLike(filter.search.text.toLowerCase())}%`);
    const like = `$${params.length}`;
    where += ` AND (o.customer_id IN (SELECT s.id FROM customers s
                      WHERE lower(s.company_name || ' ' || s.name || ' ' || s.email) LIKE ${like})
                    OR lower(o.email) LIKE ${like})`;
  }
  const next = params.length;
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
      ORDER BY o.created_at DESC, o.id DESC LIMIT $${next + 1} OFFSET $${next + 2}`,
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

/**
 * An order as the warehouse prints and exports it: its lines with the product's SKU and barcode as they are now
 * (null once the product is gone) and the item code as it was when ordered, and the names of its addresses'
 * states by id (staff read "New Jersey", not an id).
 */
export type StaffOrder = z.input<typeof RestStaffOrderPrintSchema>;

/** An order as staff open it: as printed, with its audit trail. */
export type StaffOrderDetail = z.input<typeof RestStaffOrderDetailSchema>;

/** Orders as the warehouse prints and exports them (no audit trail), in the order of `ids`. */
export async function loadStaffOrders(db: Queryable, ids: readonly number[]): Promise<StaffOrder[]> {
  const orders = await loadOrders(db, ids);
  if (orders.length === 0) return [];
  const found = orders.map((order) => order.id);
  const [customers, codes, states] = await Promise.all([
    db.query<{ order_id: number; id: number; company_name: string }>(
      `SELECT o.id AS order_id, c.id, c.company_name
         FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.id = ANY($1::int[])`,
      [found],
    ),
    db.query<{ id: number; sku: string | null; barcode: string | null; item_code: string }>(
      `SELECT l.id, p.sku, p.custom_barcode AS barcode, l.item_code
         FROM order_lines l LEFT JOIN products p ON p.id = l.product_id WHERE l.order_id = ANY($1::int[])`,
      [found],
    ),
    stateNames(
      db,
      orders.flatMap((order) => [order.billing_address.state_id, order.shipping_address?.state_id ?? 0]),
    ),
  ]);
  const customerOf = new Map(customers.map(({ order_id, ...customer }) => [order_id, customer]));
  const codesOf = new Map(codes.map((row) => [row.id, row]));
  // Each field written out, so that the compiler refuses one the contract does not declare (the gateway drops it).
  return orders.map((order): StaffOrder => {
    const { billing_address, shipping_address } = order;
    const ids = [billing_address.state_id, shipping_address?.state_id].map(String);
    return {
      id: order.id,
      order_number: String(order.id),
      customer: customerOf.get(order.id)!,
      status: order.order_status,
      subtotal: order.subtotal,
      tax: order.tax,
      total: order.total,
      created_at: order.created_at,
      lines: order.line_items.map((line): StaffOrder['lines'][number] => {
        const code = codesOf.get(line.id);
        return {
          id: line.id,
          ...flatLine(line),
          fulfilled: line.fulfillment_status === 'fulfilled',
          sku: code?.sku ?? null,
          barcode: code?.barcode ?? null,
          item_code: code?.item_code ?? '',
        };
      }),
      billing_address,
      shipping_address,
      note: order.note,
      payment_method: order.payment_method,
      shipment: order.shipment,
      state_names: Object.fromEntries(Object.entries(states).filter(([id]) => ids.includes(id))),
    };
  });
}

export async function loadStaffOrder(db: Queryable, id: number): Promise<StaffOrderDetail | undefined> {
  const [order] = await loadStaffOrders(db, [id]);
  if (!order) return undefined;
  return { ...order, audit: await auditOf(db, [{ type: 'order', id }]) };
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
  shipment: Shipment | null,
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
    if (to === 'shipped')
      await tx.query(
        `UPDATE orders SET shipped_at = now(), shipping_carrier = $2, tracking_number = $3,
                expected_delivery_on = $4::date
          WHERE id = $1`,
        [
          id,
          shipment?.carrier ?? null,
          shipment?.tracking_number ?? null,
          shipment?.expected_delivery_on ?? null,
        ],
      );
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
      after: {
        status: to,
        ...(to === 'cancelled' ? { restocked } : {}),
        ...(shipment ? { shipment } : {}),
      },
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
 * What the staff screens and the admin command do to move an order (every status change goes through here):
 * changeOrderStatus, then, once it is committed, the buyer's mail when the order leaves (with the carrier, tracking
 * number and expected delivery when the warehouse gave them) or can be collected (issue 16; the other steps show in
 * their account). A mail that cannot be sent is logged: the order has moved.
 */
export async function moveOrder(
  ctx: AppContext,
  id: number,
  to: OrderStatus,
  staffId: number | null,
  shipment: Shipment | null = null,
): Promise<StatusChange> {
  const change = await changeOrderStatus(ctx.db, id, to, staffId, shipment);
  if (change.outcome === 'changed' && (to === 'shipped' || to === 'ready_for_pickup')) {
    const order = await loadOrder(ctx.db, id);
    if (order)
      await ctx.mailer.sendOrLog(
        orderStatusChanged(ctx.store, order, await orderStateNames(ctx.db, order), to),
      );
  }
  return change;
}

export interface BulkOutcome {
  id: number;
  outcome: 'changed' | 'not-found' | 'not-allowed';
  /** The status the order was in. */
  from: OrderStatus | null;
}

/**
 * Moves each order as moveOrder moves one (same rules, same audit entry and mail, one transaction each), one after
 * the other: one order that cannot move leaves the others moved, and the answer says what became of each.
 */
export async function moveOrders(
  ctx: AppContext,
  ids: readonly number[],
  to: OrderStatus,
  staffId: number,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (const id of ids) {
    const change = await moveOrder(ctx, id, to, staffId);
    outcomes.push({ id, outcome: change.outcome, from: 'from' in change ? change.from : null });
  }
  return outcomes;
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
    // `line` is its place in the order (lines listed by id), as the screens number them: the log reads in words.
    const [line] = await tx.query<{ fulfilled: boolean; position: number }>(
      `SELECT fulfillment_status IS NOT NULL AS fulfilled,
              (SELECT count(*)::int FROM order_lines o WHERE o.order_id = $1 AND o.id <= $2) AS position
         FROM order_lines WHERE id = $2 AND order_id = $1`,
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
      before: { line_id: lineId, line: line.position, fulfilled: line.fulfilled },
      after: { line_id: lineId, line: line.position, fulfilled },
    });
    return 'changed';
  });
}

/**
 * Marks every line of an order fulfilled ("Fulfil all lines"), with one audit entry naming the lines it marked; a
 * cancelled order's lines stay as they are.
 */
export async function fulfilAllLines(
  db: Database,
  orderId: number,
  staffId: number,
): Promise<Exclude<FulfilmentChange, 'line-not-found'>> {
  return db.transaction(async (tx) => {
    const [order] = await tx.query<{ order_status: OrderStatus }>(
      'SELECT order_status FROM orders WHERE id = $1 FOR UPDATE',
      [orderId],
    );
    if (!order) return 'order-not-found';
    if (order.order_status === 'cancelled') return 'order-cancelled';
    const marked = await tx.query<{ id: number }>(
      `UPDATE order_lines SET fulfillment_status = 'fulfilled', fulfilled_at = now()
        WHERE order_id = $1 AND fulfillment_status IS NULL RETURNING id`,
      [orderId],
    );
    if (marked.length > 0)
      await recordAudit(tx, {
        staffId,
        action: 'order.lines_fulfilled',
        subject: 'order',
        subjectId: orderId,
        before: null,
        after: { line_ids: marked.map((line) => line.id).sort((a, b) => a - b) },
      });
    return 'changed';
  });
}

export type LineEdit =
  | { outcome: 'changed'; itemName: string; from: number; to: number; totalCents: number }
  | { outcome: 'order-not-found' | 'line-not-found' | 'last-line' }
  | { outcome: 'not-editable'; status: OrderStatus }
  | { outcome: 'not-enough-stock'; available: number }
  | { outcome: 'over-limit'; limit: number };

/**
 * Sets a line's quantity (0 removes it) while the order has not left (pending, processing): the difference is taken
 * from the product's stock (never below zero, within its purchase limit) or put back, the line and the order's
 * totals are recomputed from the prices the order was placed at, a changed line is to be picked again (not
 * fulfilled), and the audit log keeps the line, the quantities and the totals before and after. The $200 minimum is
 * the buyer's checkout rule and is not applied: the store's own edit (most often a shortage) must not force a
 * cancellation, so an edited order may end below it. The buyer is e-mailed once the change is committed.
 */
export async function changeOrderLine(
  ctx: AppContext,
  orderId: number,
  lineId: number,
  quantity: number,
  staffId: number,
): Promise<LineEdit> {
  const edit = await ctx.db.transaction(async (tx): Promise<LineEdit> => {
    const [order] = await tx.query<{ order_status: OrderStatus; total_cents: number }>(
      'SELECT order_status, total_cents::int AS total_cents FROM orders WHERE id = $1 FOR UPDATE',
      [orderId],
    );
    if (!order) return { outcome: 'order-not-found' };
    if (!(EDITABLE_ORDER_STATUSES as readonly string[]).includes(order.order_status))
      return { outcome: 'not-editable', status: order.order_status };
    const lines = await tx.query<{
      id: number;
      product_id: number | null;
      item_name: string;
      quantity: number;
      item_price_cents: number;
      tax_per_unit_cents: number;
    }>(
      `SELECT id, product_id, item_name, quantity, item_price_cents, tax_per_unit_cents
         FROM order_lines WHERE order_id = $1 ORDER BY id`,
      [orderId],
    );
    const line = lines.find((candidate) => candidate.id === lineId);
    if (!line) return { outcome: 'line-not-found' };
    if (quantity === 0 && lines.length === 1) return { outcome: 'last-line' };
    const delta = quantity - line.quantity;
    if (delta > 0) {
      const [product] = await tx.query<{ stock: number; purchase_limit: number | null }>(
        'SELECT stock, purchase_limit FROM products WHERE id = $1 FOR UPDATE',
        [line.product_id],
      );
      if (!product) return { outcome: 'not-enough-stock', available: 0 };
      const sameProduct = lines
        .filter((other) => other.product_id === line.product_id && other.id !== line.id)
        .reduce((sum, other) => sum + other.quantity, 0);
      if (product.purchase_limit !== null && quantity + sameProduct > product.purchase_limit)
        return { outcome: 'over-limit', limit: product.purchase_limit };
      if (product.stock < delta) return { outcome: 'not-enough-stock', available: product.stock };
    }
    if (delta !== 0 && line.product_id !== null)
      await tx.query('UPDATE products SET stock = stock - $2, updated_at = now() WHERE id = $1', [
        line.product_id,
        delta,
      ]);
    if (quantity === 0) await tx.query('DELETE FROM order_lines WHERE id = $1', [lineId]);
    else
      await tx.query(
        `UPDATE order_lines SET quantity = $2::int, subtotal_cents = $2::int::bigint * item_price_cents,
                tax_cents = $2::int::bigint * tax_per_unit_cents,
                fulfillment_status = CASE WHEN $3::boolean THEN fulfillment_status END,
                fulfilled_at = CASE WHEN $3::boolean THEN fulfilled_at END
          WHERE id = $1`,
        [lineId, quantity, delta === 0],
      );
    const [totals] = await tx.query<{ total_cents: number }>(
      `UPDATE orders o SET subtotal_cents = t.subtotal, tax_cents = t.tax, total_cents = t.subtotal + t.tax,
              updated_at = now()
         FROM (SELECT coalesce(sum(subtotal_cents), 0) AS subtotal, coalesce(sum(tax_cents), 0) AS tax
                 FROM order_lines WHERE order_id = $1) t
        WHERE o.id = $1 RETURNING o.total_cents::int AS total_cents`,
      [orderId],
    );
    const totalCents = totals!.total_cents;
    await recordAudit(tx, {
      staffId,
      action: quantity === 0 ? 'order.line_removed' : 'order.line_quantity',
      subject: 'order',
      subjectId: orderId,
      before: {
        line_id: lineId,
        item_name: line.item_name,
        quantity: line.quantity,
        total: formatCents(order.total_cents),
      },
      after: { line_id: lineId, item_name: line.item_name, quantity, total: formatCents(totalCents) },
    });
    return { outcome: 'changed', itemName: line.item_name, from: line.quantity, to: quantity, totalCents };
  });
  if (edit.outcome === 'changed' && edit.from !== edit.to) {
    const order = await loadOrder(ctx.db, orderId);
    if (order)
      await ctx.mailer.sendOrLog(
        orderChangedByStore(ctx.store, order, await orderStateNames(ctx.db, order), {
          itemName: edit.itemName,
          from: edit.from,
          to: edit.to,
        }),
      );
  }
  return edit;
}
