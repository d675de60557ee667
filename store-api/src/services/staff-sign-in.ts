import { messages as M } from '@storefront/contract';
import type { Queryable } from '../db/database.js';
import { TooManyRequestsError } from '../errors.js';
import { recordAudit } from './audit.js';
import { staffThrottleKey } from './staff-accounts.js';

/**
 * The login counters of a staff account at a client address: the e-mail and the address both carry `staff:`, so
 * staff sign-ins are counted apart from the buyers' logins of the same office, and under the staff limits.
 */
export function staffThrottleScope(email: string, ip: string): { email: string; ip: string } {
  return { email: staffThrottleKey(email), ip: `staff:${ip}` };
}

/** Sign-ins from one address waiting for the one in progress there; more are refused without any work. */
export const STAFF_SIGN_INS_WAITING_PER_ADDRESS = 10;

const inProgress = new Map<string, { tail: Promise<unknown>; waiting: number }>();

/**
 * Runs the staff sign-ins of one client address one after another (in this process). Each costs a few queries
 * and an argon2 hash (~60 ms of CPU on libuv's few threads, taken in arrival order); a burst from one address
 * would otherwise queue all of its work ahead of a sign-in from anywhere else. In line, the burst holds one
 * query and one hash at a time, so another address's sign-in waits for at most one of its steps; past
 * STAFF_SIGN_INS_WAITING_PER_ADDRESS waiting, an attempt is refused at once.
 */
export async function oneSignInAtATime<T>(ip: string, attempt: () => Promise<T>): Promise<T> {
  const line = inProgress.get(ip) ?? { tail: Promise.resolve(), waiting: 0 };
  if (line.waiting >= STAFF_SIGN_INS_WAITING_PER_ADDRESS)
    throw new TooManyRequestsError(M.tooManyLogins(1), 1);
  line.waiting += 1;
  const mine = line.tail.catch(() => undefined).then(attempt);
  line.tail = mine;
  inProgress.set(ip, line);
  try {
    return await mine;
  } finally {
    line.waiting -= 1;
    if (line.waiting === 0) inProgress.delete(ip);
  }
}

/** Why a staff sign-in was refused after its password was checked. */
export type SignInFailure = 'password' | 'totp' | 'recovery_code';

/** A staff member signed in, from the address given. */
export async function recordSignIn(db: Queryable, staffId: number, address: string): Promise<void> {
  await recordAudit(db, {
    staffId,
    action: 'staff.sign_in',
    subject: 'staff',
    subjectId: staffId,
    before: null,
    after: { address },
  });
}

/**
 * A sign-in refused for a wrong password or code: by nobody signed in, about the member whose e-mail was tried
 * (none for an e-mail no member has). The e-mail tried is kept; the password never is.
 */
export async function recordFailedSignIn(
  db: Queryable,
  attempt: { staffId: number | null; email: string; address: string; reason: SignInFailure },
): Promise<void> {
  await recordAudit(db, {
    staffId: null,
    source: 'staff',
    action: 'staff.sign_in_failed',
    subject: 'staff',
    subjectId: attempt.staffId,
    before: null,
    after: { email: attempt.email, address: attempt.address, reason: attempt.reason },
  });
}

/** A member signed in with a recovery code instead of their authenticator's: how many they have left. */
export async function recordRecoveryCodeUsed(db: Queryable, staffId: number, left: number): Promise<void> {
  await recordAudit(db, {
    staffId,
    action: 'staff.recovery_code_use',
    subject: 'staff',
    subjectId: staffId,
    before: null,
    after: { recovery_codes_left: left },
  });
}

export async function recordSignOut(db: Queryable, staffId: number): Promise<void> {
  await recordAudit(db, {
    staffId,
    action: 'staff.sign_out',
    subject: 'staff',
    subjectId: staffId,
    before: null,
    after: null,
  });
}
