import { z } from 'zod';
import { restCall } from '../call.js';
import { RestStaffSchema } from './session.js';

export const RestRecoveryCodesSchema = z.object({
  /** The new codes, shown once: the store keeps only their hashes. */
  recovery_codes: z.array(z.string()),
  staff: RestStaffSchema,
});

/** The team's invitations and reactivation (admins), and a member's own recovery codes. */
export const STAFF_ACCOUNTS = {
  /** A new link to set the password, e-mailed; the member's earlier links stop working. */
  resendStaffInvitation: restCall({
    name: 'staff/members/:id/invitation',
    method: 'POST',
    path: '/staff/members/:id/invitation',
    write: true,
    origin: 'ours',
    access: 'staff',
    wrapping: 'envelope',
    answer: RestStaffSchema,
  }),
  reactivateStaffMember: restCall({
    name: 'staff/members/:id/reactivate',
    method: 'POST',
    path: '/staff/members/:id/reactivate',
    write: true,
    origin: 'ours',
    access: 'staff',
    wrapping: 'envelope',
    answer: RestStaffSchema,
  }),
  /** New recovery codes for the signed-in member, confirmed with their password or a current code; the old ones end. */
  regenerateRecoveryCodes: restCall({
    name: 'staff/totp/recovery-codes',
    method: 'POST',
    path: '/staff/totp/recovery-codes',
    write: true,
    origin: 'ours',
    access: 'staff',
    body: z.object({ password: z.string().optional(), code: z.string().optional() }),
    wrapping: 'envelope',
    answer: RestRecoveryCodesSchema,
  }),
} as const;
