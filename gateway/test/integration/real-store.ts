import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
// Tests only: the real store-api, built in process on an in-memory PGlite.
import { buildApp } from '../../../store-api/src/app.js';
import { dataPaths, loadConfig, type Config } from '../../../store-api/src/config.js';
import { openDatabase, type Database } from '../../../store-api/src/db/database.js';
import { migrate } from '../../../store-api/src/db/migrate.js';
import { writeSeedImages } from '../../../store-api/src/seed/images.js';
import { seedIfEmpty } from '../../../store-api/src/seed/seed.js';
import { createCustomerAccount } from '../../../store-api/src/services/staff.js';

export const PASSWORD = 'Secret#2025';

export interface RealStore {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** STORE_API_URL of the listening store-api. */
  apiUrl: string;
  /** Creates a customer with a login (approved unless said otherwise); returns the e-mail. */
  buyer(options?: { approved?: boolean }): Promise<string>;
  close(): Promise<void>;
}

let buyers = 0;

/** store-api on a fresh, seeded in-memory PGlite, listening on a random loopback port. */
export async function startRealStore(): Promise<RealStore> {
  const db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  await seedIfEmpty(db);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gateway-integration-'));
  const config: Config = { ...loadConfig({}), dataDir, webUrl: 'http://web.test', logLevel: 'silent' };
  await writeSeedImages(dataPaths(config).storage);
  const app = await buildApp({ db, config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    db,
    config,
    apiUrl: `http://127.0.0.1:${port}/api`,
    async buyer(options = {}) {
      buyers += 1;
      const email = `buyer${buyers}-${process.pid}@example.com`;
      await createCustomerAccount(db, {
        email,
        password: PASSWORD,
        username: `buyer${String(buyers).padStart(4, '0')}`,
        approved: options.approved ?? true,
      });
      return email;
    },
    async close() {
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
