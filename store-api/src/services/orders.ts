import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';
import { formatCents, messages as M, MINIMUM_ORDER_CENTS, slugify } from '@storefront/contract';
import type { z } from 'zod';
import type {
  ORDER_STATUSES,
  ORDERS,
  RestAnswerOf,
  RestOrderAddressSchema,
  RestOrderShipmentSchema,
  Narrowed,
  Whole,
} from '@storefront/contract/rest';
import { ConflictError, UnprocessableError } from '../errors.js';
import { assertLicenceValid } from './licences.js';
import { storageUrl } from './products.js';
import { recordOrderEvent } from './webhooks.js';

const LEGACY_PAYMENT_METHOD = 'Cash On Dilevery';
export type OrderStatus = (typeof ORDER_STATUSES)[number];

type OrderAnswer = RestAnswerOf<typeof ORDERS.order>;
type OrderLineAnswer = Whole<OrderAnswer['line_items'][number], 'item_id' | 'fulfillment_status'>;

/** An order's billing address as store-api keeps it (the checkout requires each field but the company). */
export type BillingSnapshot = Whole<z.input<typeof RestOrderAddressSchema>, 'company_name'>;

export type ShippingSnapshot = Omit<BillingSnapshot, 'phone' | 'email'>;

/** An order line as store-api keeps it: item_id null once the product is gone, every amount as text. */
type OrderLine = Narrowed<
  OrderLineAnswer,
  {
    item: Narrowed<Whole<OrderLineAnswer['item']>, { image: { url: string } }>;
    item_price: string;
    tax: string;
    subtotal: string;
  }
>;

/**
 * An order as store-api keeps it and the customer API answers it: the descriptor's answer, narrowed to what the
 * mails, the admin command and the staff screens rely on and the contract leaves open for a specification's host
 * (every amount as text, the status one of ORDER_STATUSES, the billing address whole).
 */
export type Order = Narrowed<
  Whole<OrderAnswer, 'note' | 'shipping_address' | 'shipment'>,
  {
    order_status: OrderStatus;
    subtotal: string;
    tax: string;
    total: string;
    billing_address: BillingSnapshot;
    shipping_address: ShippingSnapshot | null;
    line_items: OrderLine[];
    /** null before the order left, and for orders shipped without a tracking number. */
    shipment: OrderShipment | null;
  }
>;

/** A line as our flat records of an order carry it (the staff print, a webhook's order): the name as ordered. */
export function flatLine(line: OrderLine) {
  return {
    item_id: line.item_id,
    item_name: line.item.item_name,
    quantity: line.quantity,
    item_price: line.item_price,
    tax: line.tax,
    subtotal: line.subtotal,
  };
}

/** What the warehouse entered when the order left, as the customer API answers it. */
export type OrderShipment = z.input<typeof RestOrderShipmentSchema>;

interface OrderRow {
  id: number;
  created_at: Date;
  order_status: OrderStatus;
  payment_method: string;
  note: string | null;
  phone: string;
  email: string;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  billing_address: BillingSnapshot;
  shipping_address: ShippingSnapshot | null;
  shipping_carrier: string | null;
  tracking_number: string | null;
  expected_delivery_on: string | null;
  shipped_at: Date | null;
}

interface LineRow {
  id: number;
  order_id: number;
  product_id: number | null;
  item_name: string;
  image: string | null;
  quantity: number;
  item_price_cents: number;
  tax_cents: number;
  subtotal_cents: number;
  fulfillment_status: string | null;
}

const ORDER_COLUMNS = `id, created_at, order_status, payment_method, note, phone, email, subtotal_cents, tax_cents,
  total_cents, billing_address, shipping_address, shipping_carrier, tracking_number,
  to_char(expected_delivery_on, 'YYYY-MM-DD') AS expected_delivery_on, shipped_at`;

async function withLines(db: Queryable, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await db.query<LineRow>(
    `SELECT id, order_id, product_id, item_name, image, quantity, item_price_cents, tax_cents, subtotal_cents,
            fulfillment_status
       FROM order_lines WHERE order_id = ANY($1::int[]) ORDER BY order_id, id`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    id: row.id,
    created_at: row.created_at.toISOString(),
    order_status: row.order_status,
    payment_method: row.payment_method,
    note: row.note,
    phone: row.phone,
    email: row.email,
    subtotal: formatCents(row.subtotal_cents),
    tax: formatCents(row.tax_cents),
    total: formatCents(row.total_cents),
    billing_address: row.billing_address,
    shipping_address: row.shipping_address,
    line_items: lines
      .filter((line) => line.order_id === row.id)
      .map((line) => ({
        id: line.id,
        item_id: line.product_id,
        item: {
          item_name: line.item_name,
          slug: slugify(line.item_name),
          image: { url: storageUrl('products', line.image) },
        },
        quantity: line.quantity,
        item_price: formatCents(line.item_price_cents),
        tax: formatCents(line.tax_cents),
        subtotal: formatCents(line.subtotal_cents),
        fulfillment_status: line.fulfillment_status,
      })),
    shipment:
      row.shipping_carrier !== null && row.tracking_number !== null
        ? {
            carrier: row.shipping_carrier,
            tracking_number: row.tracking_number,
            expected_delivery_on: row.expected_delivery_on,
            shipped_at: row.shipped_at?.toISOString() ?? null,
          }
        : null,
  }));
}

