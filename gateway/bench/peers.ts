/**
 * Our gateway against what a team would pick instead, over the same store-api on PostgreSQL, in one run:
 * - GraphQL Mesh's OpenAPI source (peers/store-api.openapi.yaml, composed by `mesh-compose`) served by Hive Gateway
 *   (peers/gateway.config.ts adds the state names of the orders page, once per request);
 * - Apollo Server with RESTDataSource and a few resolvers (peers/rest-data-source.mjs, DataLoader for state names);
 * - store-api's REST API directly, the baseline each gateway's added latency is measured from.
 * Each is started as its documentation starts it (ours as `npm start -w gateway` does). The operations: one product,
 * a listing page of 12, 50 orders with their addresses' state names, and the home page's data. Rounds interleave
 * the targets (their order turns each round) so that a change in the machine's load falls on all of them; only
 * complete answers count (answers.ts). Prints, per operation and target, p50 and p99 (the median of the rounds'),
 * the latency added to direct REST, complete answers a second, CPU per answer, and each gateway's peak RSS, with
 * ratios to ours.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench:peers -w gateway
 *
 * BENCH_SECONDS (5) per target and round, BENCH_ROUNDS (3), BENCH_CONNECTIONS (8). The peers' packages are
 * installed into bench/peers on the first run (`npm ci` there: about 540 MB, never part of the project's install).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon, { type Options } from 'autocannon';
import { freePort } from '../../store-api/bench/server.js';
import { openDatabase } from '../../store-api/src/db/database.js';
import { AnswerFailures, checked, describeFailures, type Expect } from './answers.js';
import {
  cpuMs,
  createBenchBuyer,
  gatewayDir,
  percentile,
  rssMegabytes,
  startCompiledStoreApi,
  startGateway,
} from './processes.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const ORDERS = 50;
const peersDir = path.join(gatewayDir, 'bench', 'peers');

type Operation = 'product' | 'listing' | 'orders' | 'home';
const OPERATIONS: Operation[] = ['product', 'listing', 'orders', 'home'];

/** What our gateway is asked for each operation (the web app's fields). */
const OURS: Record<Operation, string> = {
  product: `query Product($id: ID!) { product(id: $id) { id name slug sku itemCode barcode description stock
      purchaseLimit price { amount } tax { amount } image { url } images { url } brand { id name }
      category { id slug name } } }`,
  listing: `query Listing { products(perPage: 12) { page total items { id name slug stock price { amount }
      image { url } brand { id name } category { id slug } } } }`,
  orders: `query Orders { orders(perPage: ${ORDERS}) { total items { id createdAt status total { amount }
      lines { id name quantity unitPrice { amount } subtotal { amount } }
      billingAddress { name address city stateId stateName postcode }
      shippingAddress { name address city stateId stateName postcode } } } }`,
  home: `query Home { home { slides { id image { url } } groups { name products { id name price { amount }
      image { url } } } brandLogos { id image { url } brand { id name } } promo { image { url } }
      footerBanner { url } } }`,
};

/** What each GraphQL target is asked for each operation: the same data, in each one's own schema. */
const QUERIES: Record<'ours' | 'mesh' | 'rest-data-source', Record<Operation, string>> = {
  ours: OURS,
  mesh: {
    product: `query Product($id: Int!) { item(id: $id) { data { id item_name slug sku item_code custom_barcode
      description stock purchase_limit sales_price tax_per_unit image_url image_urls brand { id brand_name }
      category { id slug category_name } } } }`,
    listing: `query Listing { items(per_page: 12) { data { current_page total data { id item_name slug stock
      sales_price image_url brand { id brand_name } category { id slug } } } } }`,
    orders: `query Orders { orders(per_page: ${ORDERS}) { data { total data { id created_at order_status total
      line_items { id quantity item_price subtotal item { item_name } }
      billing_address { name address city state_id state_name pincode }
      shipping_address { name address city state_id state_name pincode } } } } }`,
    home: `query Home { sliders { data { id image_url } } homePageItems { data } logos { data { id image_url
      brand { id brand_name } } } homePageImage { data { image_url } } footerImage { data { image_url } } }`,
  },
  // The RESTDataSource server's schema names its fields as ours does (peers/rest-data-source.mjs); only its home
  // page's promo is an image of its own.
  'rest-data-source': {
    ...OURS,
    home: `query Home { home { slides { id image { url } } groups { name products { id name price { amount }
      image { url } } } brandLogos { id image { url } brand { id name } } promo { url } footerBanner { url } } }`,
  },
};
interface Target {
  name: string;
  /** The process whose CPU and memory count (none for direct REST: store-api's is the same for all). */
  pid?: number;
  request(operation: Operation): Options;
  expect: Expect;
}

