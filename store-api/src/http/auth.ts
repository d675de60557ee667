import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { UnauthenticatedError } from '../errors.js';
import type { CustomerStatus } from '../services/customers.js';
import { viewerFor, type Viewer } from '../services/products.js';
import { findSession } from '../services/tokens.js';

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

/** The token of an `Authorization: Bearer` header of a plausible shape; customer and staff tokens alike. */
export function bearerToken(request: FastifyRequest): string | undefined {
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
    const session = await findSession(db, token);
    if (session)
      request.customer = { id: session.customerId, status: session.status, tokenId: session.tokenId };
  });
}

export function requireCustomer(request: FastifyRequest): AuthenticatedCustomer {
  if (!request.customer) throw new UnauthenticatedError();
  return request.customer;
}

/** Whose wishlist flags an answer may carry (null for a visitor), and whether it may carry prices. */
export function viewerOf(request: FastifyRequest): Viewer {
  return viewerFor(request.customer);
}
