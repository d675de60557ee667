import { z } from 'zod';
import { restCall, restQuery } from '../call.js';
import { Id, nullish } from '../fields.js';
import {
  RestCertificateSchema,
  RestFileSchema,
  RestMembershipCategoryName,
  RestStaffAddressSchema,
  RestStaffStateSchema,
  restStaffPageSchema,
} from './fields.js';
import { REGISTRATION_STATUSES } from './values.js';

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
  membership_category: RestMembershipCategoryName,
  status: z.enum(REGISTRATION_STATUSES),
  created_at: z.string(),
  /** When staff last asked the business for more information; null (or absent, before store-api said) if never. */
  information_requested_at: nullish(z.string()),
});
export type RestRegistration = z.infer<typeof RestRegistrationSchema>;

/** A document staff attached to a registration; `url` is store-api's route that serves it. */
export const RestRegistrationDocumentSchema = z.object({
  id: Id,
  content_type: z.string(),
  file_name: z.string(),
  url: z.string(),
  attached_at: z.string(),
  /** Who attached it; null once that member's account is gone. */
  staff: nullish(z.object({ id: Id, email: z.string(), name: nullish(z.string()) })),
});
export type RestRegistrationDocument = z.infer<typeof RestRegistrationDocumentSchema>;

export const RestRegistrationDetailSchema = RestRegistrationSchema.extend({
  addresses: z.array(RestStaffAddressSchema),
  certificates: z.array(RestCertificateSchema),
  information_requests: z.array(
    z.object({ message: z.string(), requested_at: z.string(), staff_email: nullish(z.string()) }),
  ),
  /** Oldest first; absent before store-api kept documents. */
  documents: z.array(RestRegistrationDocumentSchema).default([]),
});
export type RestRegistrationDetail = z.infer<typeof RestRegistrationDetailSchema>;

/** Registrations to review, their certificates, and the three decisions (admin, sales). */
export const STAFF_REGISTRATIONS = {
  /** One status's registrations (pending when none is named), oldest first. */
  registrations: restCall({
    name: 'staff/registrations',
    method: 'GET',
    path: '/staff/registrations',
    write: false,
    origin: 'ours',
    access: 'staff',
    query: restQuery('status', 'page', 'per_page'),
    wrapping: 'bare',
    answer: restStaffPageSchema(RestRegistrationSchema),
  }),
  registration: restCall({
    name: 'staff/registrations/:id',
    method: 'GET',
    path: '/staff/registrations/:id',
    write: false,
    origin: 'ours',
    access: 'staff',
    wrapping: 'envelope',
    answer: RestRegistrationDetailSchema,
  }),
  /** `:kind` is `tax` or `tobacco`. */
  certificate: restCall({
    name: 'staff/registrations/:id/certificates/:kind',
    method: 'GET',
    path: '/staff/registrations/:id/certificates/:kind',
    write: false,
    origin: 'ours',
    access: 'staff',
    wrapping: 'plain',
    answer: RestFileSchema,
  }),
  approveRegistration: restCall({
    name: 'staff/registrations/:id/approve',
    method: 'POST',
    path: '/staff/registrations/:id/approve',
    write: true,
    origin: 'ours',
    access: 'staff',
    wrapping: 'envelope',
    answer: RestRegistrationSchema,
  }),
  rejectRegistration: restCall({
    name: 'staff/registrations/:id/reject',
    method: 'POST',
    path: '/staff/registrations/:id/reject',
    write: true,
    origin: 'ours',
    access: 'staff',
    body: z.object({ reason: z.string() }),
    wrapping: 'envelope',
    answer: RestRegistrationSchema,
  }),
  requestRegistrationInformation: restCall({
    name: 'staff/registrations/:id/request-information',
    method: 'POST',
    path: '/staff/registrations/:id/request-information',
    write: true,
    origin: 'ours',
    access: 'staff',
    body: z.object({ message: z.string() }),
    wrapping: 'envelope',
    answer: RestRegistrationSchema,
  }),
  /** Multipart, one file part `document` (PDF, JPEG or PNG): what the business sent back, kept with the registration. */
  attachRegistrationDocument: restCall({
    name: 'staff/registrations/:id/documents',
    method: 'POST',
    path: '/staff/registrations/:id/documents',
    write: true,
    origin: 'ours',
    access: 'staff',
    wrapping: 'envelope',
    answer: RestRegistrationDetailSchema,
  }),
  registrationDocument: restCall({
    name: 'staff/registrations/:id/documents/:documentId',
    method: 'GET',
    path: '/staff/registrations/:id/documents/:documentId',
    write: false,
    origin: 'ours',
    access: 'staff',
    wrapping: 'plain',
    answer: RestFileSchema,
  }),
} as const;
