import { z } from 'zod';
import { API_KEY } from './limits.js';
import { messages as M } from './messages.js';
import { CONTROL_CHARACTERS } from './rules.js';

/**
 * What an API key may do, each scope a group of the customer API's calls (a descriptor's `keyScope` names the one
 * it needs). A key never manages keys, changes the password or the account's details: those need a person's login.
 */
export const API_KEY_SCOPES = ['catalog:read', 'orders:write', 'orders:read', 'webhooks:manage'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** What each scope lets a key do, as a buyer reads it when choosing the scopes of a new key. */
export const API_KEY_SCOPE_DESCRIPTIONS: Readonly<Record<ApiKeyScope, string>> = {
  'catalog:read': 'Read the catalogue and your prices',
  'orders:write': 'Manage the cart and place orders',
  'orders:read': 'Read your orders and their status',
  'webhooks:manage': 'Manage webhooks for your orders',
};

export function isApiKeyScope(value: unknown): value is ApiKeyScope {
  return typeof value === 'string' && (API_KEY_SCOPES as readonly string[]).includes(value);
}

/** Whether a bearer token is shaped as an API key rather than a session token. */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY.marker);
}

/** A key's name: trimmed, 1 to 60 characters, no control characters. */
export const apiKeyName = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : ''),
  z
    .string()
    .min(1, M.apiKeyName)
    .max(API_KEY.nameMax, M.apiKeyNameLength)
    .refine((value) => !CONTROL_CHARACTERS.test(value), M.apiKeyNameCharacters),
);

/** A key's scopes: one or more of API_KEY_SCOPES, each once, in the list's order. */
export const apiKeyScopes = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((part) => part !== '') : value),
  z
    .array(z.string().trim(), { error: M.apiKeyScopes })
    .max(API_KEY_SCOPES.length * 2, M.apiKeyUnknownScope)
    .refine((scopes) => scopes.every(isApiKeyScope), M.apiKeyUnknownScope)
    .refine((scopes) => scopes.length > 0, M.apiKeyScopes)
    .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
);

/** A new key's fields, in the form's order. */
export const apiKeyFields = { name: apiKeyName, scopes: apiKeyScopes };
