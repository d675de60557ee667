/**
 * `npm run bench:pglite-load -w store-api`: the embedded PGlite store under a crowd, with and without the bound on
 * queries waiting for its one connection (PGLITE_MAX_QUEUE).
 *
 * A store-api process on a fresh PGlite DATA_DIR (seed catalog) serves GET /api/customer/items to autocannon at
 * BENCH_CONNECTIONS (default 200) for BENCH_SECONDS (default 10), once with PGLITE_MAX_QUEUE=64 (BENCH_QUEUE) and
 * once with the bound so high that nothing is ever refused (what store-api did before). A request slower than 5 s
 * (the gateway's upstream timeout) counts as a timeout. Prints p50/p99 latency, 200s, 503s, other errors.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer, stopServer } from './server.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const bound = Number(process.env.BENCH_QUEUE ?? 64);
const UNBOUNDED = 1_000_000;
const requests = [1, 2, 3, 4, 5].map((page) => ({ path: `/api/customer/items?per_page=12&page=${page}` }));

function startPglite(dataDir: string, maxQueue: number): Promise<{ child: ChildProcess; base: string }> {
  const { DATABASE_URL: _unused, ...env } = process.env;
  return startServer(
    { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'error', PGLITE_MAX_QUEUE: String(maxQueue) },
    '/readyz',
  );
}

async function run(name: string, maxQueue: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-api-pglite-load-'));
  const { child, base } = await startPglite(dataDir, maxQueue);
  try {
    await autocannon({ url: base, connections: 4, duration: 2, requests });
    const result = await autocannon({ url: base, connections, duration: seconds, timeout: 5, requests });
    const count = (status: string) => result.statusCodeStats?.[status]?.count ?? 0;
    return {
      name,
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      '200': count('200'),
      '503': count('503'),
      'timeouts (>5 s)': result.timeouts,
      'other errors': result.errors - result.timeouts + (result.non2xx - count('503')),
    };
  } finally {
    await stopServer(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

console.log(`GET /api/customer/items on PGlite, ${connections} connections, ${seconds} s`);
const rows = [await run(`PGLITE_MAX_QUEUE=${bound}`, bound), await run('unbounded (before)', UNBOUNDED)];
console.table(rows);
