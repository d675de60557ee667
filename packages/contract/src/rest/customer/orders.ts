import { z } from 'zod';
import { restCall, restQuery } from '../call.js';
import { Cents, Id, nullish, restPageSchema } from '../fields.js';
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
  item_id: Id,
  item: z.object({
    item_name: z.string(),
    slug: nullish(z.string()),
    image: nullish(z.object({ url: nullish(z.string()) })),
  }),
  quantity: z.coerce.number().int(),
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
  .transform((order) => ({
    ...order,
    // The spec's line has no id and no unit price: the line's place in its order, and its subtotal per unit.
    line_items: order.line_items.map((line, index) => ({
      ...line,
      id: line.id ?? `${order.id}-${index + 1}`,
      item_price:
        line.item_price ??
        (line.subtotal !== undefined && line.quantity > 0 && line.subtotal % line.quantity === 0
          ? line.subtotal / line.quantity
          : undefined),
    })),
  }));
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
