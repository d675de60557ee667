import { mkdir } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { closeToOthers } from '../data-dir.js';
import { DatabaseUnavailableError, type Database, type DatabaseOptions, type Queryable } from './database.js';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

export async function openPglite(
  dataDir: string,
  options: Pick<DatabaseOptions, 'pgliteMaxQueue' | 'pgliteMaxWaitMs'> = {},
): Promise<Database> {
  const onDisk = !dataDir.startsWith('memory://');
  if (onDisk) await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const pg = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    // Same as the server driver: counts as plain numbers (our values stay far below 2^53).
    parsers: { [types.INT8]: (value: string) => Number(value) },
  });
  if (onDisk) await closeToOthers(dataDir);
  const root = wrap(pg);
  let closed = false;

  const gate = turnTaking(options);
  return {
    kind: 'pglite',
    get usage() {
      return { waiting: gate.waiting(), refused: gate.refused() };
    },
    query: (sql, params) => gate.run(() => root.query(sql, params)),
    exec: (sql) => gate.run(() => root.exec(sql)),
    // PGlite has a single connection: its transaction() holds it exclusively, so statements of
    // concurrent requests queue behind an open transaction instead of interleaving with it.
    // Statements inside it go straight to the transaction, not through the gate: it already holds the connection.
    transaction: (fn) => gate.run(() => pg.transaction((tx) => fn(wrap(tx)))),
    admit: () => gate.admit(),
    async close() {
      if (closed) return;
      closed = true;
      await pg.close();
    },
  };
}

/**
 * PGlite has one connection and runs each statement synchronously on this thread (WASM). Left to itself, a
 * request's queries run inside the callback that read the request, so under load one turn of the event loop serves
 * every ready socket back to back (300 ms at 200 connections), and Node accepts one new connection per turn
 * (libuv 1.45+): the queue forms in the kernel, out of sight, and a new connection can wait past the gateway's 5 s
 * timeout while the others are served in 300 ms.
 *
 * So jobs (a query, or a whole transaction) wait here in order and run between turns: Node reads every socket,
 * accepts a connection and answers refused requests before the next slice of jobs, the wait becomes visible, and
 * admit() can refuse a request at the door before it does any work. A slice of jobs lasts as long as the rest of
 * the process had before it (one job at least, MAX_SLICE_MS at most), so neither refusals nor the database starve the
 * other. Written here because queue libraries (p-queue, p-limit) chain promises without giving the turn back,
 * which is the whole point.
 */
function turnTaking(options: Pick<DatabaseOptions, 'pgliteMaxQueue' | 'pgliteMaxWaitMs'>) {
  const maxQueue = options.pgliteMaxQueue ?? Number.POSITIVE_INFINITY;
  const maxWaitMs = options.pgliteMaxWaitMs ?? Number.POSITIVE_INFINITY;
  interface Job {
    start: () => Promise<void>;
    queuedAt: number;
  }
  const waiting: Job[] = [];
  let running = false;
  /** Milliseconds from one job's end to the next's while jobs wait (the jobs and the turns between), smoothed. */
  let msPerJob = 0;

  async function drain(): Promise<void> {
    running = true;
    let yieldedAt = performance.now();
    await nextTurn();
    let sliceStart = performance.now();
    let slice = Math.min(sliceStart - yieldedAt, MAX_SLICE_MS);
    let lastEnd = sliceStart;
    for (let job = waiting.shift(); job; job = waiting.shift()) {
      await job.start();
      const end = performance.now();
      if (waiting.length > 0)
        msPerJob = msPerJob === 0 ? end - lastEnd : 0.9 * msPerJob + 0.1 * (end - lastEnd);
      lastEnd = end;
      if (waiting.length > 0 && end - sliceStart >= slice) {
        yieldedAt = end;
        await nextTurn();
        sliceStart = performance.now();
        slice = Math.min(sliceStart - yieldedAt, MAX_SLICE_MS);
      }
    }
    running = false;
  }

  /** Refusals so far, by the limit that refused: PGLITE_MAX_QUEUE (queue) or PGLITE_MAX_WAIT_MS (wait). */
  const refused = { queue: 0, wait: 0 };
  function busy(limit: keyof typeof refused): DatabaseUnavailableError {
    refused[limit] += 1;
    return new DatabaseUnavailableError('The embedded database is busy.', 1);
  }

  return {
    /** Jobs waiting for the connection (not the one running), for metrics. */
    waiting: () => waiting.length,
    refused: () => ({ ...refused }),
    run<T>(work: () => Promise<T>): Promise<T> {
      if (waiting.length >= maxQueue) return Promise.reject(busy('queue'));
      return new Promise<T>((resolve, reject) => {
        waiting.push({
          start: () => work().then(resolve, reject),
          queuedAt: performance.now(),
        });
        if (!running) void drain();
      });
    },
    /**
     * Refuses a new request while the wait for the connection is longer than maxWaitMs: the wait the oldest job
     * has had so far, or the wait the ones queued behind it make (a burst admitted in one turn makes a long queue
     * before anyone in it has waited long).
     */
    admit(): void {
      const oldest = waiting[0];
      if (!oldest) return;
      const expected = waiting.length * msPerJob;
      if (Math.max(performance.now() - oldest.queuedAt, expected) > maxWaitMs) throw busy('wait');
    },
  };
}

/**
 * The longest slice of jobs between two turns, however long the turn before it took. Longer slices serve more but
 * lengthen every turn, and Node accepts one connection per turn: measured at 200 connections on a shared 2-core
 * machine, 100 ms let 58 requests wait past 5 s for their connection to be accepted, 25 ms none, with 503s in about
 * 100 ms once the connections were open.
 */
const MAX_SLICE_MS = 25;
