import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';

/*
 * Recovery codes: single-use stand-ins for an authenticator code, for a member whose phone is lost or broken.
 * Ten at a time, shown once; the store keeps only the SHA-256 of each (a code carries 50 random bits, and trying
 * codes counts against the sign-in limits, so a slow hash would buy nothing). New codes replace every old one.
 */

export const RECOVERY_CODE_COUNT = 10;

/** Crockford's base32 in lower case: no i, l, o or u to misread. 32 symbols, so a byte's low 5 bits are uniform. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const CODE_LENGTH = 10;

/** `k7m2q-9xwpa`: two groups of five, easier to copy by hand. */
function newRecoveryCode(): string {
  const symbols = [...randomBytes(CODE_LENGTH)].map((byte) => ALPHABET[byte & 31]!).join('');
  return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
}

/** A code as typed: case, spaces and dashes aside; undefined when nothing was typed. */
export function readRecoveryCode(value: unknown): string | undefined {
  const code = (typeof value === 'string' ? value : '').replace(/[\s-]+/g, '').toLowerCase();
  return code === '' ? undefined : code;
}

function hashRecoveryCode(normalized: string): string {
  return createHash('sha256').update(`staff-recovery:${normalized}`).digest('hex');
}

/** Replaces the member's recovery codes with RECOVERY_CODE_COUNT new ones, answered once as text. */
export async function replaceRecoveryCodes(tx: Queryable, staffId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deleteRecoveryCodes(tx, staffId);
  await tx.query(
    `INSERT INTO staff_recovery_codes (staff_id, code_hash)
     SELECT $1, hash FROM unnest($2::text[]) AS hash ON CONFLICT DO NOTHING`,
    [staffId, codes.map((code) => hashRecoveryCode(readRecoveryCode(code)!))],
  );
  return codes;
}

export async function deleteRecoveryCodes(tx: Queryable, staffId: number): Promise<void> {
  await tx.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [staffId]);
}

/**
 * Spends one of the member's unused codes, in one statement (two sign-ins with the same code cannot both pass);
 * answers how many are left, or null when the code is not one of theirs or was used.
 */
export async function spendRecoveryCode(
  db: Queryable,
  staffId: number,
  code: string,
): Promise<number | null> {
  const normalized = readRecoveryCode(code);
  if (normalized === undefined || !/^[0-9a-z]{10}$/.test(normalized)) return null;
  const [spent] = await db.query<{ left: number }>(
    `WITH spent AS (
       UPDATE staff_recovery_codes SET used_at = now()
        WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id)
     SELECT (SELECT count(*)::int FROM staff_recovery_codes
              WHERE staff_id = $1 AND used_at IS NULL) - 1 AS left
       FROM spent`,
    [staffId, hashRecoveryCode(normalized)],
  );
  return spent ? spent.left : null;
}
