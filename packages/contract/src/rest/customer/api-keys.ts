import { z } from 'zod';
import { API_KEY_SCOPES } from '../../api-keys.js';
import { restCall } from '../call.js';
import { Id, nullish } from '../fields.js';

/** An API key as its owner and staff see it: never its secret, only the prefix it starts with. */
export const RestApiKeySchema = z.object({
  id: Id,
  name: z.string(),
  /** The key's first characters (`wsk_` and 8 more), to recognise it by. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  created_at: z.string(),
  /** When the key was last used, to the minute (null: never). */
  last_used_at: nullish(z.string()),
  revoked_at: nullish(z.string()),
});
export type RestApiKey = z.infer<typeof RestApiKeySchema>;

/** A key just made: the one answer that carries its secret. */
export const RestCreatedApiKeySchema = z.object({ key: RestApiKeySchema, secret: z.string().min(1) });

/**
 * The buyer's API keys (the account's "API access"). store-api's own: a distributor's host has none, and the
 * gateway answers NOT_OFFERED there. Only with a session token: a key never manages keys.
 */
export const API_KEYS = {
  /** The keys in use (not revoked), newest first. */
  apiKeys: restCall({
    name: 'api-keys',
    method: 'GET',
    path: '/customer/api-keys',
    write: false,
    origin: 'ours',
    access: 'customer',
    wrapping: 'envelope',
    answer: z.array(RestApiKeySchema),
  }),
  /** Body: `name`, `scopes` (a list, or the names joined with commas). */
  createApiKey: restCall({
    name: 'api-keys:create',
    method: 'POST',
    path: '/customer/api-keys',
    write: true,
    origin: 'ours',
    access: 'customer',
    wrapping: 'envelope',
    body: z.object({ name: z.string(), scopes: z.array(z.string()) }),
    answer: RestCreatedApiKeySchema,
  }),
  /** Ends the key at once; revoking a revoked key answers it as it is. */
  revokeApiKey: restCall({
    name: 'api-keys/:id/revoke',
    method: 'POST',
    path: '/customer/api-keys/:id/revoke',
    write: true,
    origin: 'ours',
    access: 'customer',
    wrapping: 'envelope',
    answer: RestApiKeySchema,
  }),
} as const;
