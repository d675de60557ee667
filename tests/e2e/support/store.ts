import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, repoRoot, waitFor } from '../../support/processes.js';

export interface StartedStore {
  baseURL: string;
  dataDir: string;
  /** SIGTERM, wait for the exit, delete the data directory. */
  stop(): Promise<void>;
}

/**
 * The built store started the way the README starts it (`node scripts/run.mjs`), on a fresh embedded database in
 * a temporary DATA_DIR and free ports. The browser journeys and `npm run bench:web` both use it.
 */
export async function startStore(name: string): Promise<StartedStore> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `store-${name}-`));
  const gatewayPort = await freePort();
  const storeApiPort = await freePort();
  const metricsPort = await freePort();
  const storeApiMetricsPort = await freePort();
  const baseURL = `http://127.0.0.1:${gatewayPort}`;
  // As `npm start` is run: without the NODE_ENV vitest sets, so that run.mjs chooses production.
  const { NODE_ENV: _testEnv, ...environment } = process.env;
  const store = spawn(process.execPath, ['scripts/run.mjs'], {
    cwd: repoRoot,
    env: {
      ...environment,
      DATA_DIR: dataDir,
      METRICS_PORT: String(metricsPort),
      STORE_API_METRICS_PORT: String(storeApiMetricsPort),
      GATEWAY_PORT: String(gatewayPort),
      STORE_API_PORT: String(storeApiPort),
      WEB_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Every journey's visitors come from 127.0.0.1, two files at a time: far more than one address's browsers.
      COST_BUDGET_PER_MINUTE: '1000000',
      // The integrations journey's webhook receiver listens on this machine over http:// (as in store-api's
      // webhook tests); a store in production calls only public https:// addresses.
      WEBHOOK_ALLOW_PRIVATE_HTTP: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (store.exitCode === null && store.signalCode === null) {
      const exited = once(store, 'exit');
      store.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${baseURL}/readyz`, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, dataDir, stop };
}
