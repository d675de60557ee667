import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { GraphQLError } from 'graphql';
import { pino, type Logger } from 'pino';
import type { Dispatcher } from 'undici';
import { graphqlRequestBody, LIMITS, secureApolloServer } from './apollo.js';
import type { GatewayConfig } from './config.js';
import { clientAddress } from './client-address.js';
import { landingPage, serveExplorer } from './explorer.js';
import { lazyLoaders, type AccessNote, type GatewayContext } from './context.js';
import { GatewayMetrics } from './metrics.js';
import { RateLimits, type RateLimitsOptions } from './rate-limits.js';
import { SharedRedis } from './redis-client.js';
import { budgetKey } from './operation-cost.js';
import { PersistedQueryCache, persistedQueryHashCheck } from './persisted-queries.js';
import { buildSchema } from './schema.js';
import { cookieSession, readCallerToken } from './session.js';
import { CatalogCache, MemoryStore, RedisStore, type SharedStore } from './upstream/cache.js';
import { UpstreamClient, UpstreamFailure } from './upstream/client.js';
import { messages as M } from '@storefront/contract';
import { StoreApi } from './upstream/store-api.js';
import { serveWebApp } from './web-app.js';
import { securityHeaders } from './security-headers.js';
import { mountStaffEndpoint } from './staff/endpoint.js';

export { LIMITS } from './apollo.js';

export interface GatewayOptions {
  /** Where upstream calls go; tests inject undici's MockAgent. Default: a keep-alive Agent. */
  dispatcher?: Dispatcher;
  logger?: Logger;
  /** Shared store of the catalog cache; default: Redis when REDIS_URL is set, else in process. */
  store?: SharedStore;
  /** The schema's SDL; default: the repository's schema.graphql. */
  typeDefs?: string;
  /** The staff schema's SDL; default: the repository's staff.graphql. */
  staffTypeDefs?: string;
  /** Prefix of the catalog cache's Redis keys; tests give each run its own. */
  cacheKeyPrefix?: string;
  /** Prefix of the persisted queries' Redis keys (Apollo adds `apq:` before the hash); tests give each run its own. */
  persistedQueryKeyPrefix?: string;
  /** Prefix of the rate limits' Redis keys; tests give each run its own. */
  rateLimitKeyPrefix?: string;
  /** Other numbers for some rate limits; default: RATE_LIMITS. */
  rateLimits?: RateLimitsOptions['overrides'];
}

export interface Gateway {
  app: express.Express;
  /** GET /metrics (Prometheus), for a port of its own: the public port does not serve it. */
  metricsApp: express.Express;
  metrics: GatewayMetrics;
  logger: Logger;
  stop(): Promise<void>;
}

declare module 'express-serve-static-core' {
  interface Locals {
    requestId: string;
    /** What the request's one access line says beyond the HTTP facts; the GraphQL plugin fills it in. */
    access: AccessNote;
  }
}

