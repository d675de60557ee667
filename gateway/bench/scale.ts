/**
 * The store as it is scaled out: store-api (compiled) on a PostgreSQL server, two compiled gateways with the
 * production memory flags (`npm start -w gateway`), each taking half of BENCH_CONNECTIONS (200) for BENCH_SECONDS
 * (60), on a mixed browse: home, a category listing, a product, a search, as a visitor and as a logged-in buyer, and
 * the buyer's cart, the operations the web app sends (web/src/gql). Then the same mix against store-api's REST API
 * directly, in the same run, as the baseline: each page's main REST call (the gateway's home also asks for
 * sliders, logos and the like, which it caches). Prints p50, p99, complete answers a second and the failed ones by
 * kind (a GraphQL answer with `errors` is a failure: answers.ts) of both, their ratio, and each gateway's peak RSS
 * (VmRSS sampled every 200 ms) and CPU per request. Every process logs at `info`, as in production (one access line
 * per request). Answers are checked, so requests go without Accept-Encoding in autocannon runs (it cannot read a
 * compressed body) and with the browser's in steady runs (decompressed there).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench:scale -w gateway
 *
 * The gateways run as docker-compose.yml runs them, behind a proxy that compresses (Caddy's `encode`): with
 * COMPRESSION=false. BENCH_COMPRESSION=true makes them compress their answers themselves, as the single gateway of
 * `npm start` does (brotli and gzip streams in flight then add about 30 MB to each gateway's RSS at 200 connections).
 *
 * BENCH_RATE=<requests per second>, over both halves: a steady offered load instead of each connection sending its
 * next request as soon as the last is answered (where latency is mostly the time spent queueing). Requests then
 * leave evenly spaced whether or not the earlier ones have been answered (`steady` below, not autocannon), and each
 * one's latency counts from when it was due.
 *
 * In a steady run, when the web app is built (`npm run build -w web`: web/dist and web/dist-server), the gateways
 * serve it and the cycle adds three visitor pages, the home page, the category's and the product's, rendered on the
 * server; each answered with the loading shell instead of the page counts as a failure ("loading shell"), and the
 * bench prints how many of the pages were (the target: none at half the gateways' capacity). BENCH_PAGES=0 leaves
 * them out. BENCH_GATEWAY_ENTRY=dist-before/main.js runs a copy of gateway/dist kept beside it instead (to compare
 * two versions: `cp -r gateway/dist gateway/dist-before` before a change).
 *
 * The database (DATABASE_URL when BENCH_DATABASE_URL is unset) must have pg_trgm; store-api migrates and seeds it,
 * and the bench adds a buyer per run and lifts the products' stock limits: give it a database of its own.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon, { type Request as CannonRequest, type Result } from 'autocannon';
import { print, type DocumentNode } from 'graphql';
import { Pool } from 'undici';
import { freePort } from '../../store-api/bench/server.js';
import { openDatabase } from '../../store-api/src/db/database.js';
import {
  CartRouteQueryDocument,
  CategoryShopRouteQueryDocument,
  HomeRouteQueryDocument,
  ProductRouteQueryDocument,
  SearchRouteQueryDocument,
} from '../../web/src/gql/graphql.js';
import { AnswerFailures, checked, classifyAnswer, describeFailures, type Expect } from './answers.js';
import {
  cpuMs,
  createBenchBuyer,
  gatewayDir,
  percentile,
  rssMegabytes,
  startCompiledStoreApi,
  startGateway,
  type Figures,
  type RunningGateway,
} from './processes.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;
/** What Chromium sends (BENCH_ACCEPT_ENCODING to try another): the gateway compresses its answers for it. */
const BROWSER = { 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd' };
const COMPRESSION = process.env.BENCH_COMPRESSION === 'true' ? 'true' : 'false';
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const answers = new AnswerFailures();
/** The web app's build, which the gateways serve in a steady run (pages rendered on the server). */
const WEB = {
  WEB_DIST: path.join(gatewayDir, '..', 'web', 'dist'),
  WEB_SERVER_ENTRY: path.join(gatewayDir, '..', 'web', 'dist-server', 'entry-server.js'),
};
const PAGES =
  RATE !== undefined &&
  process.env.BENCH_PAGES !== '0' &&
  existsSync(path.join(WEB.WEB_DIST, 'index.html')) &&
  existsSync(WEB.WEB_SERVER_ENTRY);
/** What a failed page answer counts as (answer-check.cjs). */
const SHELL = 'loading shell';

interface ScaleFigures extends Figures {
  /** What the failed answers were, by kind: timeouts, connection errors, HTTP statuses, GraphQL error codes. */
  detail: string;
  requests: number;
}

/**
 * A run's figures, with the requests each target answered (for its CPU per request) and, for a steady run, the
 * latencies of each operation of the cycle.
 */
type Measured = Omit<ScaleFigures, 'name'> & {
  perTarget: number[];
  byOperation?: Map<string, number[]>;
  /** A steady run's pages: how many were rendered, and the others by kind. */
  pages?: { complete: number; failed: Map<string, number> };
};

/** An operation's name in the figures: the GraphQL operation or the REST path, and whose it is. */
function operationLabel({ method = 'GET', path: requestPath, headers, body }: CannonRequest): string {
  const what =
    /"query":"(?:query|mutation) (\w+)/.exec(body ?? '')?.[1] ??
    (requestPath.startsWith('/api/') ? undefined : `page ${requestPath}`) ??
    `${method} ${requestPath.split('?')[0]!.replace('/api/customer/', '')}`;
  return `${what}${headers?.authorization ? ' (buyer)' : ''}`;
}

/**
 * Two autocannon instances' figures: requests add up; latency percentiles are those of the slower half (an upper
 * bound); only complete answers count (`failures`, from answers.ts, holds the others by kind).
 */
function figures(results: Result[], failures: Map<string, number>): Measured {
  const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
  const { failed, detail } = describeFailures(failures);
  const duration = Math.max(...results.map((result) => result.duration));
  return {
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    rps: Math.max(0, requests - failed) / duration,
    errors: failed,
    requests,
    detail,
    perTarget: results.map((result) => result.requests.total),
  };
}

/**
 * An open-loop load of `rate` requests a second for `seconds`, evenly spaced and dealt in turn to the targets, each
 * sent when it is due whether or not the earlier ones have been answered; its latency counts from that moment, so
 * time spent waiting for a free connection counts too. autocannon's `overallRate` does not do this: each connection
 * sends its share for the second as soon as the second starts (every connection at once: a burst each second), and
 * it corrects for coordinated omission with an expected interval of 1 ms whatever the rate, which inflates its
 * percentiles.
 */
async function steady(
  urls: string[],
  requests: CannonRequest[],
  seconds: number,
  rate: number,
  /** What a complete answer is: one for all the requests, or one for each of them. */
  expect: Expect | Expect[],
): Promise<Measured> {
  const pools = urls.map(
    (url) =>
      new Pool(url, {
        connections: Math.max(1, Math.floor(CONNECTIONS / urls.length)),
        headersTimeout: 10_000,
        bodyTimeout: 10_000,
      }),
  );
  const latencies: number[] = [];
  // Each operation's latencies, found by the request's place in the cycle (its label worked out once).
  const labels = requests.map(operationLabel);
  const byOperation = new Map(labels.map((label) => [label, [] as number[]]));
  const perTarget = urls.map(() => 0);
  const failures = new Map<string, number>();
  const fail = (kind: string) => failures.set(kind, (failures.get(kind) ?? 0) + 1);
  const inFlight = new Set<Promise<void>>();
  // The pages' answers apart: rendered, or failed by kind (the loading shell among them).
  const pages = { complete: 0, failed: new Map<string, number>() };
  const total = Math.round(seconds * rate);
  // This process's own delays count in every latency: how late a request left, and the longest event-loop delay.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  let latestSend = 0;
  const start = performance.now();
  for (let index = 0; index < total; index += 1) {
    const due = start + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait >= 1) await sleep(wait);
    const target = index % urls.length;
    latestSend = Math.max(latestSend, performance.now() - due);
    const operation = Math.floor(index / urls.length) % requests.length;
    const { method = 'GET', path: requestPath, headers, body } = requests[operation]!;
    const sent: Promise<void> = pools[target]!.request({ method, path: requestPath, headers, body })
      .then(
        async (response) => {
          const body = Buffer.from(await response.body.arrayBuffer());
          const expected = Array.isArray(expect) ? expect[operation]! : expect;
          const failure = classifyAnswer(expected, response.statusCode, body, response.headers);
          if (failure) {
            if (expected === 'page') pages.failed.set(failure, (pages.failed.get(failure) ?? 0) + 1);
            return fail(failure);
          }
          if (expected === 'page') pages.complete += 1;
          const latency = performance.now() - due;
          latencies.push(latency);
          byOperation.get(labels[operation]!)!.push(latency);
          perTarget[target]! += 1;
        },
        (error: { code?: string }) =>
          fail(
            error.code?.includes('TIMEOUT') ? 'timeouts' : `connection errors (${error.code ?? 'unknown'})`,
          ),
      )
      .then(() => {
        inFlight.delete(sent);
      });
    inFlight.add(sent);
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  loopDelay.disable();
  console.log(
    `  (the load's sender: at most ${latestSend.toFixed(1)} ms late; its longest event-loop delay ` +
      `${(loopDelay.max / 1e6).toFixed(0)} ms)`,
  );
  await Promise.all(pools.map((pool) => pool.close()));
  latencies.sort((a, b) => a - b);
  for (const operationLatencies of byOperation.values()) operationLatencies.sort((a, b) => a - b);
  const errors = [...failures.values()].reduce((sum, count) => sum + count, 0);
  return {
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    rps: latencies.length / elapsed,
    errors,
    requests: latencies.length + errors,
    detail: [...failures].map(([kind, count]) => `${count} ${kind}`).join(', '),
    perTarget,
    byOperation,
    pages,
  };
}

function report({
  name,
  p50,
  p99,
  rps,
  errors,
  detail,
  byOperation,
}: ScaleFigures & Partial<Measured>): void {
  console.log(
    `${name.padEnd(40)} p50 ${p50.toFixed(1).padStart(7)} ms   p99 ${p99.toFixed(1).padStart(7)} ms   ` +
      `${rps.toFixed(0).padStart(6)} complete answers/s   ${errors} failed${detail ? ` (${detail})` : ''}`,
  );
  for (const [label, latencies] of byOperation ?? [])
    console.log(
      `  ${label.padEnd(38)} p50 ${percentile(latencies, 0.5).toFixed(1).padStart(7)} ms   ` +
        `p99 ${percentile(latencies, 0.99).toFixed(1).padStart(7)} ms   max ${(latencies.at(-1) ?? 0).toFixed(1)} ms`,
    );
}

/**
 * What stopped a process's event loop, from its Prometheus metrics (prom-client's default Node metrics): garbage
 * collection by kind, and the longest event-loop delay since the previous read (the read resets it). Read once
 * before a run and once after, the difference is the run's.
 */
async function pauses(metricsPort: number) {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0);
  return {
    gcSeconds: Object.fromEntries(
      ['minor', 'major', 'incremental'].map((kind) => [
        kind,
        value(new RegExp(`_nodejs_gc_duration_seconds_sum\\{kind="${kind}"\\} ([\\d.e+-]+)`)),
      ]),
    ),
    lagMaxSeconds: value(/_nodejs_eventloop_lag_max_seconds ([\d.e+-]+)/),
  };
}

