import { z } from 'zod';
import { restCall, restQuery } from '../call.js';
import { RestOrderAddressSchema, RestOrderShipmentSchema } from '../customer/orders.js';
import { Cents, Id, Int, nullish } from '../fields.js';
import { RestAuditEntrySchema } from './audit.js';
import { restStaffPageSchema } from './fields.js';
import { ORDER_STATUSES } from './values.js';

export const RestStaffOrderSchema = z.object({
  id: Id,
  order_number: z.string(),
  customer: z.object({ id: Id, company_name: z.string() }),
  status: z.enum(ORDER_STATUSES),
  subtotal: Cents.optional(),
  tax: Cents.optional(),
  total: Cents,
  line_count: Int,
  created_at: z.string(),
});
export type RestStaffOrder = z.infer<typeof RestStaffOrderSchema>;

/** As the customer API's order addresses. */
const RestStaffOrderAddressSchema = RestOrderAddressSchema;
export type RestStaffOrderAddress = z.infer<typeof RestStaffOrderAddressSchema>;

const RestStaffOrderLineSchema = z.object({
  id: Id,
  item_id: nullish(Id),
  item_name: z.string(),
  quantity: Int,
  item_price: Cents.optional(),
  tax: Cents.optional(),
  subtotal: Cents.optional(),
  fulfilled: z.boolean(),
  sku: nullish(z.string()),
  barcode: nullish(z.string()),
  item_code: nullish(z.string()),
});
export type RestStaffOrderLine = z.infer<typeof RestStaffOrderLineSchema>;

/** An order with its lines, addresses and shipment, as printed (packing slips, pick list) and exported. */
const RestStaffOrderPrintShape = RestStaffOrderSchema.extend({
  line_count: Int.optional(),
  lines: z.array(RestStaffOrderLineSchema),
  billing_address: nullish(RestStaffOrderAddressSchema),
  shipping_address: nullish(RestStaffOrderAddressSchema),
  note: nullish(z.string()),
  payment_method: nullish(z.string()),
  shipment: nullish(RestOrderShipmentSchema),
  state_names: z.record(z.string(), z.string()).default({}),
});

const countLines = <T extends { line_count?: number | undefined; lines: unknown[] }>(order: T) => ({
  ...order,
  line_count: order.line_count ?? order.lines.length,
});

export const RestStaffOrderPrintSchema = RestStaffOrderPrintShape.transform(countLines);
export type RestStaffOrderPrint = z.infer<typeof RestStaffOrderPrintSchema>;

/** The detail has no `line_count` of its own: its lines are counted. */
export const RestStaffOrderDetailSchema = RestStaffOrderPrintShape.extend({
  audit: z.array(RestAuditEntrySchema),
}).transform(countLines);
export type RestStaffOrderDetail = z.infer<typeof RestStaffOrderDetailSchema>;

/** A row of the list: with `detail=true` (the CSV export's), also its lines, addresses and shipment. */
export const RestStaffOrderListItemSchema = RestStaffOrderSchema.extend({
  lines: z.array(RestStaffOrderLineSchema).optional(),
  billing_address: RestStaffOrderAddressSchema.nullish(),
  shipping_address: RestStaffOrderAddressSchema.nullish(),
  shipment: RestOrderShipmentSchema.nullish(),
  state_names: z.record(z.string(), z.string()).optional(),
});
export type RestStaffOrderListItem = z.infer<typeof RestStaffOrderListItemSchema>;

/** What became of each order of a bulk status change. */
export const RestBulkOutcomeSchema = z.object({
  id: Id,
  order_number: z.string(),
  changed: z.boolean(),
  code: nullish(z.string()),
  message: nullish(z.string()),
});
export type RestBulkOutcome = z.infer<typeof RestBulkOutcomeSchema>;

