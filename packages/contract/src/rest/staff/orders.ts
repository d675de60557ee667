import { z } from 'zod';
import { restCall, restQuery } from '../call.js';
import { RestOrderAddressSchema } from '../customer/orders.js';
import { Cents, Id, nullish } from '../fields.js';
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
  line_count: z.coerce.number().int(),
  created_at: z.string(),
});
export type RestStaffOrder = z.infer<typeof RestStaffOrderSchema>;

/** As the customer API's order addresses. */
const RestStaffOrderAddressSchema = RestOrderAddressSchema;
export type RestStaffOrderAddress = z.infer<typeof RestStaffOrderAddressSchema>;

/** The detail has no `line_count` of its own: its lines are counted. */
export const RestStaffOrderDetailSchema = RestStaffOrderSchema.extend({
  line_count: z.coerce.number().int().optional(),
  lines: z.array(
    z.object({
      id: Id,
      item_name: z.string(),
      quantity: z.coerce.number().int(),
      item_price: Cents.optional(),
      subtotal: Cents.optional(),
      fulfilled: z.boolean(),
    }),
  ),
  billing_address: nullish(RestStaffOrderAddressSchema),
  shipping_address: nullish(RestStaffOrderAddressSchema),
  note: nullish(z.string()),
  audit: z.array(RestAuditEntrySchema),
  state_names: z.record(z.string(), z.string()).default({}),
}).transform((order) => ({ ...order, line_count: order.line_count ?? order.lines.length }));
export type RestStaffOrderDetail = z.infer<typeof RestStaffOrderDetailSchema>;

/** Orders: list, detail, status flow and per-line fulfilment (admin, warehouse). */
export const STAFF_ORDERS = {
  /**
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
    query: restQuery('status', 'from', 'to', 'customer_id', 'export', 'page', 'per_page'),
    wrapping: 'bare',
    answer: restStaffPageSchema(RestStaffOrderSchema),
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
  setOrderStatus: restCall({
    name: 'staff/orders/:id/status',
    method: 'POST',
    path: '/staff/orders/:id/status',
    write: true,
    origin: 'ours',
    access: 'staff',
    // One of ORDER_STATUSES, as text: the host refuses another in its own words.
    body: z.object({ status: z.string() }),
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
