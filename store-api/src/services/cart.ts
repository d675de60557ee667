import type { z } from 'zod';
import type { Narrowed, RestCartLineSchema, RestCartTotalsSchema } from '@storefront/contract/rest';
import type { Queryable } from '../db/database.js';
import { formatCents, messages as M, MINIMUM_ORDER_CENTS } from '@storefront/contract';
import { NotFoundError, UnprocessableError } from '../errors.js';
import type { CustomerStatus } from './customers.js';
import { findProductsByIds, viewerFor, type Product } from './products.js';

/** The amounts beside the cart's lines, as text; only for a customer who sees prices (the minimum for everyone). */
type CartTotals = Narrowed<
  z.input<typeof RestCartTotalsSchema>,
  { subtotal?: string; tax?: string; total?: string; minimum_order: string }
>;

/**
 * A cart line: the spec's (id, item_id, quantity, item, tax {tax_per_unit}) with the whole product as `item`, and
 * its subtotal; the amounts only for a customer who sees prices.
 */
type CartLine = Narrowed<
  z.input<typeof RestCartLineSchema>,
  { item: Product; tax?: { tax_per_unit: string } }
> &
  Pick<CartTotals, 'subtotal'>;

/** The cart: the spec's lines (the routes that answer them are typed by RestCartLineSchema) and our totals. */
export type Cart = { lines: CartLine[] } & CartTotals;

interface LineRow {
  id: number;
  product_id: number;
  quantity: number;
  sales_price_cents: number;
  tax_per_unit_cents: number;
}

/** The customer's cart with every amount computed here, from the database's prices. */
export async function loadCart(
  db: Queryable,
  customer: { id: number; status: CustomerStatus },
): Promise<Cart> {
  const customerId = customer.id;
  const viewer = viewerFor(customer);
  const rows = await db.query<LineRow>(
    `SELECT ci.id, ci.product_id, ci.quantity, p.sales_price_cents, p.tax_per_unit_cents
       FROM cart_items ci JOIN products p ON p.id = ci.product_id AND p.archived_at IS NULL
      WHERE ci.customer_id = $1 ORDER BY ci.id`,
    [customerId],
  );
  const products = await findProductsByIds(
    db,
    rows.map((row) => row.product_id),
    viewer,
  );
  const byId = new Map(products.map((product) => [product.id, product]));
  let subtotal = 0;
  let tax = 0;
  let quantity = 0;
  const lines = rows.map((row): CartLine => {
    const lineSubtotal = row.quantity * row.sales_price_cents;
    const lineTax = row.quantity * row.tax_per_unit_cents;
    subtotal += lineSubtotal;
    tax += lineTax;
    quantity += row.quantity;
    const line = {
      id: row.id,
      item_id: row.product_id,
      quantity: row.quantity,
      item: byId.get(row.product_id)!,
    };
    if (!viewer.seesPrices) return line;
    return {
      ...line,
      tax: { tax_per_unit: formatCents(row.tax_per_unit_cents) },
      subtotal: formatCents(lineSubtotal),
    };
  });
  const minimum = { minimum_order: formatCents(MINIMUM_ORDER_CENTS) };
  if (!viewer.seesPrices) return { lines, total_quantity: quantity, ...minimum };
  return {
    lines,
    total_quantity: quantity,
    subtotal: formatCents(subtotal),
    tax: formatCents(tax),
    total: formatCents(subtotal + tax),
    ...minimum,
    meets_minimum: subtotal + tax >= MINIMUM_ORDER_CENTS,
  };
}

export async function cartQuantity(db: Queryable, customerId: number): Promise<number> {
  const [row] = await db.query<{ quantity: number }>(
    'SELECT coalesce(sum(quantity), 0)::int AS quantity FROM cart_items WHERE customer_id = $1',
    [customerId],
  );
  return row?.quantity ?? 0;
}

/**
 * Adds quantity to the product's line in one guarded statement: the line's new quantity must stay within
 * the stock and the purchase limit, so two concurrent adds cannot together pass either.
 */
