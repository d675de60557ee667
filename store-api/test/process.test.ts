import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSocketPath } from '../src/admin/socket.js';
import { openDatabase } from '../src/db/database.js';
import { spawnStoreScript, startStoreProcess, storeEnv } from './store-process.js';

// .ci/run sets DATABASE_URL for the PostgreSQL pass; TEST_DATABASE_URL works too.
const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

let dataDir: string;
let databaseUrl: string | undefined;
let dropSchema: (() => Promise<void>) | undefined;
const running = new Set<ChildProcess>();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'store-api-proc-'));
  if (serverUrl) {
    const schema = `proc_${process.pid}_${Date.now().toString(36)}`;
    const admin = await openDatabase({ databaseUrl: serverUrl, dataDir: '' });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    await admin.close();
    const url = new URL(serverUrl);
    url.searchParams.set('options', `-c search_path=${schema},public`);
    databaseUrl = url.toString();
    dropSchema = async () => {
      const cleaner = await openDatabase({ databaseUrl: serverUrl, dataDir: '' });
      await cleaner.exec(`DROP SCHEMA ${schema} CASCADE`);
      await cleaner.close();
    };
  }
});
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await dropSchema?.();
  await rm(dataDir, { recursive: true, force: true });
});

function env(): NodeJS.ProcessEnv {
  return storeEnv(dataDir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
}

/** Starts store-api in this file's data folder and waits for it; `base` is its customer API. */
async function startServer(extraEnv: NodeJS.ProcessEnv = {}) {
  const server = await startStoreProcess({ ...env(), ...extraEnv });
  running.add(server.child);
  void server.exited.then(() => running.delete(server.child));
  return { ...server, base: `${server.origin}/api/customer` };
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs the admin command as staff would, against the running store. */
function admin(...argv: string[]): Promise<{ code: number | null; stdout: string }> {
  return adminWith({}, ...argv);
}

async function adminWith(
  extraEnv: NodeJS.ProcessEnv,
  ...argv: string[]
): Promise<{ code: number | null; stdout: string }> {
  const child = spawnStoreScript('src/admin.ts', { ...env(), ...extraEnv }, argv);
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', () => {});
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stdout };
}

/** Every folder and file under `dir` (itself included), with its permission bits. */
async function modesUnder(dir: string): Promise<{ path: string; mode: string }[]> {
  const entries = await readdir(dir, { recursive: true });
  return Promise.all(
    ['', ...entries].map(async (entry) => ({
      path: entry,
      mode: ((await stat(path.join(dir, entry))).mode & 0o777).toString(8),
    })),
  );
}

interface Answers {
  login: { token: string };
  order: { data: { id: number } };
  orders: { data: { data: { id: number }[] } };
  cart: { data: { item_id: number }[] };
  wishlist: { data: { item_id: number }[] };
  product: { data: { stock: number } };
  listing: { data: { total: number } };
}

async function json<K extends keyof Answers>(
  _kind: K,
  response: Response,
): Promise<{ status: number; body: Answers[K] }> {
  return { status: response.status, body: (await response.json()) as Answers[K] };
}

describe('a store-api process', () => {
  it('keeps its data across SIGKILL and closes cleanly on SIGTERM', { timeout: 180_000 }, async () => {
    const first = await startServer();
    const created = await admin(
      'create-customer',
      '--email',
      'durable@example.com',
      '--password',
      'Durable#2025',
      '--approved',
      '--json',
    );
    expect(created.code, created.stdout).toBe(0);

    const login = await json(
      'login',
      await fetch(`${first.base}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'durable@example.com', password: 'Durable#2025' }),
      }),
    );
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${login.body.token}` };
    expect((await fetch(`${first.base}/add-to-cart?item_id=1&quantity=2`, { headers: auth })).status).toBe(
      200,
    );
    const order = await json(
      'order',
      await fetch(`${first.base}/create-order`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': 'durable-order-1' },
        body: JSON.stringify({
          billing_address: {
            name: 'D',
            address: '1 A St',
            city: 'Newark',
            state_id: 31,
            pincode: '07102',
            phone: '2015550100',
            email: 'd@example.com',
          },
        }),
      }),
    );
    expect(order.status).toBe(200);
    expect((await fetch(`${first.base}/add-to-cart?item_id=3`, { headers: auth })).status).toBe(200);
    const wish = await fetch(`${first.base}/add-wishlist`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ item_id: 9 }),
    });
    expect(wish.status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer();
    const orders = await json('orders', await fetch(`${second.base}/retrive-orders`, { headers: auth }));
    expect(orders.status).toBe(200);
    expect(orders.body.data.data.map((o) => o.id)).toEqual([order.body.data.id]);
    const cart = await json('cart', await fetch(`${second.base}/cart-items`, { headers: auth }));
    expect(cart.body.data.map((l) => l.item_id)).toEqual([3]);
    const wishlist = await json(
      'wishlist',
      await fetch(`${second.base}/wishlist-list`, { method: 'POST', headers: auth }),
    );
    expect(wishlist.body.data.map((w) => w.item_id)).toEqual([9]);
    const product = await json('product', await fetch(`${second.base}/items/1`, { headers: auth }));
    expect(product.body.data.stock).toBe(38);
    const listing = await json('listing', await fetch(`${second.base}/items?per_page=1`));
    expect(listing.body.data.total).toBe(63);
    expect(second.output()).not.toContain('seed catalog loaded');

    const listed = await admin('orders', '--json');
    expect(JSON.parse(listed.stdout) as unknown).toEqual([
      expect.objectContaining({ id: order.body.data.id, customer: 'durable@example.com' }),
    ]);
    const unknown = await admin('approve', 'nobody@example.com');
    expect(unknown).toEqual({ code: 1, stdout: 'Error: No customer with e-mail nobody@example.com.\n' });

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain('"msg":"stopped"');
    await expect(stat(adminSocketPath(dataDir))).rejects.toThrow();

    // With no server running, the admin command opens the database itself.
    const offline = await admin('customers', '--status', 'approved', '--json');
    expect(JSON.parse(offline.stdout) as unknown).toEqual([
      expect.objectContaining({ email: 'durable@example.com' }),
    ]);
  });

  it('serves Prometheus metrics on STORE_API_METRICS_PORT, apart from the API, and closes it on SIGTERM', async () => {
    const metricsPort = await freePort();
    const server = await startServer({ STORE_API_METRICS_PORT: String(metricsPort) });
    const metrics = `http://127.0.0.1:${metricsPort}/metrics`;
    expect(server.output()).toContain(`"metrics":"${metrics}"`);
    expect((await fetch(`${server.base}/categories`)).status).toBe(200);
    const scraped = await fetch(metrics);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain(
      'store_api_http_request_duration_seconds_count{method="GET",route="/api/customer/categories",status_class="2xx"} 1',
    );
    expect((await fetch(server.base.replace('/api/customer', '/metrics'))).status).toBe(404);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await expect(fetch(metrics)).rejects.toThrow();
  });

  it('creates DATA_DIR, its database and its mail for its own user only', { timeout: 120_000 }, async () => {
    const fresh = path.join(dataDir, 'fresh', 'data');
    const server = await startServer({ DATA_DIR: fresh });
    const created = await adminWith(
      { DATA_DIR: fresh },
      'create-customer',
      '--email',
      'private@example.com',
      '--password',
      'Private#2025',
      '--json',
    );
    expect(created.code, created.stdout).toBe(0);
    const lost = await fetch(`${server.base}/lost-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'private@example.com' }),
    });
    expect(lost.status).toBe(200);
    // The reset link is mailed after the answer.
    await expect
      .poll(async () => (await readdir(path.join(fresh, 'mail')).catch(() => [])).length, { timeout: 10_000 })
      .toBe(1);

    const modes = await modesUnder(fresh);
    expect(modes.map((entry) => entry.path)).toEqual(
      expect.arrayContaining([
        'mail',
        expect.stringMatching(/^mail\/.+\.eml$/),
        'storage',
        ...(databaseUrl ? [] : ['pg', 'pg/PG_VERSION']),
      ]),
    );
    // Neither group nor others may read, write or enter anything: the .eml holds a working reset link.
    expect(modes.filter((entry) => Number.parseInt(entry.mode, 8) & 0o077)).toEqual([]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
