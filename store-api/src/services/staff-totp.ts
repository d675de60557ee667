import { Secret, TOTP } from 'otpauth';
import { messages as M } from '@storefront/contract';
import type { Database, Queryable } from '../db/database.js';
import { UnprocessableError } from '../errors.js';
import { recordAudit } from './audit.js';
import { revokeStaffSessions } from './staff-accounts.js';
import { deleteRecoveryCodes, replaceRecoveryCodes } from './staff-recovery-codes.js';
import { StaffError } from './staff.js';

/*
 * Staff's second factor: RFC 6238 time-based codes (the authenticator apps' defaults: SHA-1, 6 digits, 30 seconds)
 * through otpauth. A code is accepted one step either side of now (a phone's clock drifts, a code is typed
 * slowly), and at most once: each member's last accepted step is kept, and only a later step is accepted next.
 */

const PERIOD_SECONDS = 30;
const WINDOW_STEPS = 1;

/** RFC 4226 recommends 160 bits. */
const SECRET_BYTES = 20;

function totp(secret: string, labels: { issuer?: string; label?: string } = {}): TOTP {
  return new TOTP({
    ...labels,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A code as typed: spaces left out ("123 456"); undefined when nothing was typed. */
export function readTotpCode(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  const code = text.replace(/\s+/g, '');
  return code === '' ? undefined : code;
}

/** The time step of the secret's code within the window around now, or null when it is not one of them. */
function matchingStep(secret: string, code: string): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const timestamp = Date.now();
  const generator = totp(secret);
  const delta = generator.validate({ token: code, timestamp, window: WINDOW_STEPS });
  return delta === null ? null : generator.counter({ timestamp }) + delta;
}

/**
 * Accepts a code of the member's secret once: the step is stored only when it is later than the last accepted
 * one, in one statement, so two requests with the same code cannot both pass.
 */
export async function acceptTotpCode(
  db: Queryable,
  staffId: number,
  secret: string,
  code: string,
): Promise<boolean> {
  const step = matchingStep(secret, code);
  if (step === null) return false;
  const accepted = await db.query(
    `UPDATE staff SET totp_last_step = $3
      WHERE id = $1 AND totp_secret = $2 AND (totp_last_step IS NULL OR totp_last_step < $3) RETURNING id`,
    [staffId, secret, step],
  );
  return accepted.length > 0;
}

const invalidCode = () => new UnprocessableError(M.invalidTotp, 'INVALID_TOTP', 'code');
const alreadyOn = () =>
  new UnprocessableError(
    'Two-step sign-in is on already: turn it off before setting up another authenticator.',
    'INVALID',
    null,
  );

/** The store's staff settings. */
export async function staffSettings(db: Queryable): Promise<{ staff_totp_required: boolean }> {
  const [row] = await db.query<{ staff_totp_required: boolean }>(
    'SELECT staff_totp_required FROM store_settings WHERE id = 1',
  );
  return { staff_totp_required: row?.staff_totp_required ?? false };
}

/** Requires (or stops requiring) a second factor of every staff member, with its audit entry. */
export async function setStaffTotpRequired(
  db: Database,
  required: boolean,
  staffId: number | null,
): Promise<{ staff_totp_required: boolean }> {
  await db.transaction(async (tx) => {
    const [before] = await tx.query<{ staff_totp_required: boolean }>(
      'SELECT staff_totp_required FROM store_settings WHERE id = 1 FOR UPDATE',
    );
    if (before?.staff_totp_required === required) return;
    await tx.query('UPDATE store_settings SET staff_totp_required = $1, updated_at = now() WHERE id = 1', [
      required,
    ]);
    await recordAudit(tx, {
      staffId,
      action: 'settings.staff_totp_required',
      subject: 'settings',
      subjectId: 1,
      before: { staff_totp_required: before?.staff_totp_required ?? false },
      after: { staff_totp_required: required },
    });
  });
  return { staff_totp_required: required };
}

/**
 * Starts enrolment: a new secret, kept as pending (it signs nothing in until a code of it is confirmed), and the
 * otpauth:// URI an authenticator app reads from a QR code. Starting again replaces a pending secret.
 */
export async function startTotpEnrolment(
  db: Database,
  staff: { id: number; email: string },
  issuer: string,
): Promise<{ secret: string; uri: string }> {
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ enabled: boolean }>(
      'SELECT totp_enabled_at IS NOT NULL AS enabled FROM staff WHERE id = $1 FOR UPDATE',
      [staff.id],
    );
    if (row?.enabled) throw alreadyOn();
    await tx.query(
      'UPDATE staff SET totp_secret = $2, totp_last_step = NULL, updated_at = now() WHERE id = $1',
      [staff.id, secret],
    );
  });
  return { secret, uri: totp(secret, { issuer, label: staff.email }).toString() };
}

