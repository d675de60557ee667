import type { FastifyRequest } from 'fastify';
import { messages as M, TEXT_MAX } from '@storefront/contract';
import { STAFF_ACCOUNTS, STAFF_SESSION } from '@storefront/contract/rest';
import type { AppContext } from '../../context.js';
import { UnprocessableError } from '../../errors.js';
import { readBody } from '../../http/body.js';
import { envelope } from '../../http/reply.js';
import { staffOf } from '../../http/staff-auth.js';
import { staffRoute, type StaffApi } from '../../http/staff-route.js';
import { verifyPassword } from '../../services/passwords.js';
import { signedInStaffProfile } from '../../services/staff-accounts.js';
import { staffThrottleScope } from '../../services/staff-sign-in.js';
import {
  acceptTotpCode,
  confirmTotpEnrolment,
  disableTotp,
  readTotpCode,
  recoveryCodesNeedTotp,
  regenerateRecoveryCodes,
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
      const code = await codeOf(request, STAFF_SESSION.confirmTotpEnrolment);
      const recoveryCodes = await confirmTotpEnrolment(db, staff.id, code);
      return envelope({ ...(await signedInStaffProfile(db, staff.id)), recovery_codes: recoveryCodes });
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

  // New recovery codes, confirmed like a sign-in: a current code of the app, or else the password.
  staffRoute(app, STAFF_ACCOUNTS.regenerateRecoveryCodes, async (request) => {
    const staff = staffOf(request);
    const body = await readBody(request, STAFF_ACCOUNTS.regenerateRecoveryCodes);
    const code = readTotpCode(body.code);
    const password = typeof body.password === 'string' ? body.password : '';
    if (code === undefined && password === '')
      throw new UnprocessableError(
        'Enter your password or the current code from your authenticator app.',
        'INVALID',
        'password',
      );
    const [account] = await db.query<{ password_hash: string | null; totp_secret: string | null }>(
      `SELECT password_hash, CASE WHEN totp_enabled_at IS NOT NULL THEN totp_secret END AS totp_secret
         FROM staff WHERE id = $1`,
      [staff.id],
    );
    const secret = account?.totp_secret;
    if (!secret) throw recoveryCodesNeedTotp();
    const confirmed = await checkPasswordWithinLimits(
      db,
      staffThrottleScope(staff.email, request.ip),
      config.staffLogin,
      async () => {
        if (code !== undefined) return (await acceptTotpCode(db, staff.id, secret, code)) || undefined;
        if (password.length > TEXT_MAX.password) return undefined;
        return (await verifyPassword(account.password_hash, password)) || undefined;
      },
    );
    if (!confirmed && code !== undefined) throw new UnprocessableError(M.invalidTotp, 'INVALID_TOTP', 'code');
    if (!confirmed) throw new UnprocessableError(WRONG_STAFF_PASSWORD, 'INVALID_CREDENTIALS', 'password');
    const recoveryCodes = await regenerateRecoveryCodes(db, staff.id);
    return envelope({ recovery_codes: recoveryCodes, staff: await signedInStaffProfile(db, staff.id) });
  });
}

export const WRONG_STAFF_PASSWORD = 'The password is incorrect.';
