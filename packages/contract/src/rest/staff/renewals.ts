import { z } from 'zod';
import { restCall, restQuery } from '../call.js';
import { Id, nullish } from '../fields.js';
import { RestFileSchema } from './fields.js';
import { CERTIFICATE_KINDS, RENEWAL_STATUSES } from './values.js';

/** A renewed certificate a buyer uploaded. */
export const RestRenewalSchema = z.object({
  id: Id,
  customer_id: Id,
  company_name: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  expires_on: z.string(),
  status: z.enum(RENEWAL_STATUSES),
  reason: nullish(z.string()),
  created_at: z.string(),
  reviewed_at: nullish(z.string()),
});
export type RestRenewal = z.infer<typeof RestRenewalSchema>;

/** A customer's certificate dates after staff set them. */
export const RestCertificateDatesSchema = z.object({
  tobacco_license_expires_on: nullish(z.string()),
  tax_id_expires_on: nullish(z.string()),
});

/** Certificate dates of a customer and the renewals buyers upload (admin, sales). */
export const STAFF_RENEWALS = {
  /** Sets a customer's certificate dates; a date left out stays as it is. */
  setCertificateDates: restCall({
    name: 'staff/customers/:id/certificate-dates',
    method: 'POST',
    path: '/staff/customers/:id/certificate-dates',
    write: true,
    origin: 'ours',
    access: 'staff',
    body: z.object({
      tobacco_license_expires_on: z.string().optional(),
      tax_id_expires_on: z.string().optional(),
    }),
    wrapping: 'envelope',
    answer: RestCertificateDatesSchema,
  }),
  /** Every renewal, or those of one status and of one customer. */
  renewals: restCall({
    name: 'staff/certificate-renewals',
    method: 'GET',
    path: '/staff/certificate-renewals',
    write: false,
    origin: 'ours',
    access: 'staff',
    query: restQuery('status', 'customer_id'),
    wrapping: 'envelope',
    answer: z.array(RestRenewalSchema),
  }),
  renewalFile: restCall({
    name: 'staff/certificate-renewals/:id/file',
    method: 'GET',
    path: '/staff/certificate-renewals/:id/file',
    write: false,
    origin: 'ours',
    access: 'staff',
    wrapping: 'plain',
    answer: RestFileSchema,
  }),
  approveRenewal: restCall({
    name: 'staff/certificate-renewals/:id/approve',
    method: 'POST',
    path: '/staff/certificate-renewals/:id/approve',
    write: true,
    origin: 'ours',
    access: 'staff',
    wrapping: 'envelope',
    answer: RestRenewalSchema,
  }),
  rejectRenewal: restCall({
    name: 'staff/certificate-renewals/:id/reject',
    method: 'POST',
    path: '/staff/certificate-renewals/:id/reject',
    write: true,
    origin: 'ours',
    access: 'staff',
    body: z.object({ reason: z.string() }),
    wrapping: 'envelope',
    answer: RestRenewalSchema,
  }),
} as const;
