import type { ApiKeyScope as RestScope } from '@storefront/contract';
import type { ApiKeyResolvers, ApiKeyScope } from '../generated/graphql.js';

/** The REST API's scope names as GraphQL's enum, and back. */
export const SCOPE_ENUM = {
  'catalog:read': 'CATALOG_READ',
  'orders:write': 'ORDERS_WRITE',
  'orders:read': 'ORDERS_READ',
  'webhooks:manage': 'WEBHOOKS_MANAGE',
} as const satisfies Record<RestScope, ApiKeyScope>;

export const REST_SCOPE = Object.fromEntries(
  Object.entries(SCOPE_ENUM).map(([rest, graphql]) => [graphql, rest]),
) as Record<ApiKeyScope, RestScope>;

export const ApiKey: ApiKeyResolvers = {
  id: (key) => String(key.id),
  name: (key) => key.name,
  prefix: (key) => key.prefix,
  scopes: (key) => key.scopes.map((scope) => SCOPE_ENUM[scope]),
  createdAt: (key) => key.created_at,
  lastUsedAt: (key) => key.last_used_at,
};