export async function createGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<Gateway> {
  const logger = options.logger ?? pino({ level: config.logLevel, name: 'gateway' });
  const metrics = new GatewayMetrics();
  const client = new UpstreamClient({
    baseUrl: config.storeApiUrl,
    timeoutMs: config.upstreamTimeoutMs,
    dispatcher: options.dispatcher,
    observe: metrics.observeUpstream,
  });
  // One connection for the catalog cache and the rate limits; the store works without it.
  const redis = config.redisUrl
    ? await SharedRedis.connect({
        url: config.redisUrl,
        commandTimeoutMs: config.redisCommandTimeoutMs,
        log: logger,
      })
    : undefined;
  const store =
    options.store ?? (redis ? new RedisStore(redis.client, options.cacheKeyPrefix) : new MemoryStore());
  const cache = new CatalogCache(store, config.catalogCacheTtlMs);
  const persistedQueries = new PersistedQueryCache(
    config.persistedQueryTtlSeconds,
    redis ? new RedisStore(redis.client, options.persistedQueryKeyPrefix ?? 'gateway:') : undefined,
  );
  const rateLimits = RateLimits.create({
    redis: redis?.client,
    keyPrefix: options.rateLimitKeyPrefix ?? 'storefront:rate-limit',
    overrides: {
      operationCost: { points: config.costBudgetPerMinute, durationSeconds: 60 },
      ...options.rateLimits,
    },
    onRefused: metrics.countRateLimited,
  });
  if (redis) metrics.watchRedis(() => redis.state === 'ok');

  /** One per GraphQL request: the caller's token, a StoreApi bound to it, fresh DataLoaders. */
  function requestContext(req: Request, res: Response): GatewayContext {
    const requestId = res.locals.requestId;
    const caller = readCallerToken(req);
    if (caller.source === 'malformed') {
      throw new GraphQLError(M.unauthenticated, {
        extensions: { code: 'UNAUTHENTICATED', requestId, http: { status: 401 } },
      });
    }
    const session = cookieSession(req, res, config);
    const address = clientAddress(req);
    const storeApi = new StoreApi(client, cache, {
      token: caller.token,
      requestId,
      clientIp: address,
      log: logger,
      callBudget: config.upstreamCallsPerOperation,
      // Only a cookie can be cleared; a bad Authorization header is the integrator's to fix.
      onUnauthenticated: caller.source === 'cookie' ? () => session.end() : undefined,
    });
    return {
      requestId,
      token: caller.token,
      clientAddress: address,
      budgetKey: budgetKey('buyer', caller.token, address),
      storeApi,
      loaders: lazyLoaders(storeApi),
      session,
      rateLimits,
      log: logger,
      access: res.locals.access,
    };
  }

  const apollo = secureApolloServer<GatewayContext>({
    schema: buildSchema(options.typeDefs),
    config,
    logger,
    metrics,
    // Shared by every gateway through Redis when REDIS_URL is set (persisted-queries.ts).
    persistedQueries: { cache: persistedQueries, ttl: config.persistedQueryTtlSeconds },
    plugins: [landingPage(config.graphqlLandingPage)],
    introspection: true,
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);

  app.use((req, res, next) => {
    res.locals.requestId = proxyRequestId(req) ?? randomUUID();
    res.locals.access = {};
    res.setHeader('x-request-id', res.locals.requestId);
    next();
  });
  app.use(accessLog(logger));
  app.use(securityHeaders());

  // The web app's scripts and GraphQL answers shrink several-fold; images under /storage and certificates are compressed already.
  // Behind a proxy that compresses (COMPRESSION=false in compose, Caddy's `encode`), doing it here too would only
  // cost CPU and memory (brotli holds about 0.6 MB per answer in flight).
  if (config.compression) {
    const compress = compression({
      filter: (req, res) =>
        !req.path.startsWith('/storage/') &&
        !req.path.startsWith('/staff/certificates/') &&
        compression.filter(req, res),
    });
    // A caller that accepts no encoding (a server-side client, a bench) gets its answer as it is: compression would
    // still wrap the response's writes and negotiate for nothing (4–10 % of a small answer's CPU). The answer still
    // varies by Accept-Encoding for a cache in front.
    app.use((req, res, next) => {
      if (req.headers['accept-encoding']) return compress(req, res, next);
      res.vary('Accept-Encoding');
      next();
    });
  }

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  // Ready is about store-api alone (the store works without Redis); Redis's state is reported beside it.
  app.get('/readyz', async (_req, res) => {
    const redisState = () => (redis ? { redis: redis.state } : {});
    try {
      await client.send({
        route: 'readyz',
        method: 'GET',
        path: '/customer/categories',
        query: { limit: 1 },
        requestId: res.locals.requestId,
        timeoutMs: Math.min(config.upstreamTimeoutMs, 2000),
      });
      res.json({ status: 'ready', ...redisState() });
    } catch (error) {
      logger.warn({ requestId: res.locals.requestId, err: error }, 'not ready: store-api does not answer');
      res.status(503).json({ status: 'unavailable', reason: 'store-api is not reachable', ...redisState() });
    }
  });

  app.use('/storage', storageProxy(client, logger));

  // Before /graphql, which would take its paths.
  serveExplorer(app);

  app.use(
    '/graphql',
    inTurn(
      ...graphqlRequestBody(),
      persistedQueryHashCheck(rateLimits),
      expressMiddleware(apollo, {
        context: ({ req, res }) => Promise.resolve(requestContext(req, res)),
      }),
    ),
  );

  // Before the web app, whose catch-all would otherwise answer /staff paths with the storefront's page.
  const staff = await mountStaffEndpoint(app, {
    config,
    client,
    logger,
    metrics,
    rateLimits,
    cache,
    typeDefs: options.staffTypeDefs,
  });

  const web = serveWebApp(app, {
    webDist: config.webDist,
    serverEntry: config.webServerEntry,
    renderThreads: config.webRenderThreads,
    logger,
    isAnonymous: (req) => readCallerToken(req).source === 'none',
    anonymousPageTtlMs: config.catalogCacheTtlMs,
    anonymousPageMaxBytes: config.pageCacheMaxBytes,
    executeAs(req, res) {
      // Throws for a malformed session token: the page is then rendered in the browser, whose requests say so.
      const contextValue = requestContext(req, res);
      return async ({ query, operationName, variables }) => {
        const response = await apollo.executeOperation({ query, operationName, variables }, { contextValue });
        if (response.body.kind !== 'single') throw new Error('A page query answered incrementally.');
        const { data, errors } = response.body.singleResult;
        return { data, errors };
      };
    },
  });
  app.use(errorHandler(logger));

  return {
    app,
    metricsApp: metricsApp(metrics),
    metrics,
    logger,
    async stop() {
      await Promise.all([apollo.stop(), staff.stop(), web.close()]);
      await Promise.allSettled([client.close(), cache.close(), redis?.close()]);
    },
  };
}

/**
 * Handlers run one after the other as a single layer of Express's router: given to `app.use(path, ...)` one by one,
 * each is a layer of its own, for which the router matches the path, trims it from `req.url` and puts it back. An
 * error passed on, thrown or rejected goes to `next`, as the router would send it.
 */
function inTurn(...handlers: express.RequestHandler[]): express.RequestHandler {
  return (req, res, next) => {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error) return next(error);
      const handler = handlers[index];
      index += 1;
      if (!handler) return next();
      try {
        const result: unknown = handler(req, res, step);
        if (result instanceof Promise) result.catch(step);
      } catch (thrown) {
        step(thrown);
      }
    };
    step();
  };
}

