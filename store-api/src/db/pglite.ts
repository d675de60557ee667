import { mkdir } from 'node:fs/promises';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
  options: Pick<DatabaseOptions, 'pgliteMaxQueue'> = {},
): Promise<Database> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    // Same as the server driver: counts as plain numbers (our values stay far below 2^53).
    parsers: { [types.INT8]: (value: string) => Number(value) },
  });
  const root = wrap(pg);
  let closed = false;

  // PGlite has one connection: under load, queries queue behind it until callers (the gateway, 5 s) give up.
  // Past maxQueue waiting, a query fails at once so the client hears "busy, retry in 1 s" instead of a timeout.
  // Statements inside a transaction are not counted: the transaction already holds the connection.
  const maxQueue = options.pgliteMaxQueue ?? Number.POSITIVE_INFINITY;
  let inFlight = 0;
  async function bounded<T>(run: () => Promise<T>): Promise<T> {
    // One query runs, the others wait.
    if (inFlight - 1 >= maxQueue) {
      throw new DatabaseUnavailableError('The embedded database is busy.', 1);
    }
    inFlight += 1;
    try {
      return await run();
    } finally {
      inFlight -= 1;
    }
  }

  return {
    kind: 'pglite',
    get usage() {
      return { waiting: Math.max(0, inFlight - 1) };
    },
    query: (sql, params) => bounded(() => root.query(sql, params)),
    exec: (sql) => bounded(() => root.exec(sql)),
    // PGlite has a single connection: its transaction() holds it exclusively, so statements of
    // concurrent requests queue behind an open transaction instead of interleaving with it.
    transaction: (fn) => bounded(() => pg.transaction((tx) => fn(wrap(tx)))),
    async close() {
      if (closed) return;
      closed = true;
      await pg.close();
    },
  };
}
