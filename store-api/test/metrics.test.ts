import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { metricsServer } from '../src/metrics.js';
import { startTestStore, type TestStore } from './helpers.js';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? '';
const HISTOGRAM = 'store_api_http_request_duration_seconds';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function listen(server: FastifyInstance): Promise<string> {
  await server.listen({ host: '127.0.0.1', port: 0 });
  cleanups.push(() => server.close());
  return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
}

/** The API on one port and its metrics on another, as main.ts runs them. */
async function serve(app: FastifyInstance): Promise<{ api: string; scrape: () => Promise<string> }> {
  if (!app.metricsRegistry) throw new Error('built without metrics');
  const api = await listen(app);
  const metrics = await listen(metricsServer(app.metricsRegistry));
  return {
    api,
    async scrape() {
      const response = await fetch(`${metrics}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      return response.text();
    },
  };
}

/** An app on a database of its own without tables (the gauges need none), served with its metrics. */
async function bareApp(options: Parameters<typeof openDatabase>[0]) {
  const db = await openDatabase(options);
  cleanups.push(() => db.close());
  const app = await buildApp({ db, config: loadConfig({}) });
  cleanups.push(() => app.close());
  return { db, ...(await serve(app)) };
}

/** The value of one sample, e.g. sample(text, 'x_count', 'method="GET",route="/a"'); undefined when absent. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const head = labels ? `${name}{${labels}} ` : `${name} `;
  const line = text.split('\n').find((l) => l.startsWith(head));
  return line === undefined ? undefined : Number(line.slice(head.length));
}

/** A database whose one connection (PGlite's, or a pool of one) is held until release() is called. */
async function holdConnection(db: Database): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const transaction = db.transaction(async () => {
    entered();
    await released;
  });
  await inside;
  const waiting = [db.query('SELECT 1'), db.query('SELECT 2')];
  return {
    async release() {
      release();
      await transaction;
      await Promise.all(waiting);
    },
  };
}

describe('the metrics settings', () => {
  it('listen on 127.0.0.1:9465 unless told otherwise, and not at all with 0 or off', () => {
    expect(loadConfig({}).metrics).toEqual({ port: 9465, host: '127.0.0.1' });
    expect(loadConfig({ STORE_API_METRICS_PORT: '9100', STORE_API_METRICS_HOST: '0.0.0.0' }).metrics).toEqual(
      {
        port: 9100,
        host: '0.0.0.0',
      },
    );
    expect(loadConfig({ STORE_API_METRICS_PORT: '0' }).metrics).toBeUndefined();
    expect(loadConfig({ STORE_API_METRICS_PORT: 'off' }).metrics).toBeUndefined();
    expect(() => loadConfig({ STORE_API_METRICS_PORT: 'on' })).toThrow(/STORE_API_METRICS_PORT/);
    expect(() => loadConfig({ STORE_API_METRICS_PORT: '70000' })).toThrow(/STORE_API_METRICS_PORT/);
  });

  it('times nothing when the listener is off', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    cleanups.push(() => db.close());
    const app = await buildApp({ db, config: loadConfig({ STORE_API_METRICS_PORT: 'off' }) });
    cleanups.push(() => app.close());
    expect(app.metricsRegistry).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});

describe('the metrics listener', () => {
  let store: TestStore;

  it('times requests by method, route pattern and status class, with unknown paths under one label', async () => {
    store = await startTestStore();
    cleanups.push(() => store.close());
    const { api, scrape } = await serve(store.app);
    const product = (await store.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1'))[0];
    expect((await fetch(`${api}/api/customer/categories`)).status).toBe(200);
    expect((await fetch(`${api}/api/customer/categories?limit=2`)).status).toBe(200);
    expect((await fetch(`${api}/api/customer/items/${product?.id}`)).status).toBe(200);
    expect((await fetch(`${api}/api/customer/items/999999999`)).status).toBe(404);
    expect((await fetch(`${api}/api/customer/no-such-page/secret-token-123`)).status).toBe(404);
    expect((await fetch(`${api}/wp-login.php?user=admin`, { method: 'POST' })).status).toBe(404);

    const text = await scrape();
    const count = (labels: string) => sample(text, `${HISTOGRAM}_count`, labels);
    expect(count('method="GET",route="/api/customer/categories",status_class="2xx"')).toBe(2);
    expect(count('method="GET",route="/api/customer/items/:id",status_class="2xx"')).toBe(1);
    expect(count('method="GET",route="/api/customer/items/:id",status_class="4xx"')).toBe(1);
    expect(count('method="GET",route="unknown",status_class="4xx"')).toBe(1);
    expect(count('method="POST",route="unknown",status_class="4xx"')).toBe(1);
    expect(
      sample(
        text,
        `${HISTOGRAM}_bucket`,
        'le="+Inf",method="GET",route="/api/customer/categories",status_class="2xx"',
      ),
    ).toBe(2);
    // Route patterns only: never a raw path, an id or a query string.
    const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map((match) => match[1]));
    expect([...routes].sort()).toEqual(['/api/customer/categories', '/api/customer/items/:id', 'unknown']);
    // Node's process metrics, under the service's prefix.
    expect(sample(text, 'store_api_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'store_api_db_waiting_queries')).toBe(0);
  });

  it('is not served on the API port: GET /metrics there answers 404', async () => {
    store = await startTestStore();
    cleanups.push(() => store.close());
    const { api } = await serve(store.app);
    const response = await fetch(`${api}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(HISTOGRAM);
  });

  it('reports the queries waiting behind PGlite’s one connection, and no pool', async () => {
    const { db, scrape } = await bareApp({ dataDir: 'memory://' });
    const held = await holdConnection(db);
    const busy = await scrape();
    expect(sample(busy, 'store_api_db_waiting_queries')).toBe(2);
    expect(busy).not.toContain('store_api_db_pool_connections');
    await held.release();
    expect(sample(await scrape(), 'store_api_db_waiting_queries')).toBe(0);
  });

  it.skipIf(!SERVER_URL)(
    'reports the PostgreSQL pool: connections open, idle, and queries waiting for one',
    async () => {
      const { db, scrape } = await bareApp({ databaseUrl: SERVER_URL, dataDir: '', poolMax: 1 });
      const held = await holdConnection(db);
      const busy = await scrape();
      expect(sample(busy, 'store_api_db_pool_connections')).toBe(1);
      expect(sample(busy, 'store_api_db_pool_idle_connections')).toBe(0);
      expect(sample(busy, 'store_api_db_waiting_queries')).toBe(2);
      await held.release();
      const calm = await scrape();
      expect(sample(calm, 'store_api_db_pool_connections')).toBe(1);
      expect(sample(calm, 'store_api_db_pool_idle_connections')).toBe(1);
      expect(sample(calm, 'store_api_db_waiting_queries')).toBe(0);
    },
  );
});

