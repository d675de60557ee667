import pg from 'pg';
import {
  DatabaseUnavailableError,
  type Database,
  type DatabaseLog,
  type DatabaseOptions,
  type Queryable,
} from './database.js';

// Counts and sums come back as int8/numeric: parse them as JS numbers (our values stay far below 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * SQLSTATEs that say "the server or this connection cannot serve you now", not "your query is wrong":
 * class 08 (connection exception), admin/crash shutdown (pg_terminate_backend is 57P01), starting up,
 * too many connections, and a statement cancelled by statement_timeout.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
// node-postgres reports a lost or unobtainable connection with plain Errors (no code): their messages are its API.
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error)/;

function unavailable(error: unknown): DatabaseUnavailableError | undefined {
  if (error instanceof DatabaseUnavailableError) return error;
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: unknown }).code;
  const lost =
    (typeof code === 'string' &&
      (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || NETWORK_CODES.has(code))) ||
    DRIVER_MESSAGES.test(error.message);
  return lost ? new DatabaseUnavailableError('The database is unavailable.', 2, { cause: error }) : undefined;
}

/** Logs a lost connection once per incident (not once per failed request), and its recovery once. */
function incidentLog(log: DatabaseLog | undefined) {
  let failing = false;
  return {
    failed(error: unknown) {
      if (failing) return;
      failing = true;
      log?.warn({ err: error }, 'database connection lost; requests answer 503 until it is back');
    },
    succeeded() {
      if (!failing) return;
      failing = false;
      log?.info({}, 'database connection restored');
    },
  };
}

function wrap(client: pg.Pool | pg.PoolClient, incident: ReturnType<typeof incidentLog>): Queryable {
  async function run(sql: string, params?: unknown[]) {
    try {
      const result = await client.query(sql, params);
      incident.succeeded();
      return result;
    } catch (error) {
      const mapped = unavailable(error);
      if (!mapped) throw error;
      incident.failed(error);
      throw mapped;
    }
  }
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await run(sql, [...params])).rows as Row[];
    },
    async exec(sql: string) {
      await run(sql);
    },
  };
}

export async function openPostgres(connectionString: string, options: DatabaseOptions): Promise<Database> {
  // 0: no limit (migrations, which may legitimately run long).
  const statementTimeout = options.statementTimeoutMs ?? 10_000;
  const pool = new pg.Pool({
    connectionString,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    idleTimeoutMillis: options.idleTimeoutMs ?? 30_000,
    ...(statementTimeout > 0
      ? {
          statement_timeout: statementTimeout,
          // The driver's own limit, a little later: it catches a server that stopped answering altogether.
          query_timeout: statementTimeout + 1_000,
        }
      : {}),
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
  });
  const incident = incidentLog(options.log);
  // An idle connection that the server closes (restart, pg_terminate_backend, network) is emitted here; with
  // no listener it would crash the process. The pool has already dropped it; the next query opens a new one.
  pool.on('error', (error) => incident.failed(error));
  // Fail at start-up, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const root = wrap(pool, incident);
  let closed = false;
  return {
    kind: 'postgres',
    get usage() {
      return { waiting: pool.waitingCount, pool: { total: pool.totalCount, idle: pool.idleCount } };
    },
    query: (sql, params) => root.query(sql, params),
    exec: (sql) => root.exec(sql),
    async transaction(fn) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        const mapped = unavailable(error);
        if (!mapped) throw error;
        incident.failed(error);
        throw mapped;
      }
      const tx = wrap(client, incident);
      let broken: Error | undefined;
      // A checked-out client has no pool listener: when the server dies mid-transaction (crash, restart,
      // failover) the client emits 'error', which without a listener ends the process. The query in flight
      // fails as well and is answered 503; the client is destroyed on release instead of returned to the pool.
      const onLost = (error: Error) => {
        broken = error;
        incident.failed(error);
      };
      client.on('error', onLost);
      try {
        await tx.exec('BEGIN');
        const result = await fn(tx);
        await tx.exec('COMMIT');
        return result;
      } catch (error) {
        try {
          if (broken) throw broken;
          await client.query('ROLLBACK');
        } catch (rollbackError) {
          // The connection is gone: destroy it rather than return it to the pool, and report the first error.
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        }
        throw error;
      } finally {
        client.removeListener('error', onLost);
        client.release(broken);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
