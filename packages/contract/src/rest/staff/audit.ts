import { z } from 'zod';
import { restCall, restQuery } from '../call.js';
import { Id, nullish } from '../fields.js';
import { restStaffPageSchema } from './fields.js';
import { AUDIT_SOURCES, AUDIT_SUBJECT_TYPES } from './values.js';

export const RestAuditEntrySchema = z.object({
  id: Id,
  staff: nullish(z.object({ id: Id, email: z.string() })),
  // Before store-api said where a change was made, only the admin command's had no staff member.
  source: z.enum(AUDIT_SOURCES).optional(),
  action: z.string(),
  subject_type: z.enum(AUDIT_SUBJECT_TYPES),
  // null for an entry about no single record: an orders export, a sign-in with an e-mail no member has.
  subject_id: nullish(Id),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  created_at: z.string(),
});
export type RestAuditEntry = z.infer<typeof RestAuditEntrySchema>;

export const STAFF_AUDIT = {
  /** The audit log, newest first, of everything or of one subject (admin only). */
  audit: restCall({
    name: 'staff/audit',
    method: 'GET',
    path: '/staff/audit',
    write: false,
    origin: 'ours',
    access: 'staff',
    query: restQuery('subject_type', 'subject_id', 'page', 'per_page'),
    wrapping: 'bare',
    answer: restStaffPageSchema(RestAuditEntrySchema),
  }),
} as const;
