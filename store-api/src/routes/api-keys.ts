import { z } from 'zod';
import { apiKeyFields, messages as M, parseId } from '@storefront/contract';
import { API_KEYS } from '@storefront/contract/rest';
import type { Database } from '../db/database.js';
import { NotFoundError, UnprocessableError } from '../errors.js';
import { requireSession } from '../http/auth.js';
import { readForm } from '../http/body.js';
import { customerRoute, type CustomerApi } from '../http/customer-route.js';
import { envelope } from '../http/reply.js';
import { parseInput } from '../http/validate.js';
import { activeApiKeys, createApiKey, revokeApiKey } from '../services/api-keys.js';

const ApiKeyInput = z.object(apiKeyFields);

/** The account's "API access": a buyer's keys, managed only with a session from a login (never with a key). */
export function apiKeyRoutes(app: CustomerApi, db: Database): void {
  customerRoute(app, API_KEYS.apiKeys, async (request) =>
    envelope(await activeApiKeys(db, requireSession(request).id)),
  );

  customerRoute(app, API_KEYS.createApiKey, async (request) => {
    const customer = requireSession(request);
    const { fields } = await readForm(request);
    const input = parseInput(ApiKeyInput, fields);
    const created = await createApiKey(db, customer.id, input);
    if (!created) throw new UnprocessableError(M.tooManyApiKeys, 'LIMIT_REACHED', null);
    return envelope(created, M.apiKeyCreatedOk);
  });

  customerRoute(app, API_KEYS.revokeApiKey, async (request) => {
    const customer = requireSession(request);
    const id = parseId(request.params.id);
    const revoked = id === null ? undefined : await revokeApiKey(db, customer.id, id);
    if (!revoked) throw new NotFoundError(M.apiKeyNotFound);
    return envelope(revoked, M.apiKeyRevokedOk);
  });
}