/** Orders: list, detail, status flow and per-line fulfilment (admin, warehouse). */
export const STAFF_ORDERS = {
  /**
   * `search` is an order number (`1042`, `#1042`, `order-1042`) or 2 to 100 characters of the customer's company,
   * contact name or e-mail. `detail=true` adds each order's lines, addresses and shipment (the CSV export's).
   * `from` and `to` are days written YYYY-MM-DD. `export=csv` on the first page says the list is read for the CSV
   * export: store-api records it in the audit log (the filter, how many orders matched).
   */
  orders: restCall({
    name: 'staff/orders',
    method: 'GET',
    path: '/staff/orders',
    write: false,
    origin: 'ours',
    access: 'staff',
    query: restQuery('status', 'from', 'to', 'customer_id', 'search', 'detail', 'export', 'page', 'per_page'),
    wrapping: 'bare',
    answer: restStaffPageSchema(RestStaffOrderListItemSchema),
  }),
  /** `ids`: 1 to 50 order ids, comma-joined; the orders that exist, in that order. */
  orderSelection: restCall({
    name: 'staff/orders/selection',
    method: 'GET',
    path: '/staff/orders/selection',
    write: false,
    origin: 'ours',
    access: 'staff',
    query: restQuery('ids'),
    wrapping: 'envelope',
    answer: z.array(RestStaffOrderPrintSchema),
  }),
  /** Body `{ ids, status }`: each order moved as one is, and what became of each. */
  setOrdersStatus: restCall({
    name: 'staff/orders/status',
    method: 'POST',
    path: '/staff/orders/status',
    write: true,
    origin: 'ours',
    access: 'staff',
    // Ids as a list (or comma-joined text) and one of ORDER_STATUSES: the host refuses others in its own words.
    body: z.object({ ids: z.union([z.array(z.number()).readonly(), z.string()]), status: z.string() }),
    wrapping: 'envelope',
    answer: z.array(RestBulkOutcomeSchema),
  }),
  fulfilAllLines: restCall({
    name: 'staff/orders/:id/fulfil-all',
    method: 'POST',
    path: '/staff/orders/:id/fulfil-all',
    write: true,
    origin: 'ours',
    access: 'staff',
    wrapping: 'envelope',
    answer: RestStaffOrderDetailSchema,
  }),
  /** Body `{ quantity }`: 0 removes the line. */
  setOrderLineQuantity: restCall({
    name: 'staff/orders/:id/lines/:lineId/quantity',
    method: 'POST',
    path: '/staff/orders/:id/lines/:lineId/quantity',
    write: true,
    origin: 'ours',
    access: 'staff',
    body: z.object({ quantity: z.union([z.number(), z.string()]) }),
    wrapping: 'envelope',
    answer: RestStaffOrderDetailSchema,
  }),
  order: restCall({
    name: 'staff/orders/:id',
    method: 'GET',
    path: '/staff/orders/:id',
    write: false,
    origin: 'ours',
    access: 'staff',
    wrapping: 'envelope',
    answer: RestStaffOrderDetailSchema,
  }),
  /** Body `{ status }`; with `shipped`, optionally `carrier`, `tracking_number`, `expected_delivery_on`. */
  setOrderStatus: restCall({
    name: 'staff/orders/:id/status',
    method: 'POST',
    path: '/staff/orders/:id/status',
    write: true,
    origin: 'ours',
    access: 'staff',
    // One of ORDER_STATUSES, as text: the host refuses another in its own words; a shipment's fields with shipped.
    body: z.object({
      status: z.string(),
      carrier: z.string().nullish(),
      tracking_number: z.string().nullish(),
      expected_delivery_on: z.string().nullish(),
    }),
    wrapping: 'envelope',
    answer: RestStaffOrderDetailSchema,
  }),
  setOrderLineFulfilled: restCall({
    name: 'staff/orders/:id/lines/:lineId/fulfil',
    method: 'POST',
    path: '/staff/orders/:id/lines/:lineId/fulfil',
    write: true,
    origin: 'ours',
    access: 'staff',
    body: z.object({ fulfilled: z.boolean() }),
    wrapping: 'envelope',
    answer: RestStaffOrderDetailSchema,
  }),
} as const;