/** Turns the pending secret on with a code of it, with its audit entry; answers the first recovery codes. */
export async function confirmTotpEnrolment(db: Database, staffId: number, code: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ totp_secret: string | null; enabled: boolean }>(
      'SELECT totp_secret, totp_enabled_at IS NOT NULL AS enabled FROM staff WHERE id = $1 FOR UPDATE',
      [staffId],
    );
    if (row?.enabled) throw alreadyOn();
    if (!row?.totp_secret)
      throw new UnprocessableError('Start setting up two-step sign-in first.', 'INVALID', null);
    if (!(await acceptTotpCode(tx, staffId, row.totp_secret, code))) throw invalidCode();
    await tx.query('UPDATE staff SET totp_enabled_at = now(), updated_at = now() WHERE id = $1', [staffId]);
    await recordAudit(tx, {
      staffId,
      action: 'staff.totp_enable',
      subject: 'staff',
      subjectId: staffId,
      before: { totp_enabled: false },
      after: { totp_enabled: true },
    });
    return replaceRecoveryCodes(tx, staffId);
  });
}

/**
 * Why a member cannot turn their second factor off, whatever the code: the store requires it, or it is off. The
 * route asks before counting the attempt against the sign-in limits.
 */
export async function totpDisableRefusal(db: Queryable, staffId: number): Promise<UnprocessableError | null> {
  const [row] = await db.query<{ enabled: boolean; required: boolean }>(
    `SELECT s.totp_enabled_at IS NOT NULL AS enabled, st.staff_totp_required AS required
       FROM staff s CROSS JOIN store_settings st WHERE s.id = $1`,
    [staffId],
  );
  if (row?.required)
    return new UnprocessableError(
      'The store requires two-step sign-in of every staff member: it cannot be turned off.',
      'TOTP_REQUIRED',
      null,
    );
  if (!row?.enabled) return new UnprocessableError('Two-step sign-in is off already.', 'INVALID', null);
  return null;
}

/**
 * Turns the member's second factor off with a current code of it, with its audit entry; false when the code is
 * not accepted (wrong, too old, used). totpDisableRefusal's reasons are checked again in the transaction.
 */
export async function disableTotp(db: Database, staffId: number, code: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM store_settings WHERE id = 1 FOR SHARE');
    const refusal = await totpDisableRefusal(tx, staffId);
    if (refusal) throw refusal;
    const [row] = await tx.query<{ totp_secret: string }>(
      'SELECT totp_secret FROM staff WHERE id = $1 FOR UPDATE',
      [staffId],
    );
    if (!(await acceptTotpCode(tx, staffId, row!.totp_secret, code))) return false;
    await clearTotp(tx, staffId);
    await recordAudit(tx, {
      staffId,
      action: 'staff.totp_disable',
      subject: 'staff',
      subjectId: staffId,
      before: { totp_enabled: true },
      after: { totp_enabled: false },
    });
    return true;
  });
}

async function clearTotp(tx: Queryable, staffId: number): Promise<void> {
  await deleteRecoveryCodes(tx, staffId);
  await tx.query(
    `UPDATE staff SET totp_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL, updated_at = now()
      WHERE id = $1`,
    [staffId],
  );
}

/**
 * The admin command's way back in for a member who lost their authenticator: the second factor is cleared and
 * every session of the member ends (the phone may be in someone else's hands), with an audit entry by the
 * command (staff null). The member signs in with their password, and sets up a new authenticator when the store
 * requires one.
 */
export async function resetTotp(
  db: Database,
  email: string,
): Promise<{ email: string; wasEnabled: boolean }> {
  return db.transaction(async (tx) => {
    const [staff] = await tx.query<{ id: number; email: string; enabled: boolean }>(
      `SELECT id, email, totp_enabled_at IS NOT NULL AS enabled FROM staff WHERE lower(email) = lower($1)
          FOR UPDATE`,
      [email.trim()],
    );
    if (!staff) throw new StaffError(`No staff member with e-mail ${email}.`);
    await clearTotp(tx, staff.id);
    await revokeStaffSessions(tx, staff.id);
    await recordAudit(tx, {
      staffId: null,
      action: 'staff.totp_reset',
      subject: 'staff',
      subjectId: staff.id,
      before: { totp_enabled: staff.enabled },
      after: { totp_enabled: false },
    });
    return { email: staff.email, wasEnabled: staff.enabled };
  });
}

/**
 * New recovery codes for a member who uses two-step sign-in, with its audit entry; every old code stops working.
 * The route has checked the member's password or current code (under the sign-in limits) first.
 */
export async function regenerateRecoveryCodes(db: Database, staffId: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ enabled: boolean; left: number }>(
      `SELECT totp_enabled_at IS NOT NULL AS enabled,
              (SELECT count(*)::int FROM staff_recovery_codes WHERE staff_id = $1 AND used_at IS NULL) AS left
         FROM staff WHERE id = $1 FOR UPDATE`,
      [staffId],
    );
    if (!row?.enabled) throw recoveryCodesNeedTotp();
    const codes = await replaceRecoveryCodes(tx, staffId);
    await recordAudit(tx, {
      staffId,
      action: 'staff.recovery_codes_regenerate',
      subject: 'staff',
      subjectId: staffId,
      before: { recovery_codes_left: row.left },
      after: { recovery_codes_left: codes.length },
    });
    return codes;
  });
}

export const recoveryCodesNeedTotp = () =>
  new UnprocessableError('Recovery codes go with two-step sign-in: turn it on first.', 'INVALID', null);
