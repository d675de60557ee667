import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, repoRoot, waitFor } from '../support/processes.js';
import { findChromium } from './support/browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  findChromium(); // fail first, with the install hint, when there is no browser
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-e2e-'));
  const gatewayPort = await freePort();
  const storeApiPort = await freePort();
  const store = spawn(process.execPath, ['scripts/run.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      GATEWAY_PORT: String(gatewayPort),
      STORE_API_PORT: String(storeApiPort),
      WEB_URL: `http://127.0.0.1:${gatewayPort}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${gatewayPort}`;
  await waitFor(`${baseURL}/readyz`, 120_000);
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);

  return async () => {
    if (store.exitCode === null) {
      const exited = once(store, 'exit');
      store.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
}
