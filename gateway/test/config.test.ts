import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('the environment', () => {
  it('has working defaults for one-command start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      storeApiUrl: 'http://127.0.0.1:4001/api',
      upstreamTimeoutMs: 5000,
      nodeEnv: 'development',
      logLevel: 'info',
      redisUrl: undefined,
      redisCommandTimeoutMs: 500,
      cookieSecure: 'auto',
      metrics: { port: 9464, host: '127.0.0.1' },
      persistedQueryTtlSeconds: 86_400,
    });
    expect(config.webDist).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
    // The web package's `web/server` module.
    expect(config.webServerEntry).toBeUndefined();
    // One less than the machine's cores: the gateway's own thread answers GraphQL.
    expect(config.webRenderThreads).toBeGreaterThanOrEqual(1);
    expect(config.webRenderThreads).toBeLessThanOrEqual(4);
  });

  it('reads every variable, dropping a trailing slash from the store-api URL', () => {
    const config = loadConfig({
      GATEWAY_PORT: '8080',
      HOST: '0.0.0.0',
      STORE_API_URL: 'https://rest.example.com/api/',
      UPSTREAM_TIMEOUT_MS: '2500',
      UPSTREAM_CALLS_PER_OPERATION: '25',
      GRAPHQL_LANDING_PAGE: 'explorer',
      MAX_OPERATION_COST: '1500',
      COST_BUDGET_PER_MINUTE: '9000',
      WEB_DIST: '/srv/web',
      WEB_SERVER_ENTRY: '/srv/web-server/entry-server.js',
      WEB_RENDER_THREADS: '3',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      REDIS_URL: 'redis://cache:6379',
      REDIS_COMMAND_TIMEOUT_MS: '250',
      COOKIE_SECURE: 'true',
      CATALOG_CACHE_TTL_MS: '0',
      COMPRESSION: 'false',
      PERSISTED_QUERY_TTL_SECONDS: '3600',
      PAGE_CACHE_MAX_BYTES: '1048576',
      METRICS_PORT: '9100',
      METRICS_HOST: '0.0.0.0',
      REQUEST_TIMEOUT_MS: '30000',
      TRUST_PROXY: '10.0.0.0/8',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      storeApiUrl: 'https://rest.example.com/api',
      upstreamTimeoutMs: 2500,
      upstreamCallsPerOperation: 25,
      graphqlLandingPage: 'explorer',
      maxOperationCost: 1500,
      costBudgetPerMinute: 9000,
      webDist: '/srv/web',
      webServerEntry: '/srv/web-server/entry-server.js',
      webRenderThreads: 3,
      nodeEnv: 'production',
      logLevel: 'warn',
      redisUrl: 'redis://cache:6379',
      redisCommandTimeoutMs: 250,
      cookieSecure: 'always',
      catalogCacheTtlMs: 0,
      compression: false,
      persistedQueryTtlSeconds: 3600,
      pageCacheMaxBytes: 1_048_576,
      metrics: { port: 9100, host: '0.0.0.0' },
      requestTimeoutMs: 30_000,
      trustProxy: ['10.0.0.0/8'],
    });
  });

  it('serves no metrics when METRICS_PORT is 0 or off', () => {
    expect(loadConfig({ METRICS_PORT: '0' }).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: 'off' }).metrics).toBeUndefined();
    expect(() => loadConfig({ METRICS_PORT: 'on' })).toThrow(/METRICS_PORT/);
  });

  it('keeps persisted queries between a second and 30 days', () => {
    expect(() => loadConfig({ PERSISTED_QUERY_TTL_SECONDS: '0' })).toThrow(/PERSISTED_QUERY_TTL_SECONDS/);
    expect(() => loadConfig({ PERSISTED_QUERY_TTL_SECONDS: '2592001' })).toThrow(
      /PERSISTED_QUERY_TTL_SECONDS/,
    );
    expect(loadConfig({ PERSISTED_QUERY_TTL_SECONDS: '2592000' }).persistedQueryTtlSeconds).toBe(2_592_000);
  });

  it('renders pages in 1 to 16 threads', () => {
    for (const threads of ['0', '17', '1.5'])
      expect(() => loadConfig({ WEB_RENDER_THREADS: threads })).toThrow(/WEB_RENDER_THREADS/);
  });

  it('refuses invalid values, naming each variable', () => {
    expect(() => loadConfig({ GATEWAY_PORT: 'eighty', STORE_API_URL: 'not a url' })).toThrow(
      /GATEWAY_PORT.*STORE_API_URL|STORE_API_URL.*GATEWAY_PORT/,
    );
  });
});
