import type { Queryable } from '../db/database.js';
import { hashToken, newSecretToken } from '../http/auth.js';

export type OneTimePurpose = 'create_account' | 'reset_password';

/** Makes a single-use link token; only its hash is stored. */
export async function issueOneTimeToken(
  db: Queryable,
  customerId: number,
  purpose: OneTimePurpose,
  ttlMs: number,
): Promise<string> {
  const token = newSecretToken();
  await db.query(
    `INSERT INTO one_time_tokens (customer_id, purpose, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')`,
    [customerId, purpose, hashToken(token), ttlMs],
  );
  return token;
}

/** The unused, unexpired token's id and customer, or undefined for anything else. */
export async function findOneTimeToken(
  db: Queryable,
  token: string,
  purpose: OneTimePurpose,
): Promise<{ id: number; customer_id: number } | undefined> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return undefined;
  const [row] = await db.query<{ id: number; customer_id: number }>(
    `SELECT id, customer_id FROM one_time_tokens
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
    [hashToken(token), purpose],
  );
  return row;
}

/** Marks the token used; false when another request used it first (the guard makes it single-use). */
export async function consumeOneTimeToken(tx: Queryable, id: number): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE one_time_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING id',
    [id],
  );
  return rows.length === 1;
}
