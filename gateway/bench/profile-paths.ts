/**
 * Where our gateway's CPU goes on the product and listing paths: store-api compiled on PostgreSQL, then for each
 * operation a fresh compiled gateway (as `npm start -w gateway` runs it) with `--cpu-prof`, warmed up and driven by
 * autocannon; prints the gateway's CPU per complete answer and the machine's load, and leaves one V8 CPU profile per
 * operation in BENCH_PROFILE_DIR for profile-summary.ts. CPU per answer is read from /proc, so it depends less on
 * the machine's load than latency does (but a profiled gateway spends a little more than an unprofiled one).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx --conditions=@storefront/source \
 *     gateway/bench/profile-paths.ts
 *   npx tsx gateway/bench/profile-summary.ts $BENCH_PROFILE_DIR/product-*.cpuprofile --top 30
 *
 * BENCH_SECONDS (10), BENCH_CONNECTIONS (8), BENCH_PROFILE_DIR (a new temporary directory), BENCH_OPERATIONS
 * (product,listing; `orders` asks 50 orders with state names, as bench:peers does), BENCH_PROFILE (1; 0 measures
 * CPU per answer without a profiler attached), BENCH_ROUNDS (1),
 * BENCH_COMPARE (another compiled gateway beside gateway/dist, e.g. `dist-before` made by
 * `cp -r gateway/dist gateway/dist-before` before a change: both are measured in turns, and the ratio printed).
 */
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Options } from 'autocannon';
import { openDatabase } from '../../store-api/src/db/database.js';
import { AnswerFailures, checked, describeFailures } from './answers.js';
import {
  compile,
  cpuMs,
  createBenchBuyer,
  gatewayDir,
  startCompiledStoreApi,
  startGateway,
} from './processes.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const OPERATIONS = (process.env.BENCH_OPERATIONS ?? 'product,listing').split(',');
const PROFILE = process.env.BENCH_PROFILE !== '0';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
/** The compiled gateways to measure: gateway/dist (compiled first), and BENCH_COMPARE's copy, in turns. */
const VARIANTS = ['dist', ...(process.env.BENCH_COMPARE ? [process.env.BENCH_COMPARE] : [])];

/** Orders the bench buyer places when the orders query is profiled (as many as bench:peers lists). */
const ORDERS = 50;

