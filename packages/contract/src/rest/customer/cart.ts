import { z } from 'zod';
import { MINIMUM_ORDER_CENTS } from '../../limits.js';
import { restCall, restQuery } from '../call.js';
import { Cents, Id, Int, nullish } from '../fields.js';
import { RestProductSchema } from './catalog.js';

/**
 * A cart line as store-api sends it (the whole product as `item`) or as the spec names it (`item` with only
 * name, price, stock and purchase limit; `tax` as `{tax_per_unit}`). Its amounts are computed here, in cents.
 */
export const RestCartLineSchema = z
  .object({
    id: Id,
    item_id: Id,
    quantity: Int,
    item: z.record(z.string(), z.unknown()),
    tax: nullish(z.union([Cents, z.object({ tax_per_unit: Cents })])),
  })
  .transform((line, ctx) => {
    const item = RestProductSchema.safeParse({ id: line.item_id, ...line.item });
    if (!item.success) {
      for (const issue of item.error.issues) ctx.addIssue({ ...issue, path: ['item', ...issue.path] });
      return z.NEVER;
    }
    const unitTax = typeof line.tax === 'object' && line.tax !== null ? line.tax.tax_per_unit : undefined;
    const taxPerUnit = item.data.tax_per_unit ?? unitTax;
    return {
      id: line.id,
      item_id: line.item_id,
      quantity: line.quantity,
      item: { ...item.data, tax_per_unit: taxPerUnit },
      tax: taxPerUnit === undefined ? undefined : line.quantity * taxPerUnit,
      subtotal: item.data.sales_price === undefined ? undefined : line.quantity * item.data.sales_price,
    };
  });
export type RestCartLine = z.infer<typeof RestCartLineSchema>;

/**
 * Ours: the amounts store-api sends beside a cart's lines (beside `data` in cart-items' answer, beside `lines` in a
 * cart write's), a line's subtotal with the same name. A client computes its own from the lines (RestCartSchema),
 * whatever the host sends here: they are declared for integrators and for store-api's answers, not read.
 */
export const RestCartTotalsSchema = z.object({
  total_quantity: Int,
  subtotal: Cents.optional(),
  tax: Cents.optional(),
  total: Cents.optional(),
  minimum_order: Cents,
  meets_minimum: z.boolean().optional(),
});

/** Cents summed, or undefined when one is missing (a host that left a price out). */
function sumCents(values: readonly (number | undefined)[]): number | undefined {
  let total = 0;
  for (const value of values) {
    if (value === undefined) return undefined;
    total += value;
  }
  return total;
}

/**
 * The cart as the spec's client reads it, `data` being the list of lines; what the gateway shows (amounts,
 * count, the minimum order) is computed from the lines, whatever else the host sends beside them.
 */
export const RestCartSchema = z.array(RestCartLineSchema).transform((lines) => {
  const subtotal = sumCents(lines.map((line) => line.subtotal));
  const tax = sumCents(lines.map((line) => line.tax));
  const total = subtotal === undefined || tax === undefined ? undefined : subtotal + tax;
  return {
    lines,
    total_quantity: lines.reduce((count, line) => count + line.quantity, 0),
    subtotal,
    tax,
    total,
    minimum_order: MINIMUM_ORDER_CENTS,
    meets_minimum: total !== undefined && total >= MINIMUM_ORDER_CENTS,
  };
});
export type RestCart = z.infer<typeof RestCartSchema>;

/**
 * The cart a cart write answers: store-api's `{lines, subtotal, …}`, or the lines themselves (the spec's "updated
 * cart" after a quantity step or a removal). Anything else (the spec's toast after add-to-cart) does not parse.
 */
export const RestWrittenCartSchema = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && Array.isArray((value as { lines?: unknown }).lines)
      ? (value as { lines: unknown[] }).lines
      : value,
  RestCartSchema,
);

/**
 * A cart write's answer: store-api's cart; the spec's host answers a toast (no data) or an "updated cart" it does
 * not describe, read as no cart (the client then reads the cart).
 */
const CartWriteAnswerSchema = z.union([
  RestWrittenCartSchema,
  z.unknown().transform((): z.output<typeof RestWrittenCartSchema> | undefined => undefined),
]);

/** The cart: the spec makes its writes GET requests, which are writes all the same. */
export const CART = {
  addToCart: restCall({
    name: 'add-to-cart',
    method: 'GET',
    path: '/customer/add-to-cart',
    write: true,
    origin: 'spec',
    access: 'customer',
    keyScope: 'orders:write',
    query: restQuery('item_id', 'quantity'),
    wrapping: 'envelope',
    answer: CartWriteAnswerSchema,
  }),
  addSelectedToCart: restCall({
    name: 'add-selected-to-cart',
    method: 'GET',
    path: '/customer/add-selected-to-cart',
    write: true,
    origin: 'spec',
    access: 'customer',
    keyScope: 'orders:write',
    query: restQuery('item_ids', 'quantity'),
    wrapping: 'envelope',
    answer: CartWriteAnswerSchema,
  }),
  cart: restCall({
    name: 'cart-items',
    method: 'GET',
    path: '/customer/cart-items',
    write: false,
    origin: 'spec',
    access: 'customer',
    keyScope: 'orders:write',
    wrapping: 'envelope',
    answer: RestCartSchema,
  }),
  cartQuantity: restCall({
    name: 'cart-items-qty',
    method: 'GET',
    path: '/customer/cart-items-qty',
    write: false,
    origin: 'spec',
    access: 'customer',
    keyScope: 'orders:write',
    wrapping: 'envelope',
    answer: Int,
  }),
  stepCartLine: restCall({
    name: 'increase-decrease-cart-item-qty',
    method: 'GET',
    path: '/customer/increase-decrease-cart-item-qty',
    write: true,
    origin: 'spec',
    access: 'customer',
    keyScope: 'orders:write',
    query: restQuery('cart_id', 'increase'),
    wrapping: 'envelope',
    answer: CartWriteAnswerSchema,
  }),
  removeCartLine: restCall({
    name: 'remove-item-from-cart',
    method: 'GET',
    path: '/customer/remove-item-from-cart',
    write: true,
    origin: 'spec',
    access: 'customer',
    keyScope: 'orders:write',
    query: restQuery('item_id'),
    wrapping: 'envelope',
    answer: CartWriteAnswerSchema,
  }),
  /** An absolute quantity, so a repeated request leaves the same cart. */
  setCartLineQuantity: restCall({
    name: 'set-cart-item-qty',
    method: 'POST',
    path: '/customer/set-cart-item-qty',
    write: true,
    origin: 'ours',
    access: 'customer',
    body: z.object({ cart_id: z.number(), quantity: z.number() }),
    keyScope: 'orders:write',
    wrapping: 'envelope',
    answer: CartWriteAnswerSchema,
  }),
} as const;
