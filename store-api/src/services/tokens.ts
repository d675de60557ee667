import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import type { CustomerStatus } from './customers.js';

/** 256 random bits as 43 URL-safe characters: used for bearer tokens and e-mailed links alike. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256: a stolen table does not let anyone in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new bearer token for the customer, valid for ttlMs, and when it expires; undefined when the customer is suspended or rejected by
 * now. Checked in the insert, on the customer's row locked against a suspension or rejection in progress: one
 * that committed first is seen, and one that comes later waits for this token and ends it. A login that had read
 * the account before staff suspended it thus never opens a session that outlives the suspension.
 */
export async function issueAuthToken(
  db: Queryable,
  customerId: number,
  ttlMs: number,
): Promise<{ token: string; expiresAt: Date } | undefined> {
  const token = newSecretToken();
  const [issued] = await db.query<{ expires_at: Date }>(
    `WITH customer AS (
       SELECT id FROM customers WHERE id = $1 AND suspended_at IS NULL AND status <> 'rejected' FOR SHARE)
     INSERT INTO auth_tokens (customer_id, token_hash, expires_at)
     SELECT id, $2, now() + $3 * interval '1 millisecond' FROM customer
     RETURNING expires_at`,
    [customerId, hashToken(token), ttlMs],
  );
  return issued && { token, expiresAt: issued.expires_at };
}

/** Who a bearer token belongs to: unrevoked, unexpired, not a rejected or suspended customer's; else undefined. */
export async function findSession(
  db: Queryable,
  token: string,
): Promise<{ customerId: number; status: CustomerStatus; tokenId: number } | undefined> {
  const [row] = await db.query<{ id: number; status: CustomerStatus; token_id: number }>(
    `SELECT c.id, c.status, t.id AS token_id
       FROM auth_tokens t JOIN customers c ON c.id = t.customer_id
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now() AND c.status <> 'rejected'
        AND c.suspended_at IS NULL`,
    [hashToken(token)],
  );
  return row && { customerId: row.id, status: row.status, tokenId: row.token_id };
}

/** Ends one session (logout). */
export async function revokeSession(db: Queryable, tokenId: number): Promise<void> {
  await db.query('UPDATE auth_tokens SET revoked_at = now() WHERE id = $1', [tokenId]);
}

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
