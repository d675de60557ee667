/**
 * `npm run bench:metrics -w store-api`: what timing every request for Prometheus costs.
 *
 * Two store-api processes on one fresh PGlite DATA_DIR each (seed catalog), one with the metrics listener off
 * (nothing is timed) and one with it on, take turns serving autocannon at BENCH_CONNECTIONS (default 10) for
 * BENCH_SECONDS (default 5) per round, BENCH_ROUNDS rounds (default 3), on GET /healthz (no database: the hooks'
 * share is largest there) and GET /api/customer/categories. Prints requests per second and p99 of each, and the
 * ratio on / off.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startServer, stopServer } from './server.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const paths = ['/healthz', '/api/customer/categories'];

async function start(metricsPort: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-api-metrics-bench-'));
  const { DATABASE_URL: _unused, ...env } = process.env;
  const server = await startServer(
    { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'error', STORE_API_METRICS_PORT: metricsPort },
    '/readyz',
  );
  return {
    ...server,
    async stop() {
      await stopServer(server.child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const off = await start('off');
const on = await start(String(await freePort()));
const totals = new Map<string, { requests: number; p99: number[] }>();
try {
  for (const target of [off, on]) await autocannon({ url: target.base, connections, duration: 2 });
  for (let round = 0; round < rounds; round++) {
    for (const url of paths) {
      for (const [name, target] of [
        ['off', off],
        ['on', on],
      ] as const) {
        const result = await autocannon({ url: `${target.base}${url}`, connections, duration: seconds });
        const key = `${url} ${name}`;
        const total = totals.get(key) ?? { requests: 0, p99: [] };
        total.requests += result.requests.total;
        total.p99.push(result.latency.p99);
        totals.set(key, total);
      }
    }
  }
} finally {
  await Promise.all([off.stop(), on.stop()]);
}

const perSecond = (key: string) => (totals.get(key)?.requests ?? 0) / (seconds * rounds);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(`${connections} connections, ${rounds} rounds of ${seconds} s, PGlite`);
console.table(
  paths.map((url) => ({
    path: url,
    'req/s off': Math.round(perSecond(`${url} off`)),
    'req/s on': Math.round(perSecond(`${url} on`)),
    'on / off': (perSecond(`${url} on`) / perSecond(`${url} off`)).toFixed(3),
    'p99 ms off': median(totals.get(`${url} off`)?.p99 ?? []),
    'p99 ms on': median(totals.get(`${url} on`)?.p99 ?? []),
  })),
);
