import { STAFF_ACCOUNTS, STAFF_SESSION } from '@storefront/contract/rest';
import type { AppContext } from '../../context.js';
import { readBody } from '../../http/body.js';
import { envelope } from '../../http/reply.js';
import { staffOf } from '../../http/staff-auth.js';
import { staffRoute, type StaffApi } from '../../http/staff-route.js';
import { listStaffProfiles } from '../../services/staff-accounts.js';
import {
  createStaffMember,
  deactivateStaffMember,
  reactivateStaffMember,
  resendStaffInvitation,
  setStaffRole,
} from '../../services/staff-members.js';
import { routeId } from './params.js';

/** A body field as text: anything but a string is blank, so the service's rule for a missing value answers. */
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The staff accounts (admin only): list, create (mails the password link), change a role, deactivate and
 * reactivate, resend an invitation.
 */
export function staffMemberRoutes(app: StaffApi, ctx: AppContext): void {
  const { db } = ctx;

  staffRoute(app, STAFF_SESSION.staffMembers, async () => envelope(await listStaffProfiles(db)));

  staffRoute(app, STAFF_SESSION.createStaffMember, async (request) => {
    const fields = await readBody(request, STAFF_SESSION.createStaffMember);
    const input = { email: text(fields.email), name: text(fields.name), role: text(fields.role) };
    const { staff } = await createStaffMember(ctx, input, staffOf(request).id);
    return envelope(staff);
  });

  staffRoute(app, STAFF_SESSION.setStaffRole, async (request) => {
    const id = routeId(request.params.id, 'staff member');
    const fields = await readBody(request, STAFF_SESSION.setStaffRole);
    return envelope(await setStaffRole(db, id, text(fields.role), staffOf(request).id));
  });

  staffRoute(app, STAFF_SESSION.deactivateStaffMember, async (request) => {
    const id = routeId(request.params.id, 'staff member');
    return envelope(await deactivateStaffMember(db, id, staffOf(request).id));
  });

  staffRoute(app, STAFF_ACCOUNTS.reactivateStaffMember, async (request) => {
    const id = routeId(request.params.id, 'staff member');
    return envelope(await reactivateStaffMember(ctx, id, staffOf(request).id));
  });

  staffRoute(app, STAFF_ACCOUNTS.resendStaffInvitation, async (request) => {
    const id = routeId(request.params.id, 'staff member');
    return envelope(await resendStaffInvitation(ctx, id, staffOf(request).id));
  });
}
