import pg from 'pg';
import type { Database, Queryable } from './database.js';

// Counts and sums come back as int8/numeric: parse them as JS numbers (our values stay far below 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, [...params]);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start-up, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const root = wrap(pool);
  let closed = false;
  return {
    kind: 'postgres',
    query: (sql, params) => root.query(sql, params),
    exec: (sql) => root.exec(sql),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
