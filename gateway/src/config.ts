import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './client-address.js';
import { COST_LIMITS } from './operation-cost.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

// The only place that reads process.env: everything else receives a parsed GatewayConfig.
const EnvSchema = z.object({
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  STORE_API_URL: z.url().default('http://127.0.0.1:4001/api'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(5000),
  // The web app's heaviest page asks the REST host 8 times (gateway/bench/upstream-calls.ts).
  UPSTREAM_CALLS_PER_OPERATION: z.coerce.number().int().min(1).max(1000).default(40),
  GRAPHQL_LANDING_PAGE: z.enum(['sandbox', 'explorer']).default('sandbox'),
  MAX_OPERATION_COST: z.coerce.number().int().min(1).max(1_000_000).default(COST_LIMITS.maxOperationCost),
  COST_BUDGET_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000_000)
    .default(COST_LIMITS.budgetPerMinute),
  WEB_DIST: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'web', 'dist')),
  // Without it, the web package's own `web/server` module (web/dist-server).
  WEB_SERVER_ENTRY: z.string().min(1).optional(),
  // One less than the machine's cores (the gateway's own thread answers GraphQL), one at least, four at most.
  WEB_RENDER_THREADS: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(Math.min(4, Math.max(1, availableParallelism() - 1))),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // rediss:// is Redis over TLS (ioredis reads the scheme).
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(500),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  COMPRESSION: z.enum(['true', 'false']).default('true'),
  PERSISTED_QUERY_TTL_SECONDS: z.coerce.number().int().min(1).max(2_592_000).default(86_400),
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(1024 * 1024 * 1024)
    .default(32 * 1024 * 1024),
  METRICS_PORT: z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)]).default(9464),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(60_000),
  TRUST_PROXY: z
    .string()
    .max(2000)
    .default('false')
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message, input: value });
        return z.NEVER;
      }
    }),
});

export interface GatewayConfig {
  port: number;
  host: string;
  /** Base of the REST API, without a trailing slash: calls go to `${storeApiUrl}/customer/...`. */
  storeApiUrl: string;
  upstreamTimeoutMs: number;
  /** How many REST calls one GraphQL operation may make; the calls past it are refused before they are made. */
  upstreamCallsPerOperation: number;
  /**
   * What GET /graphql shows a browser: Apollo Sandbox (Apollo's CDN; offline, its page links to the explorer) or the
   * store's own explorer (GraphiQL served by the gateway, always at /graphql/explorer).
   */
  graphqlLandingPage: 'sandbox' | 'explorer';
  /** The most one GraphQL operation may cost (operation-cost.ts); more is refused OPERATION_TOO_COSTLY. */
  maxOperationCost: number;
  /** What one token, or one anonymous address, may spend a minute; past it, 429 RATE_LIMITED. */
  costBudgetPerMinute: number;
  webDist: string;
  /** A file to load the page renderer from instead of the web package's `web/server` module (web/dist-server). */
  webServerEntry: string | undefined;
  /** Threads that render the web app's pages (render-threads.ts). */
  webRenderThreads: number;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  redisUrl: string | undefined;
  /** The most a Redis command may take before the gateway goes on without it (store-api, in-memory counts). */
  redisCommandTimeoutMs: number;
  /** `auto`: Secure unless the request's host is localhost or 127.0.0.1. */
  cookieSecure: 'auto' | 'always' | 'never';
  /** How long public, price-free catalog data may be shared between callers; 0 turns the cache off. */
  catalogCacheTtlMs: number;
  /** gzip/brotli of pages, scripts and GraphQL answers; off behind a proxy that compresses (Caddy in compose). */
  compression: boolean;
  /**
   * How long an automatic persisted query (a hash and its query text) is kept, in this process and in Redis; a
   * client whose hash is no longer known sends the full query again.
   */
  persistedQueryTtlSeconds: number;
  /**
   * How much of visitors' server-rendered pages is kept for sharing, in characters of HTML (about bytes: the pages
   * are ASCII but for the store's text); the least recently used go first. 0 keeps none.
   */
  pageCacheMaxBytes: number;
  /** Where Prometheus scrapes GET /metrics, apart from the public port; undefined serves no metrics. */
  metrics: { port: number; host: string } | undefined;
  /**
   * The most a request may take to arrive, body included: a client that sends half a body and stalls is cut
   * off (408). 60 s lets two 10 MB certificates through on a 3 Mbit/s line.
   */
  requestTimeoutMs: number;
  /**
   * Which peers (the load balancer) may set X-Forwarded-For and X-Forwarded-Proto; false: the socket's address is
   * the client's and X-Forwarded-Proto is ignored.
   */
  trustProxy: TrustProxy;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid gateway environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.GATEWAY_PORT,
    host: e.HOST,
    storeApiUrl: e.STORE_API_URL.replace(/\/+$/, ''),
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    upstreamCallsPerOperation: e.UPSTREAM_CALLS_PER_OPERATION,
    graphqlLandingPage: e.GRAPHQL_LANDING_PAGE,
    maxOperationCost: e.MAX_OPERATION_COST,
    costBudgetPerMinute: e.COST_BUDGET_PER_MINUTE,
    webDist: path.resolve(e.WEB_DIST),
    webServerEntry: e.WEB_SERVER_ENTRY === undefined ? undefined : path.resolve(e.WEB_SERVER_ENTRY),
    webRenderThreads: e.WEB_RENDER_THREADS,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    redisCommandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true' ? 'always' : 'never',
    catalogCacheTtlMs: e.CATALOG_CACHE_TTL_MS,
    compression: e.COMPRESSION === 'true',
    persistedQueryTtlSeconds: e.PERSISTED_QUERY_TTL_SECONDS,
    pageCacheMaxBytes: e.PAGE_CACHE_MAX_BYTES,
    metrics:
      e.METRICS_PORT === 'off' || e.METRICS_PORT === 0
        ? undefined
        : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
  };
}
