import {
  InMemoryLRUCache,
  type KeyValueCache,
  type KeyValueCacheSetOptions,
} from '@apollo/utils.keyvaluecache';
import type { RequestHandler } from 'express';
import { clientAddress } from './client-address.js';
import type { RateLimits } from './rate-limits.js';
import type { SharedStore } from './upstream/cache.js';

const SHA256_HEX = /^[0-9a-f]{64}$/i;
const MESSAGE = 'The persisted query hash must be 64 hexadecimal characters.';

/**
 * A persisted-query hash that is not a SHA-256 can never be found; Apollo would answer PERSISTED_QUERY_NOT_FOUND
 * with 200 and invite the client to retry. Refused as the malformed request it is (GET carries the extensions as a
 * JSON string in the query string, POST in the body).
 *
 * A hash sent with its query registers that query (kept a day, in Redis too): counted per client address
 * (`registerPersistedQuery` in rate-limits.ts), so that nobody can fill the shared store with distinct queries.
 */
export function persistedQueryHashCheck(rateLimits: RateLimits): RequestHandler {
  return (req, res, next) => {
    const params = (req.method === 'GET' ? req.query : req.body) as { extensions?: unknown; query?: unknown };
    const hash = persistedQueryHash(params.extensions);
    if (hash === undefined) return next();
    const requestId = res.locals.requestId as unknown;
    if (typeof hash !== 'string' || !SHA256_HEX.test(hash)) {
      res
        .status(400)
        .json({ errors: [{ message: MESSAGE, extensions: { code: 'BAD_REQUEST', requestId } }] });
      return;
    }
    if (typeof params.query !== 'string' || params.query === '') return next();
    rateLimits
      .consume('registerPersistedQuery', clientAddress(req) ?? 'unknown')
      .then((retryAfterSeconds) => {
        if (retryAfterSeconds === undefined) return next();
        const minutes = Math.ceil(retryAfterSeconds / 60);
        res
          .status(429)
          .set('Retry-After', String(retryAfterSeconds))
          .json({
            errors: [
              {
                message: `Too many new persisted queries. Send known ones by hash, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
                extensions: { code: 'RATE_LIMITED', retryAfterSeconds, requestId },
              },
            ],
          });
      }, next);
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

/**
 * Where automatic persisted queries (hash -> query text) are kept: in this process (Apollo's own bounded LRU, 30 MiB
 * of query text) and, with Redis, in the store shared by every gateway, so that a query registered through one
 * gateway is known to the next. Any Redis trouble is a miss, bounded by REDIS_COMMAND_TIMEOUT_MS: the client then
 * sends the full query (PERSISTED_QUERY_NOT_FOUND), which this gateway keeps in memory. A query is at most the JSON
 * body limit (64 KB); every entry lives for `ttlSeconds`.
 *
 * Ours rather than Keyv's (@apollo/utils.keyvadapter): @keyv/redis takes only a node-redis client, not the
 * gateway's one ioredis connection (its timeouts, no offline queue, one log line per outage), and no adapter keeps
 * the copy in process that serves while Redis is down.
 */
export class PersistedQueryCache implements KeyValueCache<string> {
  private readonly local = new InMemoryLRUCache<string>();

  constructor(
    private readonly ttlSeconds: number,
    private readonly shared?: SharedStore,
  ) {}

  async get(key: string): Promise<string | undefined> {
    const known = await this.local.get(key);
    if (known !== undefined || !this.shared) return known;
    const shared = await this.shared.get(key).catch(() => undefined);
    if (typeof shared !== 'string') return undefined;
    // Kept here too, so that this gateway asks Redis once per query. Possibly longer than it still lives in Redis:
    // harmless, as the hash names this text and no other.
    await this.local.set(key, shared, { ttl: this.ttlSeconds });
    return shared;
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    const ttl = options?.ttl ?? this.ttlSeconds;
    await this.local.set(key, value, { ttl });
    // A Redis outage is SharedRedis's to report, once; Apollo would log a warning for every registration.
    await this.shared?.set(key, value, ttl * 1000).catch(() => undefined);
  }

  async delete(key: string): Promise<void> {
    await this.local.delete(key);
    await this.shared?.delete(key).catch(() => undefined);
  }
}
