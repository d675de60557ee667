import type { FastifyInstance } from 'fastify';
import { messages as M } from '@storefront/contract';
import type { AppContext } from '../../context.js';
import { UnprocessableError } from '../../errors.js';
import { readForm } from '../../http/body.js';
import { envelope } from '../../http/reply.js';
import { staffOf } from '../../http/staff-auth.js';
import { loadStaffProfile } from '../../services/staff-accounts.js';
import { staffThrottleScope } from '../../services/staff-sign-in.js';
import {
  confirmTotpEnrolment,
  disableTotp,
  readTotpCode,
  startTotpEnrolment,
  totpDisableRefusal,
} from '../../services/staff-totp.js';
import { checkPasswordWithinLimits } from '../../services/throttle.js';

/** The code of a request's body: blank asks for it (INVALID on `code`). */
async function codeOf(request: Parameters<typeof readForm>[0]): Promise<string> {
  const { fields } = await readForm(request);
  const code = readTotpCode(fields.code);
  if (code === undefined) throw new UnprocessableError(M.totpRequired, 'INVALID', 'code');
  return code;
}

/**
 * The signed-in member's own second factor: setting it up (start, then confirm with a code), which a member the
 * store holds to it may do, and turning it off with a current code.
 */
export function staffTotpRoutes(app: FastifyInstance, ctx: AppContext, which: 'enrolment' | 'disable'): void {
  const { db, config, store } = ctx;

  if (which === 'enrolment') {
    app.post('/totp/start', async (request) => {
      const staff = staffOf(request);
      return envelope(await startTotpEnrolment(db, staff, store.storeName));
    });

    app.post('/totp/confirm', async (request) => {
      const staff = staffOf(request);
      await confirmTotpEnrolment(db, staff.id, await codeOf(request));
      return envelope(await loadStaffProfile(db, staff.id));
    });
    return;
  }

  app.post('/totp/disable', async (request) => {
    const staff = staffOf(request);
    const code = await codeOf(request);
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
    return envelope(await loadStaffProfile(db, staff.id));
  });
}
