import type { FastifyInstance, FastifyRequest } from 'fastify';
import { keyAccessOf, type RestCall } from '@storefront/contract/rest';
import { looksLikeApiKey, type ApiKeyScope } from '@storefront/contract';
import type { Queryable } from '../db/database.js';
import { KeyRefusal, UnauthenticatedError } from '../errors.js';
import { findApiKey } from '../services/api-keys.js';
import type { CustomerStatus } from '../services/customers.js';
import { viewerFor, type Viewer } from '../services/products.js';
import { findSession } from '../services/tokens.js';

/** Who a valid bearer token belongs to, and with which credential: a session from a login, or an API key. */
export interface AuthenticatedCustomer {
  id: number;
  status: CustomerStatus;
  /** The session token's id; null for an API key. */
  tokenId: number | null;
  /** The API key and its scopes; null for a session token. */
  apiKey: { id: number; scopes: readonly ApiKeyScope[] } | null;
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
    const key = looksLikeApiKey(token) ? await findApiKey(db, token) : undefined;
    if (key) {
      request.customer = {
        id: key.customerId,
        status: key.status,
        tokenId: null,
        apiKey: { id: key.keyId, scopes: key.scopes },
      };
      return;
    }
    const session = await findSession(db, token);
    // A key revoked, or whose account is no longer approved, is refused at once on every call, public ones
    // included: an integration learns it at its next call instead of reading the store as a visitor. (A session
    // token is random: the rare one that starts like a key is still found above.)
    if (!session && looksLikeApiKey(token)) throw new UnauthenticatedError();
    if (session)
      request.customer = {
        id: session.customerId,
        status: session.status,
        tokenId: session.tokenId,
        apiKey: null,
      };
  });
}

export function requireCustomer(request: FastifyRequest): AuthenticatedCustomer {
  if (!request.customer) throw new UnauthenticatedError();
  return request.customer;
}

/** The caller's session from a login: an API key is refused (403 SESSION_REQUIRED), nobody is unauthenticated. */
export function requireSession(request: FastifyRequest): AuthenticatedCustomer & { tokenId: number } {
  const customer = requireCustomer(request);
  if (customer.tokenId === null) throw KeyRefusal.sessionRequired();
  return { ...customer, tokenId: customer.tokenId };
}

/**
 * Refuses a call an API key may not make (see RestCall.keyScope): 403 SCOPE_MISSING when the key lacks the call's
 * scope, 403 SESSION_REQUIRED when the call needs a person's login. Session tokens and visitors pass. Every
 * customer route runs it (customerRoute); any other route can call it with its descriptor.
 */
export function checkKeyAccess(request: FastifyRequest, call: Pick<RestCall, 'access' | 'keyScope'>): void {
  const key = request.customer?.apiKey;
  if (!key) return;
  const needs = keyAccessOf(call);
  if (needs === 'any') return;
  if (needs === 'session') throw KeyRefusal.sessionRequired();
  if (!key.scopes.includes(needs)) throw KeyRefusal.scopeMissing(needs);
}

/** Whose wishlist flags an answer may carry (null for a visitor), and whether it may carry prices. */
export function viewerOf(request: FastifyRequest): Viewer {
  return viewerFor(request.customer);
}