/** One order; with customerId, only if it is that customer's. */
export async function loadOrder(db: Queryable, id: number, customerId?: number): Promise<Order | undefined> {
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1 AND ($2::int IS NULL OR customer_id = $2::int)`,
    [id, customerId ?? null],
  );
  return (await withLines(db, rows))[0];
}

/** Orders by id, in the order of `ids` (those that exist). */
export async function loadOrders(db: Queryable, ids: readonly number[]): Promise<Order[]> {
  const rows = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ANY($1::int[])`, [
    ids,
  ]);
  const byId = new Map((await withLines(db, rows)).map((order) => [order.id, order]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function loadCustomerOrders(
  db: Queryable,
  customerId: number,
  limit: number,
  offset: number,
): Promise<{ total: number; orders: Order[] }> {
  const [[count], rows] = await Promise.all([
    db.query<{ total: number }>('SELECT count(*) AS total FROM orders WHERE customer_id = $1', [customerId]),
    db.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE customer_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [customerId, limit, offset],
    ),
  ]);
  return { total: count?.total ?? 0, orders: await withLines(db, rows) };
}

export async function hasCartLines(db: Queryable, customerId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM cart_items WHERE customer_id = $1 LIMIT 1', [customerId]);
  return rows.length > 0;
}

/** Which of these state ids exist. */
export async function knownStateIds(db: Queryable, ids: number[]): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>('SELECT id FROM states WHERE id = ANY($1::int[])', [ids]);
  return new Set(rows.map((row) => row.id));
}

export interface OrderRequest {
  billing: BillingSnapshot;
  shipping: ShippingSnapshot | null;
  note: string | null;
  idempotencyKey: string | null;
}

interface CartRow {
  product_id: number;
  quantity: number;
  item_name: string;
  item_code: string;
  image: string | null;
  sales_price_cents: number;
  tax_per_unit_cents: number;
  purchase_limit: number | null;
}

/** An order placed with an Idempotency-Key, and what the key was used for (null for orders placed before 0006). */
export interface KeyedOrder {
  id: number;
  fingerprint: string | null;
}

export async function findOrderByKey(
  db: Queryable,
  customerId: number,
  key: string,
): Promise<KeyedOrder | undefined> {
  const [row] = await db.query<{ id: number; idempotency_fingerprint: string | null }>(
    'SELECT id, idempotency_fingerprint FROM orders WHERE customer_id = $1 AND idempotency_key = $2',
    [customerId, key],
  );
  return row && { id: row.id, fingerprint: row.idempotency_fingerprint };
}

interface LineKey {
  product_id: number | null;
  quantity: number;
}

/** JSON with every object's keys sorted, so equal requests hash alike whatever order their fields came in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** SHA-256 of the normalized request (as validated: trimmed, phone digits, e-mail lower-cased) and its lines. */
function orderFingerprint(request: Omit<OrderRequest, 'idempotencyKey'>, lines: LineKey[]): string {
  const normalized = {
    billing: request.billing,
    shipping: request.shipping,
    note: request.note,
    lines: lines
      .map((line) => [line.product_id, line.quantity])
      .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || a[1]! - b[1]!),
  };
  return createHash('sha256').update(canonicalJson(normalized)).digest('hex');
}

/**
 * Answers 422 unless the request is the one the key was first used for. A retry of that request finds the cart
 * it emptied, so the lines it is built from are the order's; a cart holding anything is a new request's lines.
 */
export async function assertSameRequest(
  db: Queryable,
  customerId: number,
  order: KeyedOrder,
  request: Omit<OrderRequest, 'idempotencyKey'>,
): Promise<void> {
  if (order.fingerprint === null) return;
  const cart = await db.query<LineKey>('SELECT product_id, quantity FROM cart_items WHERE customer_id = $1', [
    customerId,
  ]);
  const lines =
    cart.length > 0
      ? cart
      : await db.query<LineKey>('SELECT product_id, quantity FROM order_lines WHERE order_id = $1', [
          order.id,
        ]);
  if (orderFingerprint(request, lines) !== order.fingerprint) {
    throw new UnprocessableError(M.idempotencyKeyReused, 'IDEMPOTENCY_KEY_REUSED', null);
  }
}

