import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { seedIfEmpty } from '../src/seed/seed.js';

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

interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

describe('the embedded PGlite store under more load than it can queue', () => {
  it('answers the requests beyond PGLITE_MAX_QUEUE at once with 503 and Retry-After, and serves the rest', async () => {
    // A long transaction holds PGlite's one connection, as a burst of slow requests would.
    let release!: () => void;
    const held = db.transaction(() => new Promise<void>((resolve) => (release = resolve)));

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
    expect(early[0]).toEqual({
      status: 503,
      retryAfter: '1',
      body: { message: 'The store is busy right now. Please try again in a moment.' },
    });

    release();
    await held;
    await Promise.all(requests);
    const late = answers.slice(early.length);
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((a) => a.status === 200)).toBe(true);

    // Once the burst is over, nothing is refused.
    expect((await fetch(`${base}/api/customer/items?per_page=12`)).status).toBe(200);
  });
});
