/**
 * `npm run bench:pglite-load -w store-api`: the embedded PGlite store under a crowd, with and without the bound on
 * queries waiting for its one connection (PGLITE_MAX_QUEUE).
 *
 * A store-api process on a fresh PGlite DATA_DIR (seed catalog) serves GET /api/customer/items to autocannon at
 * BENCH_CONNECTIONS (default 200) for BENCH_SECONDS (default 10), once with PGLITE_MAX_QUEUE=64 (BENCH_QUEUE) and
 * once with the bound so high that nothing is ever refused (what store-api did before). A request slower than 5 s
 * (the gateway's upstream timeout) counts as a timeout. Prints p50/p99 latency, 200s, 503s, other errors.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const storeApiDir = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const bound = Number(process.env.BENCH_QUEUE ?? 64);
const UNBOUNDED = 1_000_000;
const requests = [1, 2, 3, 4, 5].map((page) => ({ path: `/api/customer/items?per_page=12&page=${page}` }));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startServer(
  dataDir: string,
  maxQueue: number,
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const { DATABASE_URL: _unused, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: storeApiDir,
    env: {
      ...env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      STORE_API_PORT: String(port),
      PGLITE_MAX_QUEUE: String(maxQueue),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`store-api exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('store-api did not start');
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function run(name: string, maxQueue: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-api-pglite-load-'));
  const { child, base } = await startServer(dataDir, maxQueue);
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
