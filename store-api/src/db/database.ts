/**
 * One query layer over two engines: PGlite (embedded, the default) and a PostgreSQL server (DATABASE_URL).
 * Both speak the same SQL with $1 parameters, so the rest of store-api never knows which one it runs on.
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT; any thrown error rolls everything back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Read at each metrics scrape. */
  readonly usage: DatabaseUsage;
  /**
   * PGlite only: throws DatabaseUnavailableError when a new request should not start now, because the wait for the
   * connection is longer than pgliteMaxWaitMs. Absent on a PostgreSQL server, whose pool has its own timeouts.
   */
  admit?(): void;
  close(): Promise<void>;
}

interface DatabaseUsage {
  /** Queries waiting for a connection: PGlite's one, or a free one of the server's pool. */
  waiting: number;
  /** PGlite only: work refused busy (503) so far, by PGLITE_MAX_QUEUE (queue) or PGLITE_MAX_WAIT_MS (wait). */
  refused?: { queue: number; wait: number };
  /** PostgreSQL server only: the pool's open connections, and how many of them are idle. */
  pool?: { total: number; idle: number };
}

/**
 * The database cannot serve this query now (its connection was cut, the server is unreachable, the statement
 * ran out of time, or too many queries already wait for PGlite): answered 503 with Retry-After, not 500.
 */
export class DatabaseUnavailableError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

export interface DatabaseLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface DatabaseOptions {
  /** postgres://... for a server; when absent, PGlite stores its files in dataDir. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; 'memory://' keeps them in memory (tests only). */
  dataDir: string;
  /** PostgreSQL: connections in the pool. */
  poolMax?: number;
  /** PostgreSQL: how long to wait for a connection (new or from the pool). */
  connectTimeoutMs?: number;
  /** PostgreSQL: statement_timeout on the server and query_timeout in the driver; 0 for none. */
  statementTimeoutMs?: number;
  /** PostgreSQL: an idle connection is closed after this long. */
  idleTimeoutMs?: number;
  /** PostgreSQL: application_name of this process's connections (pg_stat_activity). */
  applicationName?: string;
  /** PGlite: queries allowed to wait for its one connection; beyond that a query fails at once (503). */
  pgliteMaxQueue?: number;
  /** PGlite: admit() refuses a new request while the wait for the connection (seen or expected) is longer. */
  pgliteMaxWaitMs?: number;
  /** Where lost connections are reported; silent when absent. */
  log?: DatabaseLog;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(options.databaseUrl, options);
  }
  const { openPglite } = await import('./pglite.js');
  return openPglite(options.dataDir, options);
}