interface Sample {
  p50: number;
  p99: number;
  complete: number;
  seconds: number;
  cpuMs: number;
  failures: Map<string, number>;
}

/** A child process that serves GraphQL on `url`, ready once `{ __typename }` is answered. */
async function startPeer(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  url: string,
): Promise<ChildProcess> {
  const child = spawn(command, args, {
    cwd: peersDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}) before answering`);
    const answered = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return child;
    if (attempt > 600) throw new Error(`${name} did not answer within 60 s`);
    await sleep(100);
  }
}

function installPeers(): void {
  if (existsSync(path.join(peersDir, 'node_modules', '.bin', 'hive-gateway'))) return;
  console.log('installing the peers into bench/peers (npm ci, once)...');
  const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: peersDir, stdio: 'inherit' });
  if (installed.status !== 0) throw new Error('npm ci in bench/peers failed');
}

function compose(): void {
  const composed = spawnSync(
    path.join(peersDir, 'node_modules', '.bin', 'mesh-compose'),
    ['-o', 'supergraph.graphql'],
    { cwd: peersDir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (composed.status !== 0) throw new Error('mesh-compose failed');
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

async function main(): Promise<void> {
  if (!DATABASE_URL) {
    console.error(
      'Set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL database of its own, with pg_trgm.',
    );
    process.exit(2);
  }
  installPeers();
  compose();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gateway-peers-'));
  const store = await startCompiledStoreApi(dataDir, DATABASE_URL);
  const db = await openDatabase({ databaseUrl: DATABASE_URL, dataDir, poolMax: 2 });
  const children: ChildProcess[] = [];
  const answers = new AnswerFailures();
  const emptyWeb = await mkdtemp(path.join(tmpdir(), 'gateway-peers-web-'));
  let ours: Awaited<ReturnType<typeof startGateway>> | undefined;
  try {
    const api = `${store.url}/api/customer`;
    const { token, productId } = await createBenchBuyer(db, api, ORDERS, `peers${Date.now()}@example.com`);
    const authorization = `Bearer ${token}`;
    const storeApiUrl = `${store.url}/api`;

    ours = await startGateway(storeApiUrl, {
      web: { WEB_DIST: emptyWeb, WEB_SERVER_ENTRY: path.join(emptyWeb, 'none.js') },
      logLevel: 'warn',
      printCommand: true,
    });
    const meshPort = await freePort();
    const mesh = await startPeer(
      'Hive Gateway',
      path.join(peersDir, 'node_modules', '.bin', 'hive-gateway'),
      ['supergraph', '--port', String(meshPort), '--host', '127.0.0.1'],
      { STORE_API_URL: storeApiUrl, NODE_ENV: 'production' },
      `http://127.0.0.1:${meshPort}/graphql`,
    );
    children.push(mesh);
    const restPort = await freePort();
    const rest = await startPeer(
      'the RESTDataSource server',
      process.execPath,
      ['rest-data-source.mjs'],
      { STORE_API_URL: storeApiUrl, PORT: String(restPort), NODE_ENV: 'production' },
      `http://127.0.0.1:${restPort}/`,
    );
    children.push(rest);

    const graphql =
      (url: string, kind: keyof typeof QUERIES) =>
      (operation: Operation): Options => ({
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({
          query: QUERIES[kind][operation],
          variables: operation === 'product' ? { id: kind === 'mesh' ? productId : String(productId) } : {},
        }),
      });
    const directPaths: Record<Operation, string> = {
      product: `items/${productId}`,
      listing: 'items?per_page=12',
      orders: `retrive-orders?per_page=${ORDERS}`,
      home: 'home-page-items',
    };
    const targets: Target[] = [
      {
        name: 'direct REST (main call)',
        expect: 'rest',
        request: (operation) => ({ url: `${api}/${directPaths[operation]}`, headers: { authorization } }),
      },
      {
        name: 'our gateway',
        pid: ours.child.pid,
        expect: 'graphql',
        request: graphql(`${ours.url}/graphql`, 'ours'),
      },
      {
        name: 'Mesh + Hive Gateway',
        pid: mesh.pid,
        expect: 'graphql',
        request: graphql(`http://127.0.0.1:${meshPort}/graphql`, 'mesh'),
      },
      {
        name: 'Apollo + RESTDataSource',
        pid: rest.pid,
        expect: 'graphql',
        request: graphql(`http://127.0.0.1:${restPort}/`, 'rest-data-source'),
      },
    ];

    // Every target answers every operation completely before anything is measured (and warms up).
    for (const target of targets)
      for (const operation of OPERATIONS) {
        const result = await autocannon(
          checked({ ...target.request(operation), connections: 2, duration: 1, workers: 1 }, target.expect),
        );
        const { failed, detail } = describeFailures(await answers.take(result));
        if (failed > 0) throw new Error(`${target.name} does not answer ${operation} completely: ${detail}`);
      }

    const peaks = new Map<number, number>();
    const sampler = setInterval(() => {
      for (const target of targets)
        if (target.pid)
          void rssMegabytes(target.pid).then((mb) =>
            peaks.set(target.pid!, Math.max(peaks.get(target.pid!) ?? 0, mb)),
          );
    }, 200);
    console.log(
      `\npeers benchmark: ${CONNECTIONS} connections, ${SECONDS} s per target and round, ${ROUNDS} rounds; ` +
        `${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)} at the start; store-api on PostgreSQL\n`,
    );
    const samples = new Map<string, Sample[]>();
    for (let round = 0; round < ROUNDS; round += 1)
      for (const operation of OPERATIONS)
        for (let turn = 0; turn < targets.length; turn += 1) {
          const target = targets[(turn + round) % targets.length]!;
          const before = target.pid ? await cpuMs(target.pid) : 0;
          const result = await autocannon(
            checked(
              { ...target.request(operation), connections: CONNECTIONS, duration: SECONDS, workers: 1 },
              target.expect,
            ),
          );
          const failures = await answers.take(result);
          const { failed } = describeFailures(failures);
          const key = `${operation}\0${target.name}`;
          samples.set(key, [
            ...(samples.get(key) ?? []),
            {
              p50: result.latency.p50,
              p99: result.latency.p99,
              complete: Math.max(0, result.requests.total - failed),
              seconds: result.duration,
              cpuMs: target.pid ? (await cpuMs(target.pid)) - before : 0,
              failures,
            },
          ]);
        }
    clearInterval(sampler);

    const ourPid = ours.child.pid!;
    for (const operation of OPERATIONS) {
      console.log(`${operation}`);
      const directP50 = median(samples.get(`${operation}\0${targets[0]!.name}`)!.map((sample) => sample.p50));
      const cpuOf = (name: string) => {
        const runs = samples.get(`${operation}\0${name}`)!;
        const complete = runs.reduce((sum, sample) => sum + sample.complete, 0);
        return complete === 0 ? 0 : runs.reduce((sum, sample) => sum + sample.cpuMs, 0) / complete;
      };
      const ourCpu = cpuOf('our gateway');
      for (const target of targets) {
        const runs = samples.get(`${operation}\0${target.name}`)!;
        const p50 = median(runs.map((sample) => sample.p50));
        const p99 = median(runs.map((sample) => sample.p99));
        const complete = runs.reduce((sum, sample) => sum + sample.complete, 0);
        const rate = complete / runs.reduce((sum, sample) => sum + sample.seconds, 0);
        const failures = new Map<string, number>();
        for (const sample of runs)
          for (const [kind, count] of sample.failures) failures.set(kind, (failures.get(kind) ?? 0) + count);
        const { failed, detail } = describeFailures(failures);
        const cpu = cpuOf(target.name);
        const columns = [
          `  ${target.name.padEnd(26)}`,
          `p50 ${p50.toFixed(1).padStart(6)} ms`,
          `p99 ${p99.toFixed(1).padStart(6)} ms`,
          target.pid ? `added p50 ${(p50 - directP50).toFixed(1).padStart(6)} ms` : ''.padEnd(23),
          `${rate.toFixed(0).padStart(5)} complete/s`,
          target.pid ? `CPU ${cpu.toFixed(2)} ms/answer (${(cpu / ourCpu).toFixed(2)}× ours)` : '',
          failed ? `${failed} failed (${detail})` : '',
        ];
        console.log(columns.filter(Boolean).join('   '));
      }
    }
    console.log('peak RSS');
    for (const target of targets)
      if (target.pid) {
        const peak = peaks.get(target.pid) ?? 0;
        console.log(
          `  ${target.name.padEnd(26)} ${peak.toFixed(0).padStart(5)} MB (${(peak / (peaks.get(ourPid) ?? 1)).toFixed(2)}× ours)`,
        );
      }
    console.log(`load average at the end ${loadavg()[0]!.toFixed(2)}`);
  } finally {
    answers.close();
    for (const child of children) child.kill('SIGTERM');
    await ours?.stop();
    await db.close();
    await store.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(emptyWeb, { recursive: true, force: true });
  }
}

await main();
