import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { UnauthenticatedError } from '../errors.js';

export type CustomerStatus = 'pending' | 'approved' | 'rejected';

/** Who a valid bearer token belongs to. */
export interface AuthenticatedCustomer {
  id: number;
  status: CustomerStatus;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The token's customer, or null for an anonymous (or invalid-token) request. */
    customer: AuthenticatedCustomer | null;
  }
}

/** 256 random bits as 43 URL-safe characters: used for bearer tokens and e-mailed links alike. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256: a stolen table does not let anyone in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueAuthToken(db: Queryable, customerId: number, ttlMs: number): Promise<string> {
  const token = newSecretToken();
  await db.query(
    `INSERT INTO auth_tokens (customer_id, token_hash, expires_at)
     VALUES ($1, $2, now() + $3 * interval '1 millisecond')`,
    [customerId, hashToken(token), ttlMs],
  );
  return token;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1];
}

/**
 * Resolves the bearer token on every request under /api/customer. Calls that need a customer use
 * requireCustomer(); the others just look at request.customer (null: answer as to a visitor).
 */
export function registerAuthentication(app: FastifyInstance, db: Queryable): void {
  app.decorateRequest('customer', null);
  app.addHook('preHandler', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const [row] = await db.query<{ id: number; status: CustomerStatus; token_id: number }>(
      `SELECT c.id, c.status, t.id AS token_id
         FROM auth_tokens t JOIN customers c ON c.id = t.customer_id
        WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now() AND c.status <> 'rejected'`,
      [hashToken(token)],
    );
    if (row) request.customer = { id: row.id, status: row.status, tokenId: row.token_id };
  });
}

export function requireCustomer(request: FastifyRequest): AuthenticatedCustomer {
  if (!request.customer) throw new UnauthenticatedError();
  return request.customer;
}

/** Whose prices and wishlist flags an answer may carry: null for a visitor. */
export function viewerOf(request: FastifyRequest): { customerId: number | null } {
  return { customerId: request.customer?.id ?? null };
}
