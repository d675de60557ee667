/**
 * The processes the gateway benches measure: store-api in the bench's own process on a temporary seeded PGlite,
 * the compiled gateway in a child process as `npm start -w gateway` runs it, and what /proc says of that child.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../store-api/bench/server.js';
import { buildApp } from '../../store-api/src/app.js';
import { dataPaths, loadConfig } from '../../store-api/src/config.js';
import { openDatabase, type Database } from '../../store-api/src/db/database.js';
import { migrate } from '../../store-api/src/db/migrate.js';
import { writeSeedImages } from '../../store-api/src/seed/images.js';
import { seedIfEmpty } from '../../store-api/src/seed/seed.js';
import { createCustomerAccount } from '../../store-api/src/services/staff.js';

export const gatewayDir = fileURLToPath(new URL('..', import.meta.url));
const storeApiDir = path.join(gatewayDir, '..', 'store-api');
const require = createRequire(import.meta.url);

/** Resident memory of a process in MB, as the machine sees it (the figure a container limit applies to). */
export async function rssMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU time (user + system) a process has used so far, in ms: robust to a machine shared with other work. */
export async function cpuMs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export interface StoreApi {
  db: Database;
  /** The origin store-api listens on, without /api. */
  url: string;
  close(): Promise<void>;
}

/**
 * store-api on a temporary PGlite, seeded with the demo catalog and its images, on a random loopback port. In
 * this process, so that the gateway's child process is the only one whose memory and CPU are read.
 */
