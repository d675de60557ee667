import { z } from 'zod';
import { restCall, restQuery } from '../call.js';
import { Cents, Id, Int, nullish, restPageSchema } from '../fields.js';
import { RestAddressBodySchema } from './account.js';

export const RestOrderAddressSchema = z.object({
  name: nullish(z.string()),
  company_name: nullish(z.string()),
  address: nullish(z.string()),
  city: nullish(z.string()),
  state_id: nullish(Id),
  pincode: nullish(z.string()),
  phone: nullish(z.string()),
  email: nullish(z.string()),
});
export type RestOrderAddress = z.infer<typeof RestOrderAddressSchema>;

const RestOrderLineSchema = z.object({
  id: nullish(Id),
  /** null once the product is gone: store-api's order keeps the line, with its name and amounts as ordered. */
  item_id: nullish(Id),
  item: z.object({
    item_name: z.string(),
    slug: nullish(z.string()),
    image: nullish(z.object({ url: nullish(z.string()) })),
  }),
  quantity: Int,
  item_price: Cents.optional(),
  tax: Cents.optional(),
  subtotal: Cents.optional(),
  fulfillment_status: nullish(z.string()),
});
export const RestOrderShipmentSchema = z.object({
  carrier: z.string(),
  tracking_number: z.string(),
  expected_delivery_on: nullish(z.string()),
  shipped_at: nullish(z.string()),
});
export type RestOrderShipment = z.infer<typeof RestOrderShipmentSchema>;

export type RestOrderLine = RestOrder['line_items'][number];

/**
 * Each line's tax: the host's own when every line has one; otherwise (the spec's lines carry none) the order's tax
 * shared across the lines in proportion to their subtotals, in whole cents that add up to the order's tax (the
 * cents left over go to the lines with the largest remainders, the earlier line first on a tie). Unknown when the
 * order's tax or a line's subtotal is.
 */
function lineTaxes(order: {
  tax?: number | undefined;
  line_items: readonly { tax?: number | undefined; subtotal?: number | undefined }[];
}): (number | undefined)[] {
  const { tax, line_items: lines } = order;
  if (lines.every((line) => line.tax !== undefined)) return lines.map((line) => line.tax);
  const subtotals = lines.map((line) => line.subtotal);
  if (tax === undefined || subtotals.some((subtotal) => subtotal === undefined))
    return lines.map(() => undefined);
  const known = subtotals as number[];
  const sum = known.reduce((total, subtotal) => total + subtotal, 0);
  if (sum === 0) return known.map((_, index) => (index === 0 ? tax : 0));
  const exact = known.map((subtotal) => (tax * subtotal) / sum);
  const shares = exact.map(Math.floor);
  let left = tax - shares.reduce((total, share) => total + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

export const RestOrderSchema = z
  .object({
    id: Id,
    created_at: z.string(),
    order_status: z.string(),
    payment_method: nullish(z.string()),
    note: nullish(z.string()),
    phone: nullish(z.string()),
    email: nullish(z.string()),
    subtotal: Cents.optional(),
    tax: Cents.optional(),
    total: Cents.optional(),
    billing_address: RestOrderAddressSchema,
    shipping_address: nullish(RestOrderAddressSchema),
    line_items: z.array(RestOrderLineSchema),
    /** Ours: the carrier and tracking number once the order has shipped; the spec's orders have none. */
    shipment: nullish(RestOrderShipmentSchema),
  })
  .transform((order) => {
    const taxes = lineTaxes(order);
    return {
      ...order,
      // The spec's line has no id, unit price or tax: the line's place in its order, its subtotal per unit, and its
      // share of the order's tax.
      line_items: order.line_items.map((line, index) => ({
        ...line,
        id: line.id ?? `${order.id}-${index + 1}`,
        tax: taxes[index],
        item_price:
          line.item_price ??
          (line.subtotal !== undefined && line.quantity > 0 && line.subtotal % line.quantity === 0
            ? line.subtotal / line.quantity
            : undefined),
      })),
    };
  });
export type RestOrder = z.infer<typeof RestOrderSchema>;

export const RestOrderPageSchema = restPageSchema(RestOrderSchema);

/** An order's address as a client sends it: an address book's, without an id, with a name and an e-mail. */
const RestOrderAddressBodySchema = RestAddressBodySchema.omit({ id: true }).extend({
  name: z.string(),
  email: z.string().nullish(),
});

/** Money as a client sends it: "12.50". */
const MoneyText = z.string().optional();

/**
 * The spec's order request: the addresses, note and payment method the buyer chose, with the cart's items and
 * amounts (a host must not trust them: store-api prices the order itself).
 */
export const RestCreateOrderBodySchema = z.object({
  billing_address: RestOrderAddressBodySchema,
  shipping_address: RestOrderAddressBodySchema.nullable(),
  hasShippingAddress: z.boolean(),
  note: z.string().nullable(),
  payment_method: z.string(),
  items: z.array(
    z.object({
      item_name: z.string(),
      item_id: z.number(),
      quantity: z.number(),
      item_price: MoneyText,
      subtotal: MoneyText,
      tax: MoneyText,
    }),
  ),
  subtotal: MoneyText,
  tax: MoneyText,
  total: MoneyText,
});

export const ORDERS = {
  /** The spec's answer is only a message; store-api's is the order. */
  createOrder: restCall({
    name: 'create-order',
    method: 'POST',
    path: '/customer/create-order',
    write: true,
    origin: 'spec',
    access: 'customer',
    body: RestCreateOrderBodySchema,
    keyScope: 'orders:write',
    wrapping: 'envelope',
    answer: RestOrderSchema.optional(),
  }),
  /** Laravel's paginator, or the spec's plain list. */
  orders: restCall({
    name: 'retrive-orders',
    method: 'GET',
    path: '/customer/retrive-orders',
    write: false,
    origin: 'spec',
    access: 'customer',
    keyScope: 'orders:read',
    query: restQuery('page', 'per_page'),
    wrapping: 'envelope',
    answer: z.union([RestOrderPageSchema, z.array(RestOrderSchema)]),
  }),
  order: restCall({
    name: 'orders/:id',
    method: 'GET',
    path: '/customer/orders/:id',
    write: false,
    origin: 'ours',
    access: 'customer',
    keyScope: 'orders:read',
    wrapping: 'envelope',
    answer: RestOrderSchema,
  }),
} as const;