/**
 * Holds the customer's key until the transaction ends; false while another transaction holds it, that is while
 * another store-api process sharing the database is placing an order with the same key.
 */
export async function lockIdempotencyKey(tx: Queryable, customerId: number, key: string): Promise<boolean> {
  const [row] = await tx.query<{ locked: boolean }>(
    'SELECT pg_try_advisory_xact_lock($1::int, hashtext($2)) AS locked',
    [customerId, key],
  );
  return row?.locked === true;
}

/**
 * Turns the customer's cart into an order in one transaction: prices and totals come from the database,
 * stock is taken with guarded updates (never below zero, in product-id order so concurrent orders cannot
 * deadlock), and the cart is emptied. The customer's row is locked first, so one customer's orders run one
 * at a time and a repeated idempotency key finds the order the first request made (422 if the request differs,
 * 409 while another process still holds the key).
 */
export async function placeOrder(
  db: Database,
  customerId: number,
  request: OrderRequest,
): Promise<{ id: number; replayed: boolean }> {
  return db.transaction(async (tx) => {
    if (request.idempotencyKey && !(await lockIdempotencyKey(tx, customerId, request.idempotencyKey))) {
      throw new ConflictError(M.idempotencyKeyInFlight);
    }
    const [customer] = await tx.query<{ status: string }>(
      'SELECT status FROM customers WHERE id = $1 FOR UPDATE',
      [customerId],
    );
    if (request.idempotencyKey) {
      const existing = await findOrderByKey(tx, customerId, request.idempotencyKey);
      if (existing !== undefined) {
        await assertSameRequest(tx, customerId, existing, request);
        return { id: existing.id, replayed: true };
      }
    }
    if (customer?.status !== 'approved') throw new UnprocessableError(M.onlyApproved, 'NOT_APPROVED', null);
    await assertLicenceValid(tx, customerId);
    const lines = await tx.query<CartRow>(
      `SELECT ci.product_id, ci.quantity, p.item_name, p.item_code, p.images[1] AS image, p.sales_price_cents,
              p.tax_per_unit_cents, p.purchase_limit
         FROM cart_items ci JOIN products p ON p.id = ci.product_id AND p.archived_at IS NULL
        WHERE ci.customer_id = $1 ORDER BY ci.product_id FOR UPDATE OF ci`,
      [customerId],
    );
    if (lines.length === 0) throw new UnprocessableError(M.cartEmpty, 'CART_EMPTY', null);
    const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.sales_price_cents, 0);
    const tax = lines.reduce((sum, line) => sum + line.quantity * line.tax_per_unit_cents, 0);
    if (subtotal + tax < MINIMUM_ORDER_CENTS)
      throw new UnprocessableError(M.minimumOrder, 'MINIMUM_ORDER_NOT_MET', null);

    for (const line of lines) {
      if (line.purchase_limit !== null && line.quantity > line.purchase_limit)
        throw new UnprocessableError(M.outOfStock, 'OUT_OF_STOCK', null);
      const taken = await tx.query(
        'UPDATE products SET stock = stock - $2, updated_at = now() WHERE id = $1 AND stock >= $2 RETURNING id',
        [line.product_id, line.quantity],
      );
      if (taken.length === 0) throw new UnprocessableError(M.outOfStock, 'OUT_OF_STOCK', null);
    }

    const [order] = await tx.query<{ id: number }>(
      `INSERT INTO orders (customer_id, payment_method, note, phone, email, billing_address, shipping_address,
                           subtotal_cents, tax_cents, total_cents, idempotency_key, idempotency_fingerprint)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $10, $11, $12) RETURNING id`,
      [
        customerId,
        LEGACY_PAYMENT_METHOD,
        request.note,
        request.billing.phone,
        request.billing.email,
        JSON.stringify(request.billing),
        request.shipping ? JSON.stringify(request.shipping) : null,
        subtotal,
        tax,
        subtotal + tax,
        request.idempotencyKey,
        request.idempotencyKey ? orderFingerprint(request, lines) : null,
      ],
    );
    const orderId = order!.id;
    for (const line of lines) {
      await tx.query(
        `INSERT INTO order_lines (order_id, product_id, item_name, item_code, image, quantity, item_price_cents,
                                  tax_per_unit_cents, subtotal_cents, tax_cents)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          orderId,
          line.product_id,
          line.item_name,
          line.item_code,
          line.image,
          line.quantity,
          line.sales_price_cents,
          line.tax_per_unit_cents,
          line.quantity * line.sales_price_cents,
          line.quantity * line.tax_per_unit_cents,
        ],
      );
    }
    await tx.query('DELETE FROM cart_items WHERE customer_id = $1', [customerId]);
    await recordOrderEvent(tx, { type: 'order.placed', orderId, customerId });
    return { id: orderId, replayed: false };
  });
}
