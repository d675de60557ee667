import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { seedIfEmpty } from '../src/seed/seed.js';
import { startTestStore, type TestStore } from './helpers.js';

const onServer = Boolean(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);
const BUSY = { message: 'The store is busy right now. Please try again in a moment.' };
const ITEMS = 'items?per_page=12';

/** Holds the database's connection (PGlite's only one) until release() is called, as a slow burst would. */
async function holdConnection(db: Database): Promise<{ release: () => void; done: Promise<void> }> {
  let release!: () => void;
  let started!: () => void;
  const holding = new Promise<void>((resolve) => (started = resolve));
  const done = db.transaction(
    () =>
      new Promise<void>((resolve) => {
        release = resolve;
        started();
      }),
  );
  await holding;
  return { release: () => release(), done };
}

interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

describe.skipIf(onServer)('the embedded PGlite store when requests wait too long for its connection', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore({ pgliteMaxWaitMs: 20 });
  });
  afterAll(() => store.close());

  it('answers a new request at once with 503, Retry-After and our message, and serves again once the load is gone', async () => {
    const held = await holdConnection(store.db);
    // Admitted while nothing waits: its query then waits behind the held connection, longer than 20 ms.
    const admitted = store.call('GET', ITEMS);
    await delay(200);

    // This answer arrives while the connection is still held: the request was refused without waiting for it.
    const refused = await store.call('GET', ITEMS);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual(BUSY);
    // Liveness never queries, so it answers while the store refuses work.
    expect((await store.app.inject({ url: '/healthz' })).statusCode).toBe(200);

    held.release();
    await held.done;
    expect((await admitted).statusCode).toBe(200);
    const after = await store.call('GET', ITEMS);
    expect(after.statusCode).toBe(200);
    expect(after.json<{ data: { data: unknown[] } }>().data.data).toHaveLength(12);
  });

  it('refuses nothing while requests come one after another', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await store.call('GET', `items?per_page=12&page=${(i % 5) + 1}`)).statusCode).toBe(200);
    }
  });
});

describe.skipIf(onServer)('the embedded PGlite store under more queries than it lets wait', () => {
  let db: Database;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    const config = { ...loadConfig({}), pgliteMaxQueue: 2 };
    db = await openDatabase({ dataDir: 'memory://', pgliteMaxQueue: config.pgliteMaxQueue });
    await migrate(db);
    await seedIfEmpty(db);
    app = await buildApp({ db, config });
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('answers the requests beyond PGLITE_MAX_QUEUE at once with 503 and Retry-After, and serves the rest', async () => {
    const held = await holdConnection(db);

    const answers: Answer[] = [];
    const requests = Array.from({ length: 30 }, async (_, i) => {
      const response = await fetch(`${base}/api/customer/items?per_page=12&page=${(i % 5) + 1}`);
      answers.push({
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: await response.json(),
      });
    });

    // At most 2 requests wait for the connection; all the others are answered while it is still held,
    // i.e. without queueing behind it.
    while (answers.length < 28) await delay(10);
    const early = [...answers];
    expect(early.every((a) => a.status === 503)).toBe(true);
    expect(early[0]).toEqual({ status: 503, retryAfter: '1', body: BUSY });

    held.release();
    await held.done;
    await Promise.all(requests);
    const late = answers.slice(early.length);
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((a) => a.status === 200)).toBe(true);

    // Once the burst is over, nothing is refused.
    expect((await fetch(`${base}/api/customer/items?per_page=12`)).status).toBe(200);
  });
});

describe.runIf(onServer)(
  'a store-api on a PostgreSQL server with the PGlite bounds set as low as they go',
  () => {
    let store: TestStore;
    beforeAll(async () => {
      store = await startTestStore({ pgliteMaxWaitMs: 1, pgliteMaxQueue: 1 });
    });
    afterAll(() => store.close());

    it('never refuses a request: the bounds are PGlite’s, and the pool serves others while one connection is held', async () => {
      const held = await holdConnection(store.db);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => store.call('GET', `items?per_page=12&page=${(i % 5) + 1}`)),
      );
      held.release();
      await held.done;
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    });
  },
);
