import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));
const opened: Database[] = [];
const schemas: string[] = [];

afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
  if (schemas.length === 0) return;
  const admin = await openDatabase({ databaseUrl: serverUrl, dataDir: '' });
  for (const schema of schemas) await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.close();
});

describe.skipIf(!serverUrl)('store-apis starting together on an empty PostgreSQL database', () => {
  it('all migrate without error and record every migration once', { timeout: 120_000 }, async () => {
    const versions = (await readdir(migrationsDir))
      .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
      .map((name) => name.slice(0, -'.sql'.length))
      .sort();
    const admin = await openDatabase({ databaseUrl: serverUrl, dataDir: '' });
    opened.push(admin);
    for (let round = 0; round < 5; round++) {
      const schema = `faults_mig_${process.pid}_${Date.now().toString(36)}_${round}`;
      schemas.push(schema);
      await admin.exec(`CREATE SCHEMA ${schema}`);
      const url = new URL(serverUrl!);
      url.searchParams.set('options', `-c search_path=${schema},public`);
      // Six processes' worth of pools, each with its own connections, as six store-apis starting at once.
      const stores = await Promise.all(
        Array.from({ length: 6 }, () => openDatabase({ databaseUrl: url.toString(), dataDir: '' })),
      );
      opened.push(...stores);
      const results = await Promise.allSettled(stores.map((db) => migrate(db)));
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      const applied = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
      expect(applied.sort()).toEqual(versions);
      const recorded = await admin.query<{ version: string }>(
        `SELECT version FROM ${schema}.schema_migrations ORDER BY version`,
      );
      expect(recorded.map((r) => r.version)).toEqual(versions);
      await Promise.all(stores.map((db) => db.close()));
    }
  });
});