describe('the refusals an operator alerts on', () => {
  it('counts the logins the throttle refuses (429), by route, and nothing for the ones it checks', async () => {
    const store = await startTestStore({ loginMaxFailures: 2 });
    cleanups.push(() => store.close());
    const { api, scrape } = await serve(store.app);
    const customer = await store.customer();
    const REFUSED = 'store_api_rate_limited_requests_total';
    expect(sample(await scrape(), REFUSED, 'route="/api/customer/login"')).toBeUndefined();

    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await fetch(`${api}/api/customer/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: customer.email, password: `Wrong#${i}000` }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([422, 422, 429, 429]);
    expect(sample(await scrape(), REFUSED, 'route="/api/customer/login"')).toBe(2);
  });

  it.skipIf(SERVER_URL)(
    'counts the requests PGlite refuses because PGLITE_MAX_QUEUE queries already wait',
    async () => {
      const { db, api, scrape } = await bareApp({ dataDir: 'memory://', pgliteMaxQueue: 2 });
      const REFUSED = 'store_api_pglite_refused_total';
      expect(sample(await scrape(), REFUSED, 'limit="queue"')).toBe(0);
      const held = await holdConnection(db);
      const statuses = await Promise.all(
        [1, 2, 3].map(async () => (await fetch(`${api}/api/customer/categories`)).status),
      );
      expect(statuses).toEqual([503, 503, 503]);
      const text = await scrape();
      expect(sample(text, REFUSED, 'limit="queue"')).toBe(3);
      expect(sample(text, REFUSED, 'limit="wait"')).toBe(0);
      await held.release();
    },
  );

  it.skipIf(SERVER_URL)(
    'counts the requests PGlite refuses because the wait passed PGLITE_MAX_WAIT_MS',
    async () => {
      const { db, api, scrape } = await bareApp({ dataDir: 'memory://', pgliteMaxWaitMs: 20 });
      const REFUSED = 'store_api_pglite_refused_total';
      const held = await holdConnection(db);
      await delay(100);
      expect((await fetch(`${api}/api/customer/categories`)).status).toBe(503);
      expect((await fetch(`${api}/api/customer/categories`)).status).toBe(503);
      const text = await scrape();
      expect(sample(text, REFUSED, 'limit="wait"')).toBe(2);
      expect(sample(text, REFUSED, 'limit="queue"')).toBe(0);
      await held.release();
      // Counters only grow: a scrape after the load is gone reads the same.
      expect(sample(await scrape(), REFUSED, 'limit="wait"')).toBe(2);
    },
  );
});
