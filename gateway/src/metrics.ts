import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { RATE_LIMITS } from './rate-limits.js';

const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** Prometheus instruments of one gateway; each gateway has its own registry (tests run several). */
export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly operations = new Set<string>();

  private readonly graphqlDuration = new Histogram({
    name: 'gateway_graphql_request_duration_seconds',
    help: 'Time to answer a GraphQL request, by operation name and outcome.',
    labelNames: ['operation', 'outcome'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  private readonly upstreamCalls = new Counter({
    name: 'gateway_upstream_requests_total',
    help: 'Calls to store-api, by route and HTTP status (or error / timeout).',
    labelNames: ['route', 'status'] as const,
    registers: [this.registry],
  });

  private readonly upstreamDuration = new Histogram({
    name: 'gateway_upstream_request_duration_seconds',
    help: 'Time store-api took to answer, by route.',
    labelNames: ['route'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  private readonly rateLimited = new Counter({
    name: 'gateway_rate_limited_requests_total',
    help: 'Requests refused RATE_LIMITED, by the limit that refused them (RATE_LIMITS in rate-limits.ts).',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'gateway_' });
    // Every limit from the start at 0, so that a rate over the first refusal is not lost.
    for (const limit of Object.keys(RATE_LIMITS)) this.rateLimited.inc({ limit }, 0);
  }

  countRateLimited = (limit: string): void => {
    this.rateLimited.inc({ limit });
  };

  /** 1 while the shared Redis connection is ready, 0 while it is down, stalled or reconnecting (read at each scrape). */
  watchRedis(isUp: () => boolean): void {
    new Gauge({
      name: 'gateway_redis_up',
      help: "1 while this gateway's connection to Redis (REDIS_URL) is ready, 0 while Redis is down or stalled.",
      registers: [this.registry],
      collect() {
        this.set(isUp() ? 1 : 0);
      },
    });
  }

  observeOperation(name: string | null | undefined, outcome: 'ok' | 'error', seconds: number): void {
    this.graphqlDuration.observe({ operation: this.operationLabel(name), outcome }, seconds);
  }

  observeUpstream = (route: string, status: string, seconds: number): void => {
    this.upstreamCalls.inc({ route, status });
    this.upstreamDuration.observe({ route }, seconds);
  };

  // Operation names come from clients: keep the label set bounded whatever they send.
  private operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (!OPERATION_NAME.test(name)) return 'invalid';
    if (this.operations.has(name)) return name;
    if (this.operations.size >= MAX_OPERATION_NAMES) return 'other';
    this.operations.add(name);
    return name;
  }
}
