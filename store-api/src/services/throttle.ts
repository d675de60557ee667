import type { Queryable } from '../db/database.js';

export interface ThrottleSettings {
  loginMaxFailures: number;
  loginWindowMs: number;
}

/**
 * Seconds until the e-mail and the client address may try again, or 0. Blocked means the last window holds
 * `max` failures for either; it lifts when the oldest of those leaves the window.
 */
export async function loginRetryAfter(
  db: Queryable,
  email: string,
  ip: string,
  s: ThrottleSettings,
): Promise<number> {
  const [row] = await db.query<{ retry: number | null }>(
    `SELECT greatest(
       (SELECT ceil(extract(epoch FROM at + $3 * interval '1 millisecond' - now()))::int FROM login_failures
         WHERE email = $1 AND at > now() - $3 * interval '1 millisecond' ORDER BY at DESC OFFSET $4 LIMIT 1),
       (SELECT ceil(extract(epoch FROM at + $3 * interval '1 millisecond' - now()))::int FROM login_failures
         WHERE ip = $2 AND at > now() - $3 * interval '1 millisecond' ORDER BY at DESC OFFSET $4 LIMIT 1)
     ) AS retry`,
    [email, ip, s.loginWindowMs, s.loginMaxFailures - 1],
  );
  return Math.max(0, row?.retry ?? 0);
}

export async function recordLoginFailure(
  db: Queryable,
  email: string,
  ip: string,
  s: ThrottleSettings,
): Promise<void> {
  await db.query('INSERT INTO login_failures (email, ip) VALUES ($1, $2)', [email, ip]);
  // Keep the table small: what left the window no longer counts.
  await db.query(
    `DELETE FROM login_failures WHERE (email = $1 OR ip = $2) AND at <= now() - $3 * interval '1 millisecond'`,
    [email, ip, s.loginWindowMs],
  );
}

/** A successful login (or reset) clears the account's failures; the address's stay counted. */
export async function clearLoginFailures(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE email = $1', [email]);
}