/** How much of a run a process spent collecting garbage, and its longest event-loop delay. */
function describePauses(
  before: Awaited<ReturnType<typeof pauses>>,
  after: Awaited<ReturnType<typeof pauses>>,
) {
  const gc = Object.entries(after.gcSeconds)
    .map(([kind, seconds]) => `${kind} ${((seconds - (before.gcSeconds[kind] ?? 0)) * 1000).toFixed(0)} ms`)
    .join(', ');
  return `GC ${gc}; longest event-loop delay ${(after.lagMaxSeconds * 1000).toFixed(0)} ms`;
}

const operation = (
  document: DocumentNode,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
) => ({
  method: 'POST' as const,
  path: '/graphql',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify({ query: print(document), variables }),
});

async function main(): Promise<void> {
  if (!DATABASE_URL) {
    console.error(
      'Set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL database of its own, with pg_trgm.',
    );
    process.exit(2);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gateway-scale-'));
  const store = await startCompiledStoreApi(dataDir, DATABASE_URL);
  const db = await openDatabase({ databaseUrl: DATABASE_URL, dataDir, poolMax: 2 });
  const gateways: RunningGateway[] = [];
  try {
    const api = `${store.url}/api/customer`;
    const { token, productId } = await createBenchBuyer(db, api, 0, `scale${Date.now()}@example.com`);
    const auth = { authorization: `Bearer ${token}` };
    const buyer = { ...BROWSER, ...auth };
    // A cart of a few lines, as a buyer has before checking out.
    const lines = await db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 5');
    for (const { id } of lines) {
      const added = await fetch(`${api}/add-to-cart?item_id=${id}&quantity=2`, { headers: auth });
      if (!added.ok) throw new Error(`could not fill the bench cart: ${added.status}`);
    }
    const [category] = await db.query<{ slug: string }>(
      `SELECT c.slug FROM categories c JOIN products p ON p.category_id = c.id
        GROUP BY c.slug ORDER BY count(*) DESC LIMIT 1`,
    );
    const [named] = await db.query<{ name: string }>(
      'SELECT item_name AS name FROM products ORDER BY id LIMIT 1',
    );
    const term = named!.name.split(/\s+/)[0]!;
    const slug = category!.slug;
    const id = String(productId);

    const visitor = BROWSER;
    const listing = { slug, filter: { categorySlugs: [slug] }, sort: 'DEFAULT', page: 1, perPage: 12 };
    const search = { query: term, sort: 'DEFAULT', page: 1, perPage: 10 };
    const viaGateway: CannonRequest[] = [];
    const direct: CannonRequest[] = [];
    for (const headers of [visitor, buyer]) {
      viaGateway.push(
        operation(HomeRouteQueryDocument, {}, headers),
        operation(CategoryShopRouteQueryDocument, listing, headers),
        operation(ProductRouteQueryDocument, { id }, headers),
        operation(SearchRouteQueryDocument, search, headers),
      );
      direct.push(
        { method: 'GET', path: '/api/customer/home-page-items', headers },
        { method: 'GET', path: `/api/customer/items?category=${slug}&per_page=12&page=1`, headers },
        { method: 'GET', path: `/api/customer/items/${id}`, headers },
        {
          method: 'GET',
          path: `/api/customer/search-items?query=${encodeURIComponent(term)}&page=1&per_page=10`,
          headers,
        },
      );
    }
    viaGateway.push(operation(CartRouteQueryDocument, {}, buyer));
    direct.push({ method: 'GET', path: '/api/customer/cart-items', headers: buyer });
    // A steady run's visitor pages, rendered on the server (home, the category's, the product's); not in the
    // direct baseline, which has no pages.
    const expects: Expect[] = viaGateway.map(() => 'graphql');
    if (PAGES) {
      const [product] = await db.query<{ slug: string }>('SELECT slug FROM products WHERE id = $1', [
        productId,
      ]);
      for (const page of ['/', `/product-category/${slug}`, `/product/${id}/${product!.slug}`]) {
        viaGateway.push({ method: 'GET', path: page, headers: visitor });
        expects.push('page');
      }
    }

    const emptyWeb = await mkdtemp(path.join(tmpdir(), 'gateway-scale-web-'));
    const gatewayMetricsPorts = [await freePort(), await freePort()];
    for (let index = 0; index < 2; index += 1) {
      gateways.push(
        await startGateway(`${store.url}/api`, {
          web: PAGES ? WEB : { WEB_DIST: emptyWeb, WEB_SERVER_ENTRY: path.join(emptyWeb, 'none.js') },
          logLevel: 'info',
          printCommand: index === 0,
          env: { COMPRESSION, METRICS_PORT: String(gatewayMetricsPorts[index]) },
          // Another compiled gateway (a copy of gateway/dist beside it, e.g. `dist-before/main.js`), to compare.
          entry: process.env.BENCH_GATEWAY_ENTRY,
        }),
      );
    }
    console.log(
      `\nscale benchmark: store-api on PostgreSQL (pid ${store.pid}), two gateways (pids ` +
        `${gateways.map((gateway) => gateway.child.pid).join(', ')}), ${CONNECTIONS} connections for ${SECONDS} s ` +
        `per run${RATE ? ` at ${RATE} req/s` : ''}; a cycle of ${viaGateway.length} operations (home, listing, product, search as a visitor and as a ` +
        `buyer, the buyer's cart${PAGES ? '; the home, category and product pages as a visitor' : ''}); ` +
        `COMPRESSION=${COMPRESSION} on the gateways` +
        `${COMPRESSION === 'false' ? ' (a proxy compresses, as in docker-compose.yml)' : ''}\n`,
    );
    const half = Math.max(1, Math.floor(CONNECTIONS / 2));
    const run = async (urls: string[], requests: CannonRequest[], duration: number, expect: Expect) => {
      const results = await Promise.all(
        urls.map((url) =>
          autocannon(checked({ url, connections: half, duration, requests, workers: 1 }, expect)),
        ),
      );
      return figures(results, await answers.take(...results));
    };
    const measure = (urls: string[], requests: CannonRequest[], expect: Expect | Expect[]) =>
      RATE
        ? steady(urls, requests, SECONDS, RATE, expect)
        : run(urls, requests, SECONDS, Array.isArray(expect) ? expect[0]! : expect);

    // Warm both paths (JIT, pools, the catalog cache) before measuring.
    await run([store.url, store.url], direct, 3, 'rest');
    await run(
      gateways.map((gateway) => gateway.url),
      viaGateway,
      3,
      'graphql',
    );
    // And the pages, once each, as their first visitors after a start would: the run above seldom reaches them (each
    // connection goes through the cycle in order, and gets through few of its operations in 3 s).
    for (const gateway of gateways) {
      for (const page of viaGateway.filter((_, index) => expects[index] === 'page')) {
        const response = await fetch(`${gateway.url}${page.path}`, {
          headers: page.headers as Record<string, string>,
        });
        await response.arrayBuffer();
      }
    }

    const storePausesDirect = await pauses(store.metricsPort);
    const storeCpuDirect = await cpuMs(store.pid);
    const baseline = {
      name: 'direct: store-api REST',
      ...(await measure([store.url, store.url], direct, 'rest')),
    };
    const storeCpuPerDirect = ((await cpuMs(store.pid)) - storeCpuDirect) / Math.max(1, baseline.requests);
    report(baseline);
    console.log(`  store-api: ${describePauses(storePausesDirect, await pauses(store.metricsPort))}`);

    const peaks = gateways.map(() => 0);
    const sampler = setInterval(() => {
      gateways.forEach((gateway, index) => {
        void rssMegabytes(gateway.child.pid!).then((mb) => (peaks[index] = Math.max(peaks[index]!, mb)));
      });
    }, 200);
    const pausesBefore = await Promise.all([store.metricsPort, ...gatewayMetricsPorts].map(pauses));
    const cpuBefore = await Promise.all(gateways.map((gateway) => cpuMs(gateway.child.pid!)));
    const storeCpuBefore = await cpuMs(store.pid);
    const results = await measure(
      gateways.map((gateway) => gateway.url),
      viaGateway,
      expects,
    );
    clearInterval(sampler);
    const cpuAfter = await Promise.all(gateways.map((gateway) => cpuMs(gateway.child.pid!)));
    const storeCpu = (await cpuMs(store.pid)) - storeCpuBefore;
    const through = { name: 'two gateways: GraphQL', ...results };
    report(through);
    const pausesAfter = await Promise.all([store.metricsPort, ...gatewayMetricsPorts].map(pauses));
    ['store-api', 'gateway 1', 'gateway 2'].forEach((name, index) =>
      console.log(`  ${name}: ${describePauses(pausesBefore[index]!, pausesAfter[index]!)}`),
    );

    const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
    const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
    console.log('\nfigures against the targets (ratios against direct REST measured above)');
    console.log(
      `  p99 ${through.p99.toFixed(1)} ms (target ≤ 150 ms) ${verdict(through.p99 <= 150)}; ` +
        `${ratio(through.p99, baseline.p99).toFixed(2)} × direct's p99, p50 ${ratio(through.p50, baseline.p50).toFixed(2)} × direct's`,
    );
    console.log(`  failed answers ${through.errors} (target 0) ${verdict(through.errors === 0)}`);
    if (PAGES && results.pages) {
      const { complete, failed } = results.pages;
      const shells = failed.get(SHELL) ?? 0;
      const others = [...failed].filter(([kind]) => kind !== SHELL);
      console.log(
        `  visitor pages answered with the loading shell: ${shells} of ${complete + shells + others.reduce((sum, [, count]) => sum + count, 0)} ` +
          `(target 0 at half the capacity) ${verdict(shells === 0)}` +
          `${others.length ? `; other failed pages: ${others.map(([kind, count]) => `${count} ${kind}`).join(', ')}` : ''}`,
      );
    }
    console.log(
      `  throughput ${through.rps.toFixed(0)} req/s, ${ratio(through.rps, baseline.rps).toFixed(2)} of direct's`,
    );
    gateways.forEach((gateway, index) => {
      const perRequest = (cpuAfter[index]! - cpuBefore[index]!) / Math.max(1, results.perTarget[index]!);
      console.log(
        `  gateway ${index + 1}: peak RSS ${peaks[index]!.toFixed(0)} MB (target ≤ 150 MB) ` +
          `${verdict(peaks[index]! <= 150)}; CPU ${perRequest.toFixed(2)} ms per request`,
      );
    });
    console.log(
      `  store-api CPU: ${(storeCpu / Math.max(1, through.requests)).toFixed(2)} ms per GraphQL operation, ` +
        `${storeCpuPerDirect.toFixed(2)} ms per direct REST request`,
    );
    await rm(emptyWeb, { recursive: true, force: true });
  } finally {
    answers.close();
    await Promise.allSettled(gateways.map((gateway) => gateway.stop()));
    await db.close();
    await store.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
