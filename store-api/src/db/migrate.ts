import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';

const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

// Any fixed number works: it only has to be the same for every store-api sharing one server.
const MIGRATION_LOCK = 7_316_201;

/** Applies every migrations/NNNN_name.sql not applied yet, in order, each in its own transaction. */
export async function migrate(db: Database): Promise<string[]> {
  // CREATE TABLE IF NOT EXISTS is not safe when two servers run it at once on an empty database (one fails on
  // pg_type's unique index): it runs under the same lock as the migrations.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const files = (await readdir(migrationsDir)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.slice(0, -'.sql'.length);
    const sql = await readFile(new URL(file, `file://${migrationsDir}`), 'utf8');
    const didApply = await db.transaction(async (tx) => {
      // Several store-api processes on one server start together: only one applies each migration.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (done.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (didApply) applied.push(version);
  }
  return applied;
}
