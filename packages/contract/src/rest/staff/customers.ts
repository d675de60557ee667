import { z } from 'zod';
import { restCall, restQuery } from '../call.js';
import { Cents, Id, nullish } from '../fields.js';
import { RestApiKeySchema } from '../customer/api-keys.js';
import { RestAuditEntrySchema } from './audit.js';
import {
  RestCertificateSchema,
  RestMembershipCategoryName,
  RestStaffAddressSchema,
  RestStaffStateSchema,
  restStaffPageSchema,
} from './fields.js';
import { ORDER_STATUSES, REGISTRATION_STATUSES } from './values.js';

export const RestStaffCustomerSchema = z.object({
  id: Id,
  company_name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  state: nullish(RestStaffStateSchema),
  membership_category: RestMembershipCategoryName,
  status: z.enum(REGISTRATION_STATUSES),
  suspended: z.boolean(),
  tax_id_expires_on: nullish(z.string()),
  tobacco_license_expires_on: nullish(z.string()),
  created_at: z.string(),
});
export type RestStaffCustomer = z.infer<typeof RestStaffCustomerSchema>;

export const RestStaffCustomerDetailSchema = RestStaffCustomerSchema.extend({
  /** Ours: when staff suspended the customer; null while it is not. */
  suspended_at: nullish(z.string()),
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
  /** The customer's API keys in use, newest first. */
  api_keys: z.array(RestApiKeySchema).default([]),
});
export type RestStaffCustomerDetail = z.infer<typeof RestStaffCustomerDetailSchema>;

/** Customers: search, one customer's page, suspend and reactivate (admin, sales). */
export const STAFF_CUSTOMERS = {
  customers: restCall({
    name: 'staff/customers',
    method: 'GET',
    path: '/staff/customers',
    write: false,
    origin: 'ours',
    access: 'staff',
    query: restQuery(
      'search',
      'status',
      'membership_category',
      'state_id',
      'certificate',
      'page',
      'per_page',
    ),
    wrapping: 'bare',
    answer: restStaffPageSchema(RestStaffCustomerSchema),
  }),
  customer: restCall({
    name: 'staff/customers/:id',
    method: 'GET',
    path: '/staff/customers/:id',
    write: false,
    origin: 'ours',
    access: 'staff',
    wrapping: 'envelope',
    answer: RestStaffCustomerDetailSchema,
  }),
  suspendCustomer: restCall({
    name: 'staff/customers/:id/suspend',
    method: 'POST',
    path: '/staff/customers/:id/suspend',
    write: true,
    origin: 'ours',
    access: 'staff',
    body: z.object({ reason: z.string().optional() }),
    wrapping: 'envelope',
    answer: RestStaffCustomerSchema,
  }),
  reactivateCustomer: restCall({
    name: 'staff/customers/:id/reactivate',
    method: 'POST',
    path: '/staff/customers/:id/reactivate',
    write: true,
    origin: 'ours',
    access: 'staff',
    wrapping: 'envelope',
    answer: RestStaffCustomerSchema,
  }),
  /** Revokes one of the customer's API keys (audited); answers the customer's page as it is after. */
  revokeCustomerApiKey: restCall({
    name: 'staff/customers/:id/api-keys/:keyId/revoke',
    method: 'POST',
    path: '/staff/customers/:id/api-keys/:keyId/revoke',
    write: true,
    origin: 'ours',
    access: 'staff',
    wrapping: 'envelope',
    answer: RestStaffCustomerDetailSchema,
  }),
} as const;
