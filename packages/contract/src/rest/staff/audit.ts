import { z } from 'zod';
import { restCall, restQuery } from '../call.js';
import { Id, nullish } from '../fields.js';
import { restStaffPageSchema } from './fields.js';
import { AUDIT_SOURCES, AUDIT_SUBJECT_TYPES } from './values.js';

export const RestAuditEntrySchema = z.object({
  id: Id,
  // The name since the audit log screen reads entries in words.
  staff: nullish(z.object({ id: Id, email: z.string(), name: z.string().optional() })),
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
  /** The audit log, newest first, of everything or filtered by record, person, action and days (admin only). */
  audit: restCall({
    name: 'staff/audit',
    method: 'GET',
    path: '/staff/audit',
    write: false,
    origin: 'ours',
    access: 'staff',
    query: restQuery('subject_type', 'subject_id', 'staff_id', 'action', 'from', 'to', 'page', 'per_page'),
    wrapping: 'bare',
    answer: restStaffPageSchema(RestAuditEntrySchema),
  }),
  /** Every kind of action the log holds (`order.status`, ...), for the screen's filter (admin only). */
  auditActions: restCall({
    name: 'staff/audit/actions',
    method: 'GET',
    path: '/staff/audit/actions',
    write: false,
    origin: 'ours',
    access: 'staff',
    wrapping: 'envelope',
    answer: z.array(z.string()),
  }),
} as const;
