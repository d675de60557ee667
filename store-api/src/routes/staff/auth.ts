import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages as M, newPassword, staffLoginFields } from '@storefront/contract';
import { STAFF_SESSION } from '@storefront/contract/rest';
import type { AppContext } from '../../context.js';
import { UnprocessableError } from '../../errors.js';
import { readBody } from '../../http/body.js';
import { envelope } from '../../http/reply.js';
import { requireStaffRoles, staffOf } from '../../http/staff-auth.js';
import { staffRoute, type StaffApi } from '../../http/staff-route.js';
import { parseInput } from '../../http/validate.js';
import { hashPassword, verifyPassword } from '../../services/passwords.js';
import {
  findStaffLogin,
  isPasswordLinkLive,
  issueStaffSession,
  signedInStaffProfile,
  revokeStaffSession,
  setStaffPassword,
  STAFF_SESSION_TTL_MS,
  staffThrottleKey,
  type StaffLogin,
} from '../../services/staff-accounts.js';
import {
  oneSignInAtATime,
  recordFailedSignIn,
  recordRecoveryCodeUsed,
  recordSignIn,
  recordSignOut,
  staffThrottleScope,
  type SignInFailure,
} from '../../services/staff-sign-in.js';
import { readRecoveryCode, spendRecoveryCode } from '../../services/staff-recovery-codes.js';
import { acceptTotpCode, readTotpCode } from '../../services/staff-totp.js';
import { checkPasswordWithinLimits, clearLoginFailures } from '../../services/throttle.js';
import { staffTotpRoutes } from './totp.js';

const LoginInput = z.object({
  ...staffLoginFields,
  code: z.unknown().optional().transform(readTotpCode),
  recovery_code: z.unknown().optional().transform(readRecoveryCode),
});

const PasswordInput = z.object({
  // Any token that is not a live link (missing, malformed, used) gets the same answer: setStaffPassword checks it.
  token: z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string()),
  password: newPassword(M.enterPassword),
});

/** Sign-in (with the second factor when the member uses one), sign-out, who am I, the password link. */
export function staffAuthRoutes(app: StaffApi, ctx: AppContext): void {
  const { db, config } = ctx;

  staffRoute(app, STAFF_SESSION.login, async (request) => {
    const input = parseInput(LoginInput, await readBody(request, STAFF_SESSION.login));
    let refusal = new UnprocessableError(M.badCredentials, 'INVALID_CREDENTIALS', null);
    // A wrong code counts as a failed sign-in, like a wrong password; a right password without a code does not.
    const scope = staffThrottleScope(input.email, request.ip);
    let failure: { staffId: number | null; reason: SignInFailure } = { staffId: null, reason: 'password' };
    // How many recovery codes are left, when one signed the member in.
    let recoveryCodesLeft: number | null = null;
    const outcome = await oneSignInAtATime(scope.ip, () =>
      checkPasswordWithinLimits<StaffLogin | 'code-needed'>(
        db,
        scope,
        config.staffLogin,
        async () => {
          const account = await findStaffLogin(db, input.email);
          failure = { staffId: account?.id ?? null, reason: 'password' };
          if (!account || !(await verifyPassword(account.password_hash, input.password))) return undefined;
          if (account.totp_secret === null) return account;
          if (input.code === undefined && input.recovery_code !== undefined) {
            recoveryCodesLeft = await spendRecoveryCode(db, account.id, input.recovery_code);
            if (recoveryCodesLeft !== null) return account;
            refusal = new UnprocessableError(M.invalidRecoveryCode, 'INVALID_TOTP', 'recovery_code');
            failure = { staffId: account.id, reason: 'recovery_code' };
            return undefined;
          }
          if (input.code === undefined) return 'code-needed';
          if (await acceptTotpCode(db, account.id, account.totp_secret, input.code)) return account;
          refusal = new UnprocessableError(M.invalidTotp, 'INVALID_TOTP', 'code');
          failure = { staffId: account.id, reason: 'totp' };
          return undefined;
        },
        (result) => result !== 'code-needed',
      ),
    );
    if (outcome === undefined)
      await recordFailedSignIn(db, { ...failure, email: input.email, address: request.ip });
    if (outcome === undefined) throw refusal;
    if (outcome === 'code-needed') throw new UnprocessableError(M.totpRequired, 'TOTP_REQUIRED', 'code');
    const token = await db.transaction(async (tx) => {
      await recordSignIn(tx, outcome.id, request.ip);
      if (recoveryCodesLeft !== null) await recordRecoveryCodeUsed(tx, outcome.id, recoveryCodesLeft);
      return issueStaffSession(tx, outcome.id, STAFF_SESSION_TTL_MS);
    });
    return envelope({ token, staff: await signedInStaffProfile(db, outcome.id) });
  });

  staffRoute(app, STAFF_SESSION.setPassword, async (request) => {
    const input = parseInput(PasswordInput, await readBody(request, STAFF_SESSION.setPassword));
    const expired = new UnprocessableError(M.linkExpired, 'LINK_EXPIRED', 'token');
    if (!(await isPasswordLinkLive(db, input.token))) throw expired;
    const email = await setStaffPassword(db, input.token, await hashPassword(input.password));
    if (email === null) throw expired;
    // The owner starts afresh, as after a customer's password reset.
    await clearLoginFailures(db, staffThrottleKey(email));
    return envelope({ password_set: true });
  });

  // What a member may do while the store holds them to setting up their second factor first.
  void app.register((scope, _options, done) => {
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();
    requireStaffRoles(signedIn, db, [], { duringTotpEnrolment: true });
    staffRoute(signedIn, STAFF_SESSION.logout, async (request) => {
      const staff = staffOf(request);
      await db.transaction(async (tx) => {
        await revokeStaffSession(tx, staff.sessionId);
        await recordSignOut(tx, staff.id);
      });
      return envelope({ signed_out: true });
    });
    staffRoute(signedIn, STAFF_SESSION.me, async (request) => {
      return envelope(await signedInStaffProfile(db, staffOf(request).id));
    });
    staffTotpRoutes(signedIn, ctx, 'enrolment');
    done();
  });
  void app.register((scope, _options, done) => {
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();
    requireStaffRoles(signedIn, db);
    staffTotpRoutes(signedIn, ctx, 'disable');
    done();
  });
}
