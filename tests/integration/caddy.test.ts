import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, repoRoot } from '../support/processes.js';

// deploy/Caddyfile as compose runs it, with loopback addresses in place of the compose names, in front of two tiny
// servers standing in for the gateways. Caddy is a system package (.ci/run installs it); without it, skipped.
const caddyInstalled = spawnSync('caddy', ['version']).status === 0;

/** A gateway stand-in: alive (/healthz), not ready (/readyz: its database is down), and answering the rest. */
interface FakeGateway {
  name: string;
  port: number;
  healthChecks: number;
  served: number;
  stop(): Promise<void>;
  /** Answers again, on the same port. */
  start(): Promise<void>;
}

async function fakeGateway(name: string): Promise<FakeGateway> {
  const gateway = { name, port: 0, healthChecks: 0, served: 0 } as FakeGateway;
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    if (request.url === '/healthz' || request.url === '/readyz') {
      gateway.healthChecks += 1;
      const alive = request.url === '/healthz';
      response.writeHead(alive ? 200 : 503, { 'content-type': 'application/json' });
      response.end(JSON.stringify(alive ? { status: 'ok' } : { status: 'unavailable' }));
      return;
    }
    gateway.served += 1;
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end(name);
  };
  let server: Server | undefined;
  gateway.start = async () => {
    server = createServer(handler);
    server.listen(gateway.port, '127.0.0.1');
    await once(server, 'listening');
    gateway.port = (server.address() as { port: number }).port;
  };
  gateway.stop = async () => {
    const stopping = server;
    server = undefined;
    if (!stopping) return;
    stopping.closeAllConnections();
    await new Promise((resolve) => stopping.close(resolve));
  };
  await gateway.start();
  return gateway;
}

let home: string;
let caddy: ChildProcess | undefined;
let caddyOutput = '';
let site: string;
const gateways: FakeGateway[] = [];

async function until(condition: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} after ${timeoutMs} ms. Caddy said:\n${caddyOutput}`);
    await delay(50);
  }
}

beforeAll(async () => {
  if (!caddyInstalled) return;
  home = await mkdtemp(path.join(tmpdir(), 'caddy-'));
  gateways.push(await fakeGateway('gateway-1'), await fakeGateway('gateway-2'));
  site = `http://127.0.0.1:${await freePort()}`;
  caddy = spawn('caddy', ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      // Caddy keeps its state under these; nothing of the machine's own.
      HOME: home,
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
      SITE_ADDRESS: site,
      GATEWAY_1: `127.0.0.1:${gateways[0]!.port}`,
      GATEWAY_2: `127.0.0.1:${gateways[1]!.port}`,
      CADDY_ADMIN: `127.0.0.1:${await freePort()}`,
      ERROR_PAGES: path.join(repoRoot, 'deploy/errors'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  caddy.stdout!.on('data', (chunk: Buffer) => (caddyOutput += chunk.toString()));
  caddy.stderr!.on('data', (chunk: Buffer) => (caddyOutput += chunk.toString()));
  // Caddy checks each upstream as it starts: past that, a gateway it judged down would be left out.
  await until(
    () => gateways.every((gateway) => gateway.healthChecks > 0),
    'no health check reached the gateways',
  );
  await delay(300);
});

afterAll(async () => {
  if (caddy && caddy.exitCode === null) {
    const exited = once(caddy, 'exit');
    caddy.kill('SIGTERM');
    await exited;
  }
  await Promise.all(gateways.map((gateway) => gateway.stop()));
  if (home) await rm(home, { recursive: true, force: true });
});

describe.skipIf(!caddyInstalled)('Caddy in front of the gateways (deploy/Caddyfile)', () => {
  it('keeps sending requests to gateways whose /readyz fails (their database is down) while /healthz answers', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await fetch(`${site}/catalog`);
      expect(response.status).toBe(200);
      answers.push(await response.text());
    }
    expect(new Set(answers)).toEqual(new Set(['gateway-1', 'gateway-2']));
  });

  it('sends every request to the other gateway while one does not answer at all', async () => {
    await gateways[0]!.stop();
    const answers: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await fetch(`${site}/catalog`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(200);
      answers.push(await response.text());
    }
    expect(answers).toEqual(['gateway-2', 'gateway-2', 'gateway-2', 'gateway-2']);
  });

  it('shows our page with 503 and Retry-After when no gateway is up, and GraphQL clients a coded error', async () => {
    await gateways[1]!.stop();

    const page = await fetch(`${site}/products/cedar-humidor`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('10');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('The store is unavailable right now');

    const api = await fetch(`${site}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ categories { slug } }' }),
    });
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('10');
    expect(await api.json()).toEqual({
      errors: [
        {
          message: 'The store is unavailable right now. Please try again in a moment.',
          extensions: { code: 'UPSTREAM_UNAVAILABLE' },
        },
      ],
    });
  });

  it('takes a gateway back within 10 s of it answering again', async () => {
    await gateways[0]!.start();
    const started = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - started < 15_000) {
      status = (await fetch(`${site}/catalog`)).status;
      if (status !== 200) await delay(250);
    }
    expect(status).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_500);
  });
});
