import Fastify, { type FastifyInstance } from 'fastify';
import fastifyMetricsModule from 'fastify-metrics';
import promClient, { Counter, Gauge, Registry } from 'prom-client';
import type { Database } from './db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus registry, for metricsServer; absent when STORE_API_METRICS_PORT is off. */
    metricsRegistry?: Registry;
  }
}

// A CommonJS module with `exports.default`: Node's ESM import sees the whole exports object.
const fastifyMetrics = fastifyMetricsModule.default;

/** The route label of a request no route matched: one label for every unknown path, whatever was asked. */
const UNKNOWN_ROUTE = 'unknown';

/**
 * Prometheus instruments of one store-api, in a registry of its own (tests build several apps in one process):
 * Node's process metrics, request durations by method, route pattern and status class, the database's use, and
 * the requests refused by the login throttle (429) or by PGlite's queue (503 busy).
 *
 * fastify-metrics times the requests: it labels them by Fastify's route pattern (`routeOptions.url`, never the
 * raw URL, so the label set is bounded), groups status codes by class and takes a registry of ours. Its own
 * /metrics route is off: the registry is served on a listener of its own (metricsServer).
 */
export async function registerMetrics(app: FastifyInstance, db: Database): Promise<Registry> {
  const registry = new Registry();
  await app.register(fastifyMetrics, {
    endpoint: null,
    promClient,
    defaultMetrics: { enabled: true, register: registry, prefix: 'store_api_' },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      // Unknown paths are timed too, under one label: a scan of random URLs shows up without adding series.
      registeredRoutesOnly: false,
      invalidRouteGroup: UNKNOWN_ROUTE,
      groupStatusCodes: true,
      // Every method Node's parser accepts (a fixed set), HEAD of pictures included.
      methodBlacklist: [],
      overrides: {
        labels: { status: 'status_class' },
        histogram: {
          name: 'store_api_http_request_duration_seconds',
          help: 'Time to answer a request, by method, route pattern and status class.',
          buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
          registers: [registry],
        },
        // Made even when disabled: registered nowhere rather than in prom-client's global registry.
        summary: { registers: [] },
      },
    },
  });

  new Gauge({
    name: 'store_api_db_waiting_queries',
    help: "Queries waiting for a database connection (PGlite's one, or a free one of the server pool).",
    registers: [registry],
    collect() {
      this.set(db.usage.waiting);
    },
  });
  if (db.kind === 'postgres') {
    new Gauge({
      name: 'store_api_db_pool_connections',
      help: "Connections open in this process's PostgreSQL pool.",
      registers: [registry],
      collect() {
        this.set(db.usage.pool?.total ?? 0);
      },
    });
    new Gauge({
      name: 'store_api_db_pool_idle_connections',
      help: "Open connections of this process's PostgreSQL pool that no query is using.",
      registers: [registry],
      collect() {
        this.set(db.usage.pool?.idle ?? 0);
      },
    });
  }
  // 429 comes from the login throttle alone today (services/throttle.ts), customers' and staff's: counted by route
  // so an alert says which door is being knocked on, whatever refuses there later.
  const rateLimited = new Counter({
    name: 'store_api_rate_limited_requests_total',
    help: 'Requests refused 429 (too many attempts), by route pattern.',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode === 429) rateLimited.inc({ route: request.routeOptions.url ?? UNKNOWN_ROUTE });
    done();
  });
  if (db.kind === 'pglite') {
    // The gate keeps its own running counts; each scrape adds what they gained since the last one.
    const counted = { queue: 0, wait: 0 };
    new Counter({
      name: 'store_api_pglite_refused_total',
      help:
        'Work PGlite refused 503 busy: limit="queue" a query found PGLITE_MAX_QUEUE waiting, limit="wait" a new ' +
        'request came while the wait for the connection was over PGLITE_MAX_WAIT_MS.',
      labelNames: ['limit'] as const,
      registers: [registry],
      collect() {
        const refused = db.usage.refused ?? counted;
        for (const limit of ['queue', 'wait'] as const) {
          this.inc({ limit }, refused[limit] - counted[limit]);
          counted[limit] = refused[limit];
        }
      },
    });
  }
  app.decorate('metricsRegistry', registry);
  return registry;
}

/** GET /metrics and nothing else, for STORE_API_METRICS_PORT: the API's port never serves it. */
export function metricsServer(registry: Registry): FastifyInstance {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) => {
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return server;
}
