import type { FastifyRequest } from 'fastify';
import { messages as M } from '@storefront/contract';
import { STAFF_SESSION } from '@storefront/contract/rest';
import type { AppContext } from '../../context.js';
import { UnprocessableError } from '../../errors.js';
import { readBody } from '../../http/body.js';
import { envelope } from '../../http/reply.js';
import { staffOf } from '../../http/staff-auth.js';
import { staffRoute, type StaffApi } from '../../http/staff-route.js';
import { signedInStaffProfile } from '../../services/staff-accounts.js';
import { staffThrottleScope } from '../../services/staff-sign-in.js';
import {
  confirmTotpEnrolment,
  disableTotp,
  readTotpCode,
  startTotpEnrolment,
  totpDisableRefusal,
} from '../../services/staff-totp.js';
import { checkPasswordWithinLimits } from '../../services/throttle.js';

/** The code of a request's body (confirm or disable): blank asks for it (INVALID on `code`). */
async function codeOf(
  request: FastifyRequest,
  call: typeof STAFF_SESSION.confirmTotpEnrolment | typeof STAFF_SESSION.disableTotp,
): Promise<string> {
  const code = readTotpCode((await readBody(request, call)).code);
  if (code === undefined) throw new UnprocessableError(M.totpRequired, 'INVALID', 'code');
  return code;
}

/**
 * The signed-in member's own second factor: setting it up (start, then confirm with a code), which a member the
 * store holds to it may do, and turning it off with a current code.
 */
export function staffTotpRoutes(app: StaffApi, ctx: AppContext, which: 'enrolment' | 'disable'): void {
  const { db, config, store } = ctx;

  if (which === 'enrolment') {
    staffRoute(app, STAFF_SESSION.startTotpEnrolment, async (request) => {
      const staff = staffOf(request);
      return envelope(await startTotpEnrolment(db, staff, store.storeName));
    });

    staffRoute(app, STAFF_SESSION.confirmTotpEnrolment, async (request) => {
      const staff = staffOf(request);
      await confirmTotpEnrolment(db, staff.id, await codeOf(request, STAFF_SESSION.confirmTotpEnrolment));
      return envelope(await signedInStaffProfile(db, staff.id));
    });
    return;
  }

  staffRoute(app, STAFF_SESSION.disableTotp, async (request) => {
    const staff = staffOf(request);
    const code = await codeOf(request, STAFF_SESSION.disableTotp);
    const refusal = await totpDisableRefusal(db, staff.id);
    if (refusal) throw refusal;
    // A stolen session must not guess its way to turning the second factor off: codes count like sign-ins.
    const disabled = await checkPasswordWithinLimits(
      db,
      staffThrottleScope(staff.email, request.ip),
      config.staffLogin,
      async () => ((await disableTotp(db, staff.id, code)) ? true : undefined),
    );
    if (!disabled) throw new UnprocessableError(M.invalidTotp, 'INVALID_TOTP', 'code');
    return envelope(await signedInStaffProfile(db, staff.id));
  });
}
