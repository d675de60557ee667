#!/usr/bin/env node
// Starts the whole store: store-api first (it creates and seeds the database on first run), then the gateway,
// which serves the web app and GraphQL on one port. `--dev` runs the sources with reload and Vite's dev server.
// Ctrl-C (SIGINT) or SIGTERM stops every service cleanly; store-api closes PGlite before it exits.
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dev = process.argv.includes('--dev');
const storeApiPort = process.env.STORE_API_PORT ?? '4001';
const gatewayPort = process.env.GATEWAY_PORT ?? '4000';
// Vite's dev server (--dev); it takes the next free port when this one is taken (web/build/devServer.ts).
const webDevPort = process.env.WEB_DEV_PORT ?? '5173';
const storeApiUrl = process.env.STORE_API_URL ?? `http://127.0.0.1:${storeApiPort}/api`;
// `npm start` is the production path (no field suggestions in GraphQL errors, no development behaviour); a
// NODE_ENV the caller set is kept.
const nodeEnv = process.env.NODE_ENV ?? (dev ? 'development' : 'production');

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;

function start(name, command, args, env = {}, cwd = root) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NODE_ENV: nodeEnv, ...env },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the store.`);
    void stop(1);
  });
  children.push(child);
  return child;
}

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await delay(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  // Stop in reverse order: the gateway first, so no request reaches a closing store-api.
  for (const child of [...children].reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, delay(10_000).then(() => child.kill('SIGKILL'))]);
  }
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

// The workspace packages run from their TypeScript sources too (their "@storefront/source" export condition).
const tsx = ['--conditions=@storefront/source', '--import', 'tsx'];
start(
  'store-api',
  process.execPath,
  dev ? [...tsx, '--watch', 'store-api/src/main.ts'] : ['store-api/dist/main.js'],
  {
    STORE_API_PORT: storeApiPort,
    // The gateway beside it calls over loopback; a TRUST_PROXY given for the gateway's load balancer is not its own.
    TRUST_PROXY: 'loopback',
  },
);
try {
  await waitForHealth(`http://127.0.0.1:${storeApiPort}/healthz`, 120_000);
} catch (error) {
  console.error(String(error));
  await stop(1);
}
start(
  'gateway',
  process.execPath,
  dev ? [...tsx, '--watch', 'gateway/src/main.ts'] : ['gateway/dist/main.js'],
  {
    GATEWAY_PORT: gatewayPort,
    STORE_API_URL: storeApiUrl,
  },
);
await waitForHealth(`http://127.0.0.1:${gatewayPort}/healthz`, 60_000).catch(async (error) => {
  console.error(String(error));
  await stop(1);
});
if (dev) {
  // Vite proxies GraphQL and uploads to this gateway port, and prints its own address (another port when taken).
  start(
    'web',
    process.execPath,
    ['../node_modules/vite/bin/vite.js'],
    { GATEWAY_PORT: gatewayPort, WEB_DEV_PORT: webDevPort },
    `${root}web`,
  );
  console.log(
    `\nThe store (dev) is starting at http://localhost:${webDevPort} (Vite's "Local:" line below says if it took another port; GraphQL at http://localhost:${gatewayPort}/graphql)\n`,
  );
} else {
  console.log(
    `\nThe store is running at http://localhost:${gatewayPort} (GraphQL and Apollo Sandbox at /graphql). Ctrl-C stops it.\n`,
  );
}
