/**
 * `npm run bench:pglite-load -w store-api`: the embedded PGlite store under a crowd.
 *
 * A store-api process on a fresh PGlite DATA_DIR (seed catalog) serves GET /api/customer/items to autocannon at
 * BENCH_CONNECTIONS (default 200) for BENCH_SECONDS (default 10), each connection asking again as soon as it has
 * its answer (a 503 included: the worst client). Rows, in one run:
 * - before: store-api as of BENCH_BEFORE (default 23398af, the commit before PGlite jobs took turns with the event
 *   loop), from `git archive` into a temporary folder; left out when git cannot provide it;
 * - the default PGLITE_MAX_WAIT_MS (1000), 500, and the turn-taking alone (PGLITE_MAX_WAIT_MS=60000);
 * - the default at 4 connections, where nothing should be refused.
 * "CPU ms per 200" (store-api's CPU time over the served answers) compares variants on a machine shared with other
 * work, where wall-clock figures move from run to run.
 * A request slower than 5 s (the gateway's upstream timeout) counts as a timeout. Latencies are per answer: the
 * served (200) ones and the refused (503) ones apart.
 */
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { startServer, stopServer } from './server.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const beforeRef = process.env.BENCH_BEFORE ?? '23398af';
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const requests = [1, 2, 3, 4, 5].map((page) => ({ path: `/api/customer/items?per_page=12&page=${page}` }));

interface Variant {
  name: string;
  connections: number;
  env: Record<string, string>;
  /** The store-api folder to run; this one by default. */
  dir?: string;
}

/** store-api as of `ref`, with this checkout's node_modules, in a temporary folder; null when git cannot give it. */
async function checkout(ref: string): Promise<{ dir: string; remove: () => Promise<void> } | null> {
  const root = await mkdtemp(path.join(tmpdir(), 'store-api-before-'));
  const remove = () => rm(root, { recursive: true, force: true });
  try {
    const archive = execFileSync('git', ['archive', ref, 'store-api', 'tsconfig.base.json'], {
      cwd: repoRoot,
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    execFileSync('tar', ['-x', '-C', root], { input: archive });
    await symlink(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
    return { dir: path.join(root, 'store-api'), remove };
  } catch {
    await remove();
    return null;
  }
}

/** CPU seconds the process has used (Linux /proc), to compare variants on a machine shared with other work. */
async function cpuSeconds(pid: number | undefined): Promise<number | undefined> {
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

function percentile(sorted: number[], p: number): number | string {
  if (sorted.length === 0) return '-';
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!);
}

async function run(variant: Variant) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-api-pglite-load-'));
  const { DATABASE_URL: _unused, ...env } = process.env;
  let server: { child: ChildProcess; base: string } | undefined;
  try {
    server = await startServer(
      { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'error', ...variant.env },
      '/readyz',
      variant.dir,
    );
    await autocannon({ url: server.base, connections: 4, duration: 2, requests });
    const cpuBefore = await cpuSeconds(server.child.pid);
    const latencies: Record<number, number[]> = {};
    const instance = autocannon(
      { url: server.base, connections: variant.connections, duration: seconds, timeout: 5, requests },
      () => {},
    );
    instance.on('response', (_client, status, _bytes, ms) => (latencies[status] ??= []).push(ms));
    const result = await new Promise<Result>((resolve) => instance.on('done', resolve));
    const cpuAfter = await cpuSeconds(server.child.pid);
    const served = (latencies[200] ?? []).sort((a, b) => a - b);
    const refused = (latencies[503] ?? []).sort((a, b) => a - b);
    const other = Object.entries(latencies)
      .filter(([status]) => status !== '200' && status !== '503')
      .reduce((sum, [, list]) => sum + list.length, 0);
    return {
      name: variant.name,
      '200': served.length,
      '200 p50 ms': percentile(served, 0.5),
      '200 p99 ms': percentile(served, 0.99),
      '200 max ms': percentile(served, 1),
      '503': refused.length,
      '503 p99 ms': percentile(refused, 0.99),
      '503 max ms': percentile(refused, 1),
      'timeouts (>5 s)': result.timeouts,
      other: other + result.errors - result.timeouts,
      'CPU ms per 200':
        cpuBefore === undefined || cpuAfter === undefined || served.length === 0
          ? '-'
          : Number((((cpuAfter - cpuBefore) * 1000) / served.length).toFixed(2)),
    };
  } finally {
    if (server) await stopServer(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const before = await checkout(beforeRef);
const variants: Variant[] = [
  ...(before
    ? [{ name: `before (${beforeRef})`, connections, env: { PGLITE_MAX_QUEUE: '1000000' }, dir: before.dir }]
    : []),
  { name: 'PGLITE_MAX_WAIT_MS=1000 (default)', connections, env: {} },
  { name: 'PGLITE_MAX_WAIT_MS=500', connections, env: { PGLITE_MAX_WAIT_MS: '500' } },
  { name: 'turns, no wait bound', connections, env: { PGLITE_MAX_WAIT_MS: '60000' } },
  { name: 'default, 4 connections', connections: 4, env: {} },
];
console.log(`GET /api/customer/items on PGlite, ${connections} connections (unless said), ${seconds} s each`);
const rows = [];
try {
  for (const variant of variants) rows.push(await run(variant));
} finally {
  await before?.remove();
}
console.table(rows);
const [first, bounded] = before ? [rows[0], rows[1]] : [undefined, rows[0]];
if (
  first &&
  bounded &&
  typeof first['200 p99 ms'] === 'number' &&
  typeof bounded['200 p99 ms'] === 'number'
) {
  console.log(
    `served p99: ${(bounded['200 p99 ms'] / first['200 p99 ms']).toFixed(2)}x before; ` +
      `slowest answer: ${bounded['200 max ms']} ms and ${bounded['503 max ms']} ms (503) against ${first['200 max ms']} ms; ` +
      `timeouts: ${bounded['timeouts (>5 s)']} against ${first['timeouts (>5 s)']}`,
  );
}
