import { randomBytes } from 'node:crypto';
import { API_KEY, isApiKeyScope, type ApiKeyScope } from '@storefront/contract';
import type { RestApiKey } from '@storefront/contract/rest';
import type { Database, Queryable } from '../db/database.js';
import { recordAudit } from './audit.js';
import type { CustomerStatus } from './customers.js';
import { hashToken } from './tokens.js';

/** `wsk_` and 256 random bits as 43 URL-safe characters: a bearer token of the shape store-api reads. */
function newApiKeySecret(): string {
  return `${API_KEY.marker}${randomBytes(32).toString('base64url')}`;
}

interface ApiKeyRow {
  id: number;
  name: string;
  prefix: string;
  scopes: string[];
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const COLUMNS = 'id, name, prefix, scopes, created_at, last_used_at, revoked_at';

function toApiKey(row: ApiKeyRow): RestApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes.filter(isApiKeyScope),
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}

/** The customer's keys in use, newest first. */
export async function activeApiKeys(db: Queryable, customerId: number): Promise<RestApiKey[]> {
  const rows = await db.query<ApiKeyRow>(
    `SELECT ${COLUMNS} FROM api_keys WHERE customer_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC, id DESC`,
    [customerId],
  );
  return rows.map(toApiKey);
}

/**
 * Makes a key and answers its secret, the only time it exists outside the caller: only its hash is stored.
 * Undefined when the customer already has API_KEY.activeMax keys in use (counted on the customer's row locked, so
 * two parallel requests cannot both make the eleventh).
 */
export async function createApiKey(
  db: Database,
  customerId: number,
  input: { name: string; scopes: readonly ApiKeyScope[] },
): Promise<{ key: RestApiKey; secret: string } | undefined> {
  const secret = newApiKeySecret();
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
    const [count] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM api_keys WHERE customer_id = $1 AND revoked_at IS NULL',
      [customerId],
    );
    if ((count?.n ?? 0) >= API_KEY.activeMax) return undefined;
    const [row] = await tx.query<ApiKeyRow>(
      `INSERT INTO api_keys (customer_id, name, prefix, secret_hash, scopes) VALUES ($1, $2, $3, $4, $5)
       RETURNING ${COLUMNS}`,
      [customerId, input.name, secret.slice(0, API_KEY.prefixLength), hashToken(secret), input.scopes],
    );
    return { key: toApiKey(row!), secret };
  });
}

/**
 * Revokes one of the customer's keys (at once: the next call with it is refused). Answers the key as it is after
 * (a key revoked before stays as it was), or undefined when the customer has no key with this id.
 */
export async function revokeApiKey(
  db: Queryable,
  customerId: number,
  keyId: number,
): Promise<RestApiKey | undefined> {
  const [row] = await db.query<ApiKeyRow>(
    `UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 AND customer_id = $2
     RETURNING ${COLUMNS}`,
    [keyId, customerId],
  );
  return row && toApiKey(row);
}

/** Staff revoke a customer's key, audited in the same transaction; false when the customer has no such key in use. */
export async function staffRevokeApiKey(
  db: Database,
  customerId: number,
  keyId: number,
  staffId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<ApiKeyRow>(
      `UPDATE api_keys SET revoked_at = now(), revoked_by_staff = $3
        WHERE id = $1 AND customer_id = $2 AND revoked_at IS NULL
       RETURNING ${COLUMNS}`,
      [keyId, customerId, staffId],
    );
    if (!row) return false;
    await recordAudit(tx, {
      staffId,
      action: 'customer.api_key.revoke',
      subject: 'customer',
      subjectId: customerId,
      before: { api_key: { id: row.id, name: row.name, prefix: row.prefix, scopes: row.scopes } },
      after: { api_key: { id: row.id, revoked: true } },
    });
    return true;
  });
}

export interface ApiKeyCredential {
  customerId: number;
  status: CustomerStatus;
  keyId: number;
  scopes: ApiKeyScope[];
}

/**
 * Whose key this is, when it is in use and its customer is approved and not suspended; undefined otherwise (a
 * revoked key, a suspended or no longer approved account: refused at once). Marks the key used, at most once a
 * minute, so a busy integration does not write on every call.
 */
export async function findApiKey(db: Queryable, secret: string): Promise<ApiKeyCredential | undefined> {
  const [row] = await db.query<{ id: number; customer_id: number; status: CustomerStatus; scopes: string[] }>(
    `SELECT k.id, k.customer_id, c.status, k.scopes
       FROM api_keys k JOIN customers c ON c.id = k.customer_id
      WHERE k.secret_hash = $1 AND k.revoked_at IS NULL AND c.status = 'approved' AND c.suspended_at IS NULL`,
    [hashToken(secret)],
  );
  if (!row) return undefined;
  await db.query(
    `UPDATE api_keys SET last_used_at = now()
      WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
    [row.id],
  );
  return {
    customerId: row.customer_id,
    status: row.status,
    keyId: row.id,
    scopes: row.scopes.filter(isApiKeyScope),
  };
}
