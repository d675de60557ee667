import type { Database, Queryable } from '../db/database.js';
import { isUniqueViolation } from './customers.js';
import { clearLoginFailures } from './throttle.js';
import { consumeOneTimeToken, hashToken, newSecretToken } from './tokens.js';

/** A customer as far as e-mails to them need: who they are and where to write. */
export interface Recipient {
  id: number;
  name: string;
  email: string;
}

/** The customer who has this (lower-cased) e-mail, whatever their status. */
export async function customerWithEmail(db: Queryable, email: string): Promise<Recipient | undefined> {
  const [row] = await db.query<Recipient>('SELECT id, name, email FROM customers WHERE lower(email) = $1', [
    email,
  ]);
  return row;
}

/** Whether another customer than `customerId` has the username, in any case. */
export async function isUsernameTaken(db: Queryable, username: string, customerId: number): Promise<boolean> {
  const [taken] = await db.query('SELECT 1 FROM customers WHERE lower(username) = lower($1) AND id <> $2', [
    username,
    customerId,
  ]);
  return taken !== undefined;
}

/**
 * Creates the customer's login from their create-account link, using the link up in the same transaction:
 * 'link-used' when another request used it first, 'username-taken' when a parallel request took the username.
 */
export async function createLogin(
  db: Database,
  link: { id: number; customer_id: number },
  username: string,
  passwordHash: string,
): Promise<'created' | 'link-used' | 'username-taken'> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await consumeOneTimeToken(tx, link.id))) return 'link-used';
      await tx.query(
        `UPDATE customers SET username = $2, password_hash = $3, account_created_at = now(), updated_at = now()
          WHERE id = $1`,
        [link.customer_id, username, passwordHash],
      );
      return 'created';
    });
  } catch (error) {
    if (isUniqueViolation(error, 'customers_username_key')) return 'username-taken';
    throw error;
  }
}

/**
 * A password-reset link's token for the (not rejected) customer with this e-mail, valid for ttlMs, unless one went
 * out in the last minute; undefined otherwise. Only the token's hash is stored.
 */
export async function issueResetToken(
  db: Queryable,
  email: string,
  ttlMs: number,
): Promise<{ token: string; customer: Recipient } | undefined> {
  const token = newSecretToken();
  const [customer] = await db.query<Recipient>(
    `WITH owner AS (
       SELECT c.id, c.name, c.email FROM customers c
        WHERE lower(c.email) = $1 AND c.status <> 'rejected'
          AND NOT EXISTS (SELECT 1 FROM one_time_tokens t WHERE t.customer_id = c.id AND t.purpose = 'reset_password'
                            AND t.used_at IS NULL AND t.created_at > now() - interval '1 minute')),
     issued AS (
       INSERT INTO one_time_tokens (customer_id, purpose, token_hash, expires_at)
       SELECT id, 'reset_password', $2, now() + $3 * interval '1 millisecond' FROM owner
       RETURNING customer_id)
     SELECT owner.id, owner.name, owner.email FROM owner JOIN issued ON issued.customer_id = owner.id`,
    [email, hashToken(token), ttlMs],
  );
  return customer && { token, customer };
}

/** The customer's e-mail address, as they gave it. */
export async function emailOf(db: Queryable, customerId: number): Promise<string | undefined> {
  const [row] = await db.query<{ email: string }>('SELECT email FROM customers WHERE id = $1', [customerId]);
  return row?.email;
}

/**
 * Sets the new password from a reset link, using the link up: false when another request used it first. A reset
 * locks out whoever knew the old password: the customer's other reset links and every session end, and the
 * account's login failures are forgotten.
 */
export async function resetPassword(
  db: Database,
  link: { id: number; customer_id: number },
  email: string,
  passwordHash: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await consumeOneTimeToken(tx, link.id))) return false;
    await tx.query('UPDATE customers SET password_hash = $2, updated_at = now() WHERE id = $1', [
      link.customer_id,
      passwordHash,
    ]);
    await tx.query(
      `UPDATE one_time_tokens SET used_at = now() WHERE customer_id = $1 AND purpose = 'reset_password' AND used_at IS NULL`,
      [link.customer_id],
    );
    await tx.query(
      'UPDATE auth_tokens SET revoked_at = now() WHERE customer_id = $1 AND revoked_at IS NULL',
      [link.customer_id],
    );
    await clearLoginFailures(tx, email);
    return true;
  });
}