export async function startStoreApi(tempPrefix: string): Promise<StoreApi> {
  const dataDir = await mkdtemp(path.join(tmpdir(), tempPrefix));
  const db = await openDatabase({ dataDir: path.join(dataDir, 'pg') });
  await migrate(db);
  await seedIfEmpty(db);
  const config = { ...loadConfig({}), dataDir, logLevel: 'silent' };
  await writeSeedImages(dataPaths(config).storage);
  const store = await buildApp({ db, config });
  await store.listen({ host: '127.0.0.1', port: 0 });
  return {
    db,
    url: `http://127.0.0.1:${(store.server.address() as AddressInfo).port}`,
    async close() {
      await store.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The latency below which `fraction` of the sorted latencies fall (0 when there are none). */
export function percentile(sorted: number[], fraction: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

/** What a bench prints of one run. */
export interface Figures {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

/** Compiles a workspace (`dir`) with its tsconfig.build.json, as `npm run build` does. */
export function compile(dir: string, name: string): void {
  // The compiled services import the compiled workspace packages: they are built first.
  const packages = ['contract', 'logging'].map((pkg) =>
    fileURLToPath(new URL(`../../packages/${pkg}/tsconfig.build.json`, import.meta.url)),
  );
  for (const project of [...packages, 'tsconfig.build.json']) {
    const built = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', project], {
      cwd: dir,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error(`${project} of ${name} does not compile`);
  }
}

export interface BenchBuyer {
  /** The buyer's store-api token. */
  token: string;
  /** The dearest product, its stock and purchase limit lifted so that any number of orders can hold it. */
  productId: number;
}

/**
 * An approved buyer, created through store-api's staff service, logged in through the REST API (`api`: the origin
 * and `/api/customer`), with a history of `orders` orders of the dearest product (about $200 each), billed and
 * shipped to a spread of states so that an orders list has state names to resolve. `email` must be new.
 */
export async function createBenchBuyer(
  db: Database,
  api: string,
  orders: number,
  email = 'bench@example.com',
): Promise<BenchBuyer> {
  const password = 'Secret#2025';
  // Usernames are at most 12 characters: one per e-mail address.
  const username = `bench${createHash('sha256').update(email).digest('hex').slice(0, 7)}`;
  await createCustomerAccount(db, { email, password, username, approved: true });
  const login = await fetch(`${api}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`the bench buyer could not log in: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  await db.query('UPDATE products SET stock = 1000000, purchase_limit = NULL');
  const [product] = await db.query<{ id: number; cents: number }>(
    'SELECT id, sales_price_cents AS cents FROM products ORDER BY sales_price_cents DESC LIMIT 1',
  );
  const states = await db.query<{ id: number }>('SELECT id FROM states ORDER BY id LIMIT 10');
  const quantity = Math.ceil(20_000 / product!.cents);
  for (let index = 0; index < orders; index += 1) {
    await fetch(`${api}/add-to-cart?item_id=${product!.id}&quantity=${quantity}`, { headers: auth });
    const address = {
      name: 'Bench',
      address: '1 Main St',
      city: 'Newark',
      state_id: states[index % states.length]!.id,
      pincode: '07102',
    };
    const placed = await fetch(`${api}/create-order`, {
      method: 'POST',
      headers: {
        ...auth,
        'content-type': 'application/json',
        'idempotency-key': `${username}-order-${index}`,
      },
      body: JSON.stringify({
        billing_address: { ...address, company_name: 'Bench LLC', phone: '2015550100', email },
        shipping_address: { ...address, state_id: states[(index + 3) % states.length]!.id },
        hasShippingAddress: true,
        note: null,
        payment_method: 'Cash On Dilevery',
      }),
    });
    if (!placed.ok) throw new Error(`could not place a bench order: ${placed.status} ${await placed.text()}`);
  }
  return { token, productId: product!.id };
}

export interface GatewayOptions {
  /** WEB_DIST and WEB_SERVER_ENTRY: the web build the gateway serves (or an empty directory). */
  web: { WEB_DIST: string; WEB_SERVER_ENTRY: string };
  logLevel: 'info' | 'warn' | 'error';
  /** Print the node command line the gateway runs with. */
  printCommand?: boolean;
  /** More settings, e.g. COMPRESSION. */
  env?: Record<string, string>;
  /**
   * Another compiled gateway to start instead of dist/main.js, not compiled again: a copy of gateway/dist kept
   * beside it (e.g. gateway/dist-before/main.js, at the same depth) to compare two versions in one run.
   */
  entry?: string;
}

export interface RunningGateway {
  url: string;
  child: ChildProcess;
  /** SIGTERM, then up to 10 s for the gateway to drain and exit. */
  stop(): Promise<void>;
}

/** The compiled gateway, as `npm start` runs it (tsx would add its own memory to the RSS figure). */
export async function startGateway(storeApiUrl: string, options: GatewayOptions): Promise<RunningGateway> {
  const entry = options.entry ?? 'dist/main.js';
  if (options.entry === undefined) compile(gatewayDir, 'the gateway');
  // The node flags of `npm start -w gateway` (they keep the heap small under many connections).
  const start = (
    JSON.parse(await readFile(path.join(gatewayDir, 'package.json'), 'utf8')) as {
      scripts: { start: string };
    }
  ).scripts.start;
  const flags = /^node (.*)dist\/main\.js$/.exec(start)?.[1]?.trim().split(/\s+/).filter(Boolean) ?? [];
  // More node flags for the gateway, e.g. GATEWAY_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof': each gateway
  // then writes a V8 CPU profile there when it stops, which bench/profile-summary.ts reads.
  flags.push(...(process.env.GATEWAY_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean));
  if (options.printCommand) console.log(`gateway: node ${[...flags, entry].join(' ')}`);
  const child = spawn(process.execPath, [...flags, entry], {
    cwd: gatewayDir,
    env: {
      ...process.env,
      GATEWAY_PORT: '0',
      HOST: '127.0.0.1',
      STORE_API_URL: storeApiUrl,
      NODE_ENV: 'production',
      LOG_LEVEL: options.logLevel,
      // Off: a second gateway (or another bench) would otherwise fight over the metrics port, 9464.
      METRICS_PORT: 'off',
      // A bench measures what the gateway costs, not the cost budget (20,000 a minute per token or address, which
      // its one bench buyer spends within a second): the budget is still spent and checked on every operation.
      COST_BUDGET_PER_MINUTE: '100000000',
      ...options.web,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const listening = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /Storefront on (http:\/\/[^/\s]+)\//.exec(output);
      if (!match?.[1]) return;
      // From here on the log (an access line per request) is read and dropped: it used to be kept, a string that
      // grew by about 100 KB a second per gateway under load and was searched again at every chunk.
      child.stdout?.off('data', listening);
      child.stdout?.resume();
      resolve(match[1]);
    };
    child.stdout?.on('data', listening);
    child.once('exit', (code) => reject(new Error(`gateway exited (${code}) before listening`)));
  });
  return {
    url,
    child,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([new Promise((resolve) => child.once('exit', resolve)), sleep(10_000)]);
    },
  };
}

/**
 * store-api compiled, as `npm start` runs it, on a PostgreSQL server (`databaseUrl`), logging at `info` as in
 * production; it migrates and seeds at start.
 */
export async function startCompiledStoreApi(dataDir: string, databaseUrl: string) {
  compile(storeApiDir, 'store-api');
  const port = await freePort();
  const metricsPort = await freePort();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: storeApiDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      STORE_API_PORT: String(port),
      STORE_API_METRICS_PORT: String(metricsPort),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`store-api exited (${child.exitCode})`);
    if (
      await fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (attempt > 600) throw new Error('store-api did not start within 60 s');
    await sleep(100);
  }
  return {
    url,
    pid: child.pid!,
    metricsPort,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
