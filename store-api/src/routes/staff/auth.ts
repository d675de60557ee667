import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loginFields, messages as M, newPassword } from '@storefront/contract';
import type { AppContext } from '../../context.js';
import { UnprocessableError } from '../../errors.js';
import { readForm } from '../../http/body.js';
import { envelope } from '../../http/reply.js';
import { requireStaffRoles, staffOf } from '../../http/staff-auth.js';
import { parseInput } from '../../http/validate.js';
import { hashPassword, verifyPassword } from '../../services/passwords.js';
import {
  findStaffLogin,
  isPasswordLinkLive,
  issueStaffSession,
  revokeStaffSession,
  setStaffPassword,
  STAFF_SESSION_TTL_MS,
} from '../../services/staff-accounts.js';
import { checkPasswordWithinLimits, clearLoginFailures } from '../../services/throttle.js';

const LoginInput = z.object(loginFields);

const PasswordInput = z.object({
  // Any token that is not a live link (missing, malformed, used) gets the same answer: setStaffPassword checks it.
  token: z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string()),
  password: newPassword(M.enterPassword),
});

/** A staff member's sign-in failures are counted apart from a customer with the same e-mail. */
function staffThrottleKey(email: string): string {
  return `staff:${email.toLowerCase()}`;
}

/** Sign-in, sign-out, who am I, and the one-time link that sets a staff password. */
export function staffAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config } = ctx;

  app.post('/login', async (request) => {
    const { fields } = await readForm(request);
    const input = parseInput(LoginInput, fields);
    // Counted apart from a customer with the same e-mail: one cannot lock the other out.
    const staff = await checkPasswordWithinLimits(
      db,
      { email: staffThrottleKey(input.email), ip: request.ip },
      config,
      async () => {
        const account = await findStaffLogin(db, input.email);
        return (await verifyPassword(account?.password_hash ?? null, input.password)) ? account : undefined;
      },
    );
    if (!staff) throw new UnprocessableError(M.badCredentials, 'INVALID_CREDENTIALS', null);
    const token = await issueStaffSession(db, staff.id, STAFF_SESSION_TTL_MS);
    return envelope({
      token,
      staff: { id: staff.id, email: staff.email, name: staff.name, role: staff.role },
    });
  });

  app.post('/password', async (request) => {
    const { fields } = await readForm(request);
    const input = parseInput(PasswordInput, fields);
    const expired = new UnprocessableError(M.linkExpired, 'LINK_EXPIRED', 'token');
    if (!(await isPasswordLinkLive(db, input.token))) throw expired;
    const email = await setStaffPassword(db, input.token, await hashPassword(input.password));
    if (email === null) throw expired;
    // The owner starts afresh, as after a customer's password reset.
    await clearLoginFailures(db, staffThrottleKey(email));
    return envelope({ password_set: true });
  });

  void app.register((signedIn, _options, done) => {
    requireStaffRoles(signedIn, db);
    signedIn.post('/logout', async (request) => {
      await revokeStaffSession(db, staffOf(request).sessionId);
      return envelope({ signed_out: true });
    });
    signedIn.get('/me', (request) => {
      const { id, email, name, role } = staffOf(request);
      return envelope({ id, email, name, role });
    });
    done();
  });
}