export async function addToCart(
  db: Queryable,
  customerId: number,
  productId: number,
  quantity: number,
): Promise<void> {
  const added = await db.query(
    `INSERT INTO cart_items AS ci (customer_id, product_id, quantity)
     SELECT $1, p.id, $3 FROM products p
      WHERE p.id = $2 AND p.archived_at IS NULL AND $3 <= p.stock AND $3 <= coalesce(p.purchase_limit, $3)
     ON CONFLICT (customer_id, product_id) DO UPDATE
        SET quantity = ci.quantity + EXCLUDED.quantity, updated_at = now()
      WHERE ci.quantity + EXCLUDED.quantity <= (SELECT p.stock FROM products p WHERE p.id = EXCLUDED.product_id)
        AND ci.quantity + EXCLUDED.quantity
            <= coalesce((SELECT p.purchase_limit FROM products p WHERE p.id = EXCLUDED.product_id), ci.quantity + EXCLUDED.quantity)
     RETURNING ci.id`,
    [customerId, productId, quantity],
  );
  if (added.length > 0) return;
  const [exists] = await db.query('SELECT 1 FROM products WHERE id = $1 AND archived_at IS NULL', [
    productId,
  ]);
  if (!exists) throw new NotFoundError(M.productNotFound);
  throw new UnprocessableError(M.outOfStock, 'OUT_OF_STOCK', null);
}

/** Plus or minus one; minus on a line of 1 removes it. */
export async function stepCartLine(
  db: Queryable,
  customerId: number,
  lineId: number,
  increase: boolean,
): Promise<void> {
  if (increase) {
    const raised = await db.query(
      `UPDATE cart_items ci SET quantity = ci.quantity + 1, updated_at = now()
         FROM products p
        WHERE ci.id = $1 AND ci.customer_id = $2 AND p.id = ci.product_id
          AND ci.quantity + 1 <= p.stock AND ci.quantity + 1 <= coalesce(p.purchase_limit, ci.quantity + 1)
        RETURNING ci.id`,
      [lineId, customerId],
    );
    if (raised.length > 0) return;
    await assertLine(db, customerId, lineId);
    throw new UnprocessableError(M.outOfStock, 'OUT_OF_STOCK', null);
  }
  const removed = await db.query(
    'DELETE FROM cart_items WHERE id = $1 AND customer_id = $2 AND quantity <= 1 RETURNING id',
    [lineId, customerId],
  );
  if (removed.length > 0) return;
  const lowered = await db.query(
    'UPDATE cart_items SET quantity = quantity - 1, updated_at = now() WHERE id = $1 AND customer_id = $2 RETURNING id',
    [lineId, customerId],
  );
  if (lowered.length === 0) throw new NotFoundError(M.cartLineNotFound);
}

export async function removeCartLine(
  db: Queryable,
  customerId: number,
  lineId: number | 'all',
): Promise<void> {
  if (lineId === 'all') {
    await db.query('DELETE FROM cart_items WHERE customer_id = $1', [customerId]);
    return;
  }
  const removed = await db.query('DELETE FROM cart_items WHERE id = $1 AND customer_id = $2 RETURNING id', [
    lineId,
    customerId,
  ]);
  if (removed.length === 0) throw new NotFoundError(M.cartLineNotFound);
}

async function assertLine(db: Queryable, customerId: number, lineId: number): Promise<void> {
  const [line] = await db.query('SELECT 1 FROM cart_items WHERE id = $1 AND customer_id = $2', [
    lineId,
    customerId,
  ]);
  if (!line) throw new NotFoundError(M.cartLineNotFound);
}

/**
 * Sets a line's quantity (absolute, so a repeated request leaves the same cart) in one guarded statement: the new
 * quantity must stay within the product's stock and purchase limit, as add-to-cart's.
 */
export async function setCartLineQuantity(
  db: Queryable,
  customerId: number,
  lineId: number,
  quantity: number,
): Promise<void> {
  const set = await db.query(
    `UPDATE cart_items ci SET quantity = $3, updated_at = now()
       FROM products p
      WHERE ci.id = $1 AND ci.customer_id = $2 AND p.id = ci.product_id
        AND $3 <= p.stock AND $3 <= coalesce(p.purchase_limit, $3)
      RETURNING ci.id`,
    [lineId, customerId, quantity],
  );
  if (set.length > 0) return;
  await assertLine(db, customerId, lineId);
  throw new UnprocessableError(M.outOfStock, 'OUT_OF_STOCK', null);
}
