import { mkdir } from 'node:fs/promises';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database.js';

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

export async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    // Same as the server driver: counts as plain numbers (our values stay far below 2^53).
    parsers: { [types.INT8]: (value: string) => Number(value) },
  });
  const root = wrap(pg);
  let closed = false;
  return {
    kind: 'pglite',
    query: (sql, params) => root.query(sql, params),
    exec: (sql) => root.exec(sql),
    // PGlite has a single connection: its transaction() holds it exclusively, so statements of
    // concurrent requests queue behind an open transaction instead of interleaving with it.
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async close() {
      if (closed) return;
      closed = true;
      await pg.close();
    },
  };
}
