import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { DatabaseUnavailableError, openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { startTestStore } from './helpers.js';
import { startStoreProcess, storeEnv } from './store-process.js';

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A store-api process (`node --conditions=@storefront/source --import tsx src/main.ts`) on a fresh schema of the test server. */
async function startProcess(applicationName: string) {
  const schema = `faults_${process.pid}_${Date.now().toString(36)}`;
  const admin = await openDatabase({ databaseUrl: serverUrl, dataDir: '' });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const url = new URL(serverUrl!);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-api-faults-'));
  cleanups.push(async () => {
    await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const store = await startStoreProcess(
    storeEnv(dataDir, { DATABASE_URL: url.toString(), DB_APPLICATION_NAME: applicationName }),
  );
  cleanups.push(async () => {
    if (store.exit() === undefined) store.child.kill('SIGKILL');
    await store.exited;
  });
  return {
    origin: store.origin,
    isRunning: () => store.exit() === undefined,
    output: store.output,
    /** Ends this process's database connections from another session, as a DBA or a server restart would. */
    async terminateConnections(): Promise<number> {
      // Two steps: in one WHERE, PostgreSQL may call pg_terminate_backend on rows of other applications.
      const rows = await admin.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
        [applicationName],
      );
      for (const { pid } of rows) await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      return rows.length;
    },
  };
}

describe.skipIf(!serverUrl)('a store-api process whose database connections are terminated', () => {
  it(
    'keeps running, answers 503 with Retry-After at worst, and serves the catalog again',
    { timeout: 120_000 },
    async () => {
      const store = await startProcess(`faults-${process.pid}`);
      // Several idle connections in the pool: the case that used to crash the process.
      const warmUp = await Promise.all(
        Array.from({ length: 4 }, () => fetch(`${store.origin}/api/customer/items?per_page=2`)),
      );
      expect(warmUp.map((r) => r.status)).toEqual([200, 200, 200, 200]);

      expect(await store.terminateConnections()).toBeGreaterThan(0);
      // Give the terminated sockets time to report their error on the pool (as idle clients do).
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(store.isRunning()).toBe(true);

      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await fetch(`${store.origin}/api/customer/items?per_page=2`);
        statuses.push(response.status);
        if (response.status === 503) {
          expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
          expect(await response.json()).toEqual({ message: expect.stringMatching(/try again/) as unknown });
          continue;
        }
        expect(response.status).toBe(200);
        expect(((await response.json()) as { data: { total: number } }).data.total).toBe(63);
        break;
      }
      expect(statuses.at(-1)).toBe(200);
      expect(statuses.filter((s) => s === 503).length).toBeLessThanOrEqual(1);

      const ready = await fetch(`${store.origin}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', database: 'postgres' });

      // A second incident is survived as well, and the lost connection is logged once per incident.
      await store.terminateConnections();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(store.isRunning()).toBe(true);
      expect((await fetch(`${store.origin}/readyz`)).status).toBe(200);
      expect(store.output().match(/database connection lost/g)?.length ?? 0).toBeLessThanOrEqual(2);
    },
  );
});

describe.skipIf(!serverUrl)('a query whose PostgreSQL connection fails', () => {
  async function schemaUrl(): Promise<string> {
    const schema = `faults_q_${process.pid}_${Date.now().toString(36)}`;
    const admin = await openDatabase({ databaseUrl: serverUrl, dataDir: '' });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    cleanups.push(async () => {
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    });
    const url = new URL(serverUrl!);
    url.searchParams.set('options', `-c search_path=${schema},public`);
    return url.toString();
  }

  it('fails as unavailable (not as a bug) when its connection is terminated mid-query', async () => {
    const applicationName = `faults-q-${process.pid}`;
    const db = await openDatabase({ databaseUrl: await schemaUrl(), dataDir: '', applicationName });
    cleanups.push(() => db.close());
    const running = db.query('SELECT pg_sleep(30)');
    const outcome = running.then(
      () => undefined,
      (error: unknown) => error,
    );
    const admin = await openDatabase({ databaseUrl: serverUrl, dataDir: '' });
    cleanups.push(() => admin.close());
    let pids: { pid: number }[] = [];
    while (pids.length === 0) {
      pids = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND query LIKE '%pg_sleep%'`,
        [applicationName],
      );
    }
    for (const { pid } of pids) await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    expect(await outcome).toBeInstanceOf(DatabaseUnavailableError);
    // The pool replaces the lost connection on the next query.
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('fails as unavailable when a statement outlasts DB_STATEMENT_TIMEOUT_MS', async () => {
    const db = await openDatabase({ databaseUrl: await schemaUrl(), dataDir: '', statementTimeoutMs: 200 });
    cleanups.push(() => db.close());
    await expect(db.query('SELECT pg_sleep(2)')).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });

  it('answers a request 503 with Retry-After when no connection frees up in time', async () => {
    const url = await schemaUrl();
    const db = await openDatabase({ databaseUrl: url, dataDir: '', poolMax: 1, connectTimeoutMs: 200 });
    await migrate(db);
    const app = await buildApp({ db, config: loadConfig({}) });
    cleanups.push(async () => {
      await app.close();
      await db.close();
    });
    let release!: () => void;
    const held = db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
    const response = await app.inject({ method: 'GET', url: '/api/customer/categories' });
    release();
    await held;
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(response.json()).toEqual({
      message: 'The store is busy right now. Please try again in a moment.',
    });
    expect((await app.inject({ method: 'GET', url: '/api/customer/categories' })).statusCode).toBe(200);
  });
});

describe('GET /readyz', () => {
  it('answers 200 with the kind of database when the database answers', async () => {
    const store = await startTestStore();
    cleanups.push(() => store.close());
    const response = await store.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: store.db.kind });
  });

  it('answers 503 when the database does not answer in time, while /healthz still answers 200', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
    const app = await buildApp({ db, config: { ...loadConfig({}), readyTimeoutMs: 100 } });
    cleanups.push(async () => {
      await app.close();
      await db.close();
    });
    // PGlite has one connection: a transaction that holds it leaves `SELECT 1` waiting.
    let release!: () => void;
    const held = db.transaction(() => new Promise<void>((resolve) => (release = resolve)));

    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'pglite' });
    expect(response.headers['retry-after']).toBe('2');
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    release();
    await held;
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 when the database has failed', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    const app = await buildApp({ db, config: loadConfig({}) });
    cleanups.push(() => app.close());
    await db.close();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.body).not.toMatch(/stack|Error/);
  });
});
