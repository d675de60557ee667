import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { StaffRefusal } from '../errors.js';
import { bearerToken } from './auth.js';
import { findStaffSession, type StaffRole, type StaffSession } from '../services/staff-accounts.js';

/** The staff member of a valid staff token, and the session it opened. */
export type AuthenticatedStaff = StaffSession;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every route behind requireStaffRoles; null elsewhere. */
    staff: AuthenticatedStaff | null;
  }
}

export function decorateStaff(app: FastifyInstance): void {
  app.decorateRequest('staff', null);
}

/**
 * Admits only staff of the given roles (any staff when none are given) to the routes of this scope. It runs on
 * onRequest, before the body is read: a caller without a staff session learns nothing about the input rules.
 * While the store requires a second factor that the member has not set up, only the scopes that open with
 * `duringTotpEnrolment` (who am I, sign out, set it up) admit them.
 */
export function requireStaffRoles(
  app: FastifyInstance,
  db: Queryable,
  roles: readonly StaffRole[] = [],
  { duringTotpEnrolment = false }: { duringTotpEnrolment?: boolean } = {},
): void {
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    const staff = token ? await findStaffSession(db, token) : undefined;
    if (!staff) throw StaffRefusal.unauthenticated();
    if (staff.totpEnrolmentRequired && !duringTotpEnrolment) throw StaffRefusal.totpEnrolmentRequired();
    // admin may do everything.
    if (roles.length > 0 && staff.role !== 'admin' && !roles.includes(staff.role))
      throw StaffRefusal.forbidden();
    request.staff = staff;
  });
}

/** The staff member of a request behind requireStaffRoles. */
export function staffOf(request: FastifyRequest): AuthenticatedStaff {
  if (!request.staff) throw StaffRefusal.unauthenticated();
  return request.staff;
}