/** The web app's product page and listing queries, and 50 orders with state names (as bench:peers asks them). */
const QUERIES: Record<string, string> = {
  product: `query Product($id: ID!) { product(id: $id) { id name slug sku itemCode barcode description stock
      purchaseLimit price { amount } tax { amount } image { url } images { url } brand { id name }
      category { id slug name } } }`,
  listing: `query Listing { products(perPage: 12) { page total items { id name slug stock price { amount }
      image { url } brand { id name } category { id slug } } } }`,
  orders: `query Orders { orders(perPage: ${ORDERS}) { total items { id createdAt status total { amount }
      lines { id name quantity unitPrice { amount } subtotal { amount } }
      billingAddress { name address city stateId stateName postcode }
      shippingAddress { name address city stateId stateName postcode } } } }`,
};

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  if (!DATABASE_URL) {
    console.error('Set BENCH_DATABASE_URL to a PostgreSQL database of its own, with pg_trgm.');
    process.exit(2);
  }
  const profileDir = process.env.BENCH_PROFILE_DIR ?? (await mkdtemp(path.join(tmpdir(), 'gateway-prof-')));
  await mkdir(profileDir, { recursive: true });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gateway-prof-data-'));
  const emptyWeb = await mkdtemp(path.join(tmpdir(), 'gateway-prof-web-'));
  const store = await startCompiledStoreApi(dataDir, DATABASE_URL);
  const db = await openDatabase({ databaseUrl: DATABASE_URL, dataDir, poolMax: 2 });
  const answers = new AnswerFailures();
  try {
    const { token, productId } = await createBenchBuyer(
      db,
      `${store.url}/api/customer`,
      OPERATIONS.includes('orders') ? ORDERS : 0,
      `prof${Date.now()}@example.com`,
    );
    console.log(
      `load average ${load()} at the start; ${CONNECTIONS} connections, ${SECONDS} s per operation`,
    );
    compile(gatewayDir, 'the gateway');
    const cpuPerAnswer = new Map<string, number[]>();
    const runs = [];
    for (let round = 0; round < ROUNDS; round += 1)
      for (const operation of OPERATIONS)
        for (let turn = 0; turn < VARIANTS.length; turn += 1)
          runs.push({ operation, variant: VARIANTS[(turn + round) % VARIANTS.length]! });
    for (const { operation, variant } of runs) {
      const runDir = await mkdtemp(path.join(tmpdir(), 'gateway-prof-run-'));
      // startGateway adds GATEWAY_NODE_FLAGS to the gateway's node flags.
      process.env.GATEWAY_NODE_FLAGS = PROFILE ? `--cpu-prof --cpu-prof-dir=${runDir}` : '';
      const gateway = await startGateway(`${store.url}/api`, {
        web: { WEB_DIST: emptyWeb, WEB_SERVER_ENTRY: path.join(emptyWeb, 'none.js') },
        logLevel: 'warn',
        entry: `${variant}/main.js`,
      });
      let window = '';
      const request: Options = {
        url: `${gateway.url}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: QUERIES[operation],
          variables: operation === 'product' ? { id: String(productId) } : {},
        }),
        workers: 1,
      };
      try {
        // Warm-up: the JIT and the gateway's caches, left out of the figures (not of the profile).
        await answers.take(await autocannon(checked({ ...request, connections: 2, duration: 2 }, 'graphql')));
        const pid = gateway.child.pid!;
        // The measured window on the profile's clock (profile-summary.ts --from/--to): the start, the compile
        // and the warm-up left out.
        const from = process.hrtime.bigint() / 1000n;
        const before = await cpuMs(pid);
        const result = await autocannon(
          checked({ ...request, connections: CONNECTIONS, duration: SECONDS }, 'graphql'),
        );
        const spent = (await cpuMs(pid)) - before;
        window = `--from ${from} --to ${process.hrtime.bigint() / 1000n}`;
        const { failed, detail } = describeFailures(await answers.take(result));
        const complete = Math.max(0, result.requests.total - failed);
        const key = `${operation} ${variant}`;
        cpuPerAnswer.set(key, [...(cpuPerAnswer.get(key) ?? []), spent / Math.max(1, complete)]);
        console.log(
          `${operation.padEnd(8)} ${variant.padEnd(12)} ${(complete / result.duration).toFixed(0).padStart(5)} complete/s   ` +
            `p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   ` +
            `gateway CPU ${(spent / Math.max(1, complete)).toFixed(3)} ms/answer` +
            `${failed ? `   ${failed} failed (${detail})` : ''}   load ${load()}`,
        );
      } finally {
        await gateway.stop();
        for (const file of (await readdir(runDir)).filter((name) => name.endsWith('.cpuprofile'))) {
          const target = path.join(profileDir, `${operation}-${variant}-${Date.now()}.cpuprofile`);
          await rename(path.join(runDir, file), target);
          console.log(`         profile: ${target} ${window}`);
        }
        await rm(runDir, { recursive: true, force: true });
      }
    }
    if (VARIANTS.length > 1)
      for (const operation of OPERATIONS) {
        const mean = (variant: string) => {
          const values = cpuPerAnswer.get(`${operation} ${variant}`) ?? [];
          return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
        };
        console.log(
          `${operation}: gateway CPU per answer, ${VARIANTS[0]} / ${VARIANTS[1]} = ` +
            `${(mean(VARIANTS[0]!) / mean(VARIANTS[1]!)).toFixed(2)} (mean of ${ROUNDS} rounds each)`,
        );
      }
    console.log(`load average ${load()} at the end`);
  } finally {
    answers.close();
    await db.close();
    await store.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(emptyWeb, { recursive: true, force: true });
  }
}

await main();
