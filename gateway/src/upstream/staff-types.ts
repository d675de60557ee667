import { z } from 'zod';
import { Cents, Id, nullish, RestOrderAddressSchema } from './types.js';

/*
 * The staff REST contract of store-api (`/api/staff`, docs/rest-api.md), parsed at the boundary like the customer
 * one (types.ts): money leaves this file as integer cents, and every answer passes one of these schemas.
 */

const STAFF_ROLES = ['admin', 'sales', 'warehouse'] as const;
const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'cancelled',
] as const;
const AUDIT_SUBJECT_TYPES = ['customer', 'order', 'registration', 'product', 'staff', 'settings'] as const;

export const RestStaffSchema = z.object({
  id: Id,
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  totp_enabled: z.boolean(),
  totp_enrolment_required: z.boolean(),
  active: z.boolean(),
  created_at: z.string(),
});
export type RestStaff = z.infer<typeof RestStaffSchema>;

export const RestStaffLoginSchema = z.object({ token: z.string().min(1), staff: RestStaffSchema });
export const RestStaffLogoutSchema = z.object({ signed_out: z.literal(true) });
export const RestStaffPasswordSetSchema = z.object({ password_set: z.literal(true) });
export const RestTotpEnrolmentSchema = z.object({
  secret: z.string().min(1),
  uri: z.string().startsWith('otpauth://'),
});
export const RestStaffSettingsSchema = z.object({ staff_totp_required: z.boolean() });

const RestStaffStateSchema = z.object({ id: Id, name: z.string(), code: nullish(z.string()) });

/** A membership category arrives as its name, or as the record that has one. */
const MembershipCategory = nullish(
  z.union([z.string(), z.object({ name: z.string() }).transform((category) => category.name)]),
);

const RestStaffAddressSchema = z.object({
  id: Id,
  type: nullish(z.enum(['billing', 'shipping'])),
  name: nullish(z.string()),
  company_name: nullish(z.string()),
  address: nullish(z.string()),
  city: nullish(z.string()),
  state: nullish(RestStaffStateSchema),
  pincode: nullish(z.string()),
  phone: nullish(z.string()),
});
export type RestStaffAddress = z.infer<typeof RestStaffAddressSchema>;

const RestCertificateSchema = z.object({
  kind: z.enum(['tax', 'tobacco']),
  content_type: z.string(),
  file_name: z.string(),
  url: z.string(),
});
export type RestCertificate = z.infer<typeof RestCertificateSchema>;

export const RestAuditEntrySchema = z.object({
  id: Id,
  staff: nullish(z.object({ id: Id, email: z.string() })),
  // Before store-api said where a change was made, only the admin command's had no staff member.
  source: z.enum(['staff', 'command_line']).optional(),
  action: z.string(),
  subject_type: z.enum(AUDIT_SUBJECT_TYPES),
  subject_id: Id,
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  created_at: z.string(),
});
export type RestAuditEntry = z.infer<typeof RestAuditEntrySchema>;

export const RestRegistrationSchema = z.object({
  id: Id,
  company_name: z.string(),
  dba: nullish(z.string()),
  contact_name: z.string(),
  email: z.string(),
  phone: nullish(z.string()),
  state: nullish(RestStaffStateSchema),
  tax_id: nullish(z.string()),
  tax_id_expires_on: nullish(z.string()),
  tobacco_license_number: nullish(z.string()),
  tobacco_license_expires_on: nullish(z.string()),
  membership_category: MembershipCategory,
  status: z.enum(REGISTRATION_STATUSES),
  created_at: z.string(),
});
export type RestRegistration = z.infer<typeof RestRegistrationSchema>;

export const RestRegistrationDetailSchema = RestRegistrationSchema.extend({
  addresses: z.array(RestStaffAddressSchema),
  certificates: z.array(RestCertificateSchema),
  information_requests: z.array(
    z.object({ message: z.string(), requested_at: z.string(), staff_email: nullish(z.string()) }),
  ),
});
export type RestRegistrationDetail = z.infer<typeof RestRegistrationDetailSchema>;

export const RestStaffCustomerSchema = z.object({
  id: Id,
  company_name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  state: nullish(RestStaffStateSchema),
  membership_category: MembershipCategory,
  status: z.enum(REGISTRATION_STATUSES),
  suspended: z.boolean(),
  tax_id_expires_on: nullish(z.string()),
  tobacco_license_expires_on: nullish(z.string()),
  created_at: z.string(),
});
export type RestStaffCustomer = z.infer<typeof RestStaffCustomerSchema>;

export const RestStaffCustomerDetailSchema = RestStaffCustomerSchema.extend({
  addresses: z.array(RestStaffAddressSchema),
  orders: z.array(
    z.object({
      id: Id,
      order_number: z.string(),
      status: z.enum(ORDER_STATUSES),
      total: Cents,
      created_at: z.string(),
    }),
  ),
  certificates: z.array(RestCertificateSchema),
  audit: z.array(RestAuditEntrySchema),
});
export type RestStaffCustomerDetail = z.infer<typeof RestStaffCustomerDetailSchema>;

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

export const RestStaffProductSchema = z.object({
  id: Id,
  name: z.string(),
  slug: z.string(),
  sku: nullish(z.string()),
  category: z.object({ id: Id, name: z.string() }),
  stock: z.coerce.number().int(),
  purchase_limit: nullish(z.coerce.number().int()),
  promoted: z.boolean(),
  recommended: z.boolean(),
  image_url: nullish(z.string()),
});
export type RestStaffProduct = z.infer<typeof RestStaffProductSchema>;

const RENEWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A renewed certificate a buyer uploaded (`GET /api/staff/certificate-renewals`). */
export const RestRenewalSchema = z.object({
  id: Id,
  customer_id: Id,
  company_name: z.string(),
  kind: z.enum(['tax', 'tobacco']),
  expires_on: z.string(),
  status: z.enum(RENEWAL_STATUSES),
  reason: nullish(z.string()),
  created_at: z.string(),
  reviewed_at: nullish(z.string()),
});
export type RestRenewal = z.infer<typeof RestRenewalSchema>;

/** A customer's certificate dates after staff set them (`POST /api/staff/customers/:id/certificate-dates`). */
export const RestCertificateDatesSchema = z.object({
  tobacco_license_expires_on: nullish(z.string()),
  tax_id_expires_on: nullish(z.string()),
});

/** A staff list's paging, beside its `data`. */
export const RestStaffMetaSchema = z.object({
  total: z.coerce.number().int(),
  page: z.coerce.number().int(),
  per_page: z.coerce.number().int(),
});
export type RestStaffMeta = z.infer<typeof RestStaffMetaSchema>;
