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
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... for a server; when absent, PGlite stores its files in dataDir. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; 'memory://' keeps them in memory (tests only). */
  dataDir: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite.js');
  return openPglite(options.dataDir);
}