/** The shape store-api accepts as a request id too (store-api/src/app.ts), and Caddy passes on (deploy/Caddyfile). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * The id the proxy in front named the request with (Caddy logs it under the same id), when the peer is one that
 * TRUST_PROXY trusts. Any other caller gets an id of ours: a client-chosen one could collide with another
 * request's in the logs.
 */
function proxyRequestId(req: Request): string | undefined {
  const incoming = req.headers['x-request-id'];
  if (typeof incoming !== 'string' || !REQUEST_ID.test(incoming)) return undefined;
  const trusted = req.app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean;
  return trusted(req.socket.remoteAddress, 0) ? incoming : undefined;
}

/** What Prometheus scrapes: served on METRICS_PORT, never on the public port (it names operations and routes). */
function metricsApp(metrics: GatewayMetrics): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', async (_req, res) => {
    res.setHeader('content-type', metrics.registry.contentType);
    res.send(await metrics.registry.metrics());
  });
  return app;
}

/**
 * One line per request when its answer is sent: method, path, status, time, and for GraphQL the operation and its
 * outcome. Never the query string (a reset link's token), headers or cookies. Health checks are left out: a load
 * balancer asks every few seconds. The line pino-http wrote (its fields and messages), without what it built for
 * every request whether the line was written or not (two child loggers and a serialized request): that was 4–9 % of
 * the gateway's CPU on a product page (docs/gateway.md, "Performance").
 */
function accessLog(logger: Logger): express.RequestHandler {
  return (req, res, next) => {
    if (req.url === '/healthz' || req.url === '/readyz') return next();
    const started = Date.now();
    const done = (error?: unknown) => {
      res.off('close', done);
      res.off('finish', done);
      res.off('error', done);
      const failed = error instanceof Error || res.statusCode >= 500;
      const level = failed ? 'error' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const line = {
        requestId: res.locals.requestId,
        req: { method: req.method, path: req.originalUrl.split('?')[0] },
        res: { status: res.statusCode },
        ...res.locals.access,
        responseTime: Date.now() - started,
      };
      if (failed) {
        const err = error instanceof Error ? error : new Error(`failed with status code ${res.statusCode}`);
        logger.error({ ...line, err }, 'request errored');
      } else {
        logger.info(
          line,
          !req.readableAborted && res.writableEnded ? 'request completed' : 'request aborted',
        );
      }
    };
    res.on('close', done);
    res.on('finish', done);
    res.on('error', done);
    next();
  };
}

/** GET /storage/* is store-api's: product images, logos, banners. Streams through, caching headers kept. */
function storageProxy(client: UpstreamClient, logger: Logger): express.RequestHandler {
  const forwarded = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const requestPath = req.path;
    if (requestPath.includes('..') || requestPath.includes('\\') || requestPath.includes('%')) {
      res.status(404).end();
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of ['if-none-match', 'if-modified-since']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      const upstream = await client.stream(
        'storage',
        `/storage${requestPath}`,
        headers,
        res.locals.requestId,
      );
      res.status(upstream.statusCode === 200 || upstream.statusCode === 304 ? upstream.statusCode : 404);
      if (upstream.statusCode === 200 || upstream.statusCode === 304) {
        for (const name of forwarded) {
          const value = upstream.headers[name];
          if (typeof value === 'string') res.setHeader(name, value);
        }
      }
      if (req.method === 'HEAD' || upstream.statusCode !== 200) {
        upstream.body.resume();
        res.end();
        return;
      }
      await pipeline(upstream.body, res);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const unavailable = error instanceof UpstreamFailure;
      logger.warn({ requestId: res.locals.requestId, err: error }, 'storage proxy failed');
      res.status(unavailable ? 502 : 500).end();
    }
  };
}

/** Last resort: body too large, malformed multipart, unknown path. Never a stack trace. */
function errorHandler(logger: Logger): express.ErrorRequestHandler {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const details = error as {
      status?: number;
      statusCode?: number;
      expose?: boolean;
      type?: string;
      message?: string;
    };
    const status = details.status ?? details.statusCode ?? 500;
    const requestId = res.locals.requestId;
    if (status >= 500) logger.error({ requestId, err: error }, 'request failed');
    else logger.info({ requestId, status, type: details.type }, 'request refused');
    const message =
      status === 413
        ? `The request is too large (at most ${LIMITS.bodyBytes / 1024} KB, and 10 MB per uploaded file, 2 files).`
        : status < 500 && details.expose && details.message
          ? details.message
          : status < 500
            ? 'The request could not be read.'
            : 'Internal server error.';
    const code =
      status === 413 ? 'PAYLOAD_TOO_LARGE' : status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
    if (req.path.startsWith('/graphql') || req.path.startsWith('/staff/graphql')) {
      res.status(status).json({ errors: [{ message, extensions: { code, requestId } }] });
    } else {
      res.status(status).json({ message, requestId });
    }
  };
}
