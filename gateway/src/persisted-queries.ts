import type { RequestHandler } from 'express';

const SHA256_HEX = /^[0-9a-f]{64}$/i;
const MESSAGE = 'The persisted query hash must be 64 hexadecimal characters.';

/**
 * A persisted-query hash that is not a SHA-256 can never be found; Apollo would answer PERSISTED_QUERY_NOT_FOUND
 * with 200 and invite the client to retry. Refused as the malformed request it is (GET carries the extensions as a
 * JSON string in the query string, POST in the body).
 */
export function persistedQueryHashCheck(): RequestHandler {
  return (req, res, next) => {
    const hash = persistedQueryHash(
      req.method === 'GET' ? req.query.extensions : (req.body as { extensions?: unknown }).extensions,
    );
    if (hash === undefined || (typeof hash === 'string' && SHA256_HEX.test(hash))) return next();
    res.status(400).json({
      errors: [{ message: MESSAGE, extensions: { code: 'BAD_REQUEST', requestId: res.locals.requestId } }],
    });
  };
}

/** The hash the request names, if it names one; malformed extensions are left to Apollo, which refuses them. */
function persistedQueryHash(extensions: unknown): unknown {
  let value = extensions;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const persisted = (value as { persistedQuery?: unknown }).persistedQuery;
  if (typeof persisted !== 'object' || persisted === null || !('sha256Hash' in persisted)) return undefined;
  return persisted.sha256Hash;
}
