import type { Queryable } from '../db/database.js';
import { TooManyRequestsError } from '../errors.js';
import { messages as M } from '@storefront/contract';

/**
 * Login failures are counted in three scopes, each with its own limit and fixed window:
 * - the account at one client address (`loginMaxFailures` per `loginWindowMs`): stops guessing from one place
 *   without locking the owner out from theirs;
 * - one address across accounts (`loginAddressMax…`): high enough for an office behind one NAT, low enough
 *   that one address cannot spray many accounts;
 * - one account from every address together (`loginAccountMax…`): the NIST 800-63B ceiling on guesses,
 *   high enough that a stranger cannot lock the owner out casually.
 */
export interface ThrottleSettings {
  loginMaxFailures: number;
  loginWindowMs: number;
  loginAddressMaxFailures: number;
  loginAddressWindowMs: number;
  loginAccountMaxFailures: number;
  loginAccountWindowMs: number;
}

type Scope = 'account' | 'address' | 'pair';

/** The attempt's three counters, in the order every statement here locks them: no two can deadlock. */
const KEYS = `(scope, email, ip) IN (('account', $1::text, ''), ('address', '', $2::text), ('pair', $1::text, $2::text))`;

/** Takes one attempt back from the scopes in $3 and empties those in $4, locking in KEYS' order. */
const GIVE_BACK = `UPDATE login_attempts a
   SET failures = CASE WHEN a.scope = ANY($4::text[]) THEN 0 ELSE greatest(a.failures - 1, 0) END
  FROM (SELECT scope, email, ip FROM login_attempts WHERE ${KEYS} AND scope = ANY($3::text[])
         ORDER BY scope FOR UPDATE) AS mine
 WHERE (a.scope, a.email, a.ip) = (mine.scope, mine.email, mine.ip)`;

/**
 * Counts a login attempt before its password is checked, so parallel requests cannot all pass one check: a
 * single statement adds the attempt to each of its counters unless that counter is full (or starts a new window
 * when the last one ended), and the attempt may go on only when all three took it. Returns 0 then; otherwise the
 * counters that took it give it back and the answer is the seconds until a full counter's window ends.
 */
async function countLoginAttempt(
  db: Queryable,
  email: string,
  ip: string,
  s: ThrottleSettings,
): Promise<number> {
  const taken = await db.query<{ scope: Scope }>(
    `INSERT INTO login_attempts AS a (scope, email, ip, failures, expires_at)
     SELECT scope, email, ip, 1, now() + window_ms * interval '1 millisecond'
       FROM (VALUES ('account', $1::text, '', $4::int), ('address', '', $2::text, $6::int),
                    ('pair', $1::text, $2::text, $8::int)) AS s (scope, email, ip, window_ms)
     ON CONFLICT (scope, email, ip) DO UPDATE
        SET failures = CASE WHEN a.expires_at <= now() THEN 1 ELSE a.failures + 1 END,
            expires_at = CASE WHEN a.expires_at <= now() THEN excluded.expires_at ELSE a.expires_at END
      WHERE a.expires_at <= now()
         OR a.failures < CASE a.scope WHEN 'account' THEN $3::int WHEN 'address' THEN $5::int ELSE $7::int END
     RETURNING a.scope`,
    [
      email,
      ip,
      s.loginAccountMaxFailures,
      s.loginAccountWindowMs,
      s.loginAddressMaxFailures,
      s.loginAddressWindowMs,
      s.loginMaxFailures,
      s.loginWindowMs,
    ],
  );
  if (taken.length === 3) return 0;
  const [row] = await db.query<{ retry: number | null }>(
    `WITH given_back AS (${GIVE_BACK})
     SELECT max(ceil(extract(epoch FROM expires_at - now())))::int AS retry
       FROM login_attempts WHERE ${KEYS} AND NOT scope = ANY($3::text[])`,
    [email, ip, taken.map((t) => t.scope), []],
  );
  return Math.max(1, row?.retry ?? 1);
}

/**
 * The password was right, so the attempt was no failure: the account's count at this address starts again, and
 * the address's and the account's counts give back this attempt (failures from elsewhere stay counted).
 */
async function loginSucceeded(db: Queryable, email: string, ip: string): Promise<void> {
  await db.query(GIVE_BACK, [email, ip, ['account', 'address', 'pair'], ['pair']]);
}

/**
 * The attempt was no failure but no sign-in either (a right password still waiting for its second factor): it
 * is given back, and nothing is reset, so asking for the code between wrong codes does not empty the counts.
 */
async function givenBack(db: Queryable, email: string, ip: string): Promise<void> {
  await db.query(GIVE_BACK, [email, ip, ['account', 'address', 'pair'], []]);
}

/** After a password reset the owner starts afresh: the account's counts, from every address, are cleared. */
export async function clearLoginFailures(db: Queryable, email: string): Promise<void> {
  await db.query(`DELETE FROM login_attempts WHERE scope IN ('account', 'pair') AND email = $1`, [email]);
}

/** Keeps the table small; rows another request holds are left for next time rather than waited for. */
async function forgetExpiredLoginAttempts(db: Queryable): Promise<void> {
  await db.query(
    `DELETE FROM login_attempts WHERE (scope, email, ip) IN (
       SELECT scope, email, ip FROM login_attempts WHERE expires_at < now() LIMIT 500 FOR UPDATE SKIP LOCKED)`,
  );
}

/**
 * A password check under the login limits, wherever a password (or a staff member's authenticator code) is
 * checked (login, the current password of a password change, which a stolen session could otherwise use to guess
 * it, turning a second factor off): the attempt is counted first, a full counter answers 429 with the wait, and a
 * right password gives the attempt back. `check` answers what the caller needs when the password was right, and
 * undefined when it was wrong; `signsIn` says whether a right answer completes a sign-in (false: the second factor
 * is still to come, and the address's count of the account does not start again).
 */
export async function checkPasswordWithinLimits<T>(
  db: Queryable,
  { email, ip }: { email: string; ip: string },
  s: ThrottleSettings,
  check: () => Promise<T | undefined>,
  signsIn: (result: T) => boolean = () => true,
): Promise<T | undefined> {
  const retryAfter = await countLoginAttempt(db, email, ip, s);
  if (retryAfter > 0) throw new TooManyRequestsError(M.tooManyLogins(Math.ceil(retryAfter / 60)), retryAfter);
  const result = await check();
  if (result === undefined) await forgetExpiredLoginAttempts(db);
  else if (signsIn(result)) await loginSucceeded(db, email, ip);
  else await givenBack(db, email, ip);
  return result;
}
