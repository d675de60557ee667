#!/usr/bin/env node
// What clients of a gateway receive while store-api is killed (kill -9) and started again, as compose's restart
// policy does, and how long until the first request that needs store-api succeeds. Runs both services from their
// sources on this machine (store-api on PGlite in a temporary DATA_DIR), prints one JSON summary.
//
//   node deploy/measure-store-api-crash.mjs [--built] [restart delay in ms, default 100: Docker's first restart delay]
//
// --built runs store-api's compiled JavaScript (`npm run build` first), as the image does; without it, its sources.
//
// docs/operations.md ("When store-api crashes") gives the figures of one run and what they mean.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = process.argv.includes('--built');
const restartDelayMs = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 100);

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function run(entry, env, logs) {
  const compiled = built && entry.startsWith('store-api/');
  const args = compiled
    ? [entry.replace('/src/', '/dist/').replace(/\.ts$/, '.js')]
    : ['--conditions=@storefront/source', '--import', 'tsx', entry];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => logs.push(...chunk.toString().split('\n').filter(Boolean)));
  }
  return child;
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await delay(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'store-api-crash-'));
const [storePort, gatewayPort, metricsPort] = [await freePort(), await freePort(), await freePort()];
const storeLogs = [];
const gatewayLogs = [];
/** The `msg` of each JSON log line (a service also prints a plain line or two). */
const messages = (lines) =>
  lines.flatMap((line) => {
    try {
      const { level, msg } = JSON.parse(line);
      return level >= 40 ? [msg] : [];
    } catch {
      return [];
    }
  });
const storeEnv = { STORE_API_PORT: String(storePort), DATA_DIR: dataDir, STORE_API_METRICS_PORT: 'off' };
let storeApi = run('store-api/src/main.ts', storeEnv, storeLogs);
const gateway = run(
  'gateway/src/main.ts',
  {
    GATEWAY_PORT: String(gatewayPort),
    STORE_API_URL: `http://127.0.0.1:${storePort}/api`,
    METRICS_PORT: String(metricsPort),
  },
  gatewayLogs,
);
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;

/** The probes: what a visitor and an integrator ask for, cached by the gateway or not. */
const probes = {
  // In the catalog cache (CATALOG_CACHE_TTL_MS, 30 s) once asked.
  categories: () => ({ query: '{ categories { slug } }' }),
  // A slug never asked before: not in any cache, so every one goes to store-api (and finds no product).
  productBySlug: () => ({ query: `{ productBySlug(slug: "probe-${(sent += 1)}") { id } }` }),
};
let sent = 0;

async function probe(name) {
  const started = performance.now();
  try {
    if (name === 'homePage' || name === 'readyz') {
      const response = await fetch(`${gatewayUrl}${name === 'readyz' ? '/readyz' : '/'}`);
      await response.arrayBuffer();
      return { outcome: String(response.status), ms: performance.now() - started };
    }
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(probes[name]()),
    });
    const body = await response.json();
    const code = body.errors?.[0]?.extensions?.code;
    return {
      outcome: code ? `${response.status} ${code}` : `${response.status} ok`,
      ms: performance.now() - started,
    };
  } catch (error) {
    return {
      outcome: `network error ${error.cause?.code ?? error.message}`,
      ms: performance.now() - started,
    };
  }
}

try {
  await waitFor(`http://127.0.0.1:${storePort}/readyz`, 180_000);
  await waitFor(`${gatewayUrl}/readyz`, 60_000);
  // Warm the caches as browsing would: the home page (rendered for visitors) and the categories.
  for (const name of ['homePage', 'categories', 'productBySlug']) await probe(name);
  // The catalog cache keeps entries 30 s: the outage starts well within that.

  const names = ['categories', 'productBySlug', 'homePage', 'readyz'];
  /** For each probe: outcome -> count, while store-api was down. */
  const received = Object.fromEntries(names.map((name) => [name, {}]));
  const maxMs = Object.fromEntries(names.map((name) => [name, 0]));
  let firstSuccessMs;
  let firstReadyMs;

  const killedAt = performance.now();
  storeApi.kill('SIGKILL');
  await new Promise((resolve) => storeApi.once('exit', resolve));
  const restart = delay(restartDelayMs).then(() => {
    storeApi = run('store-api/src/main.ts', storeEnv, storeLogs);
  });

  while (firstSuccessMs === undefined && performance.now() - killedAt < 180_000) {
    const answers = await Promise.all(names.map((name) => probe(name)));
    const at = performance.now() - killedAt;
    names.forEach((name, index) => {
      const { outcome, ms } = answers[index];
      received[name][outcome] = (received[name][outcome] ?? 0) + 1;
      maxMs[name] = Math.max(maxMs[name], Math.round(ms));
    });
    if (answers[3].outcome === '200') firstReadyMs ??= Math.round(at);
    if (answers[1].outcome === '200 ok') firstSuccessMs = Math.round(at);
    else await delay(100);
  }
  await restart;
  const rssMb = async (child) =>
    Math.round(
      Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${child.pid}/status`, 'utf8'))?.[1]) / 1024,
    );
  const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  console.log(
    JSON.stringify(
      {
        storeApi: built ? 'store-api/dist/main.js' : 'store-api/src/main.ts (tsx)',
        restartDelayMs,
        firstSuccessAfterKillMs: firstSuccessMs,
        readyzBackAfterKillMs: firstReadyMs,
        receivedWhileDown: received,
        slowestAnswerMs: maxMs,
        residentMb: { storeApi: await rssMb(storeApi), gateway: await rssMb(gateway) },
        gatewayWarnings: [...new Set(messages(gatewayLogs))],
        upstreamMetrics: metrics
          .split('\n')
          .filter((line) => line.startsWith('gateway_upstream_requests_total')),
      },
      null,
      2,
    ),
  );
} finally {
  storeApi.kill('SIGTERM');
  gateway.kill('SIGTERM');
  await delay(2000);
  await rm(dataDir, { recursive: true, force: true });
}
