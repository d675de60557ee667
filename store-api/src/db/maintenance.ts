import type { Database } from './database.js';

const HOUR = 3_600_000;

/**
 * PGlite has no autovacuum: without VACUUM the visibility map stays empty, index-only scans (which listings
 * rely on) visit the table anyway, and without ANALYZE the planner works from stale statistics. So the
 * embedded database is vacuumed at start and then hourly. A PostgreSQL server does this on its own.
 */
export async function startMaintenance(
  db: Database,
  log: { error(details: object, message: string): void },
): Promise<() => void> {
  if (db.kind !== 'pglite') return () => {};
  const vacuum = async () => {
    try {
      await db.exec('VACUUM ANALYZE');
    } catch (error) {
      log.error({ err: error }, 'VACUUM failed');
    }
  };
  await vacuum();
  const timer = setInterval(() => void vacuum(), HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
