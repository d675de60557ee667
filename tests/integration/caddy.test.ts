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
const caddyVersion = spawnSync('caddy', ['version'], { encoding: 'utf8' });
const caddyInstalled = caddyVersion.status === 0;

/**
 * deploy/Caddyfile's request buffering as this Caddy names it: before 2.6.4 (Debian's 2.6.2) `buffer_requests`,
 * after it the Caddyfile's own default (`request_buffers 64KiB`, what the compose image runs).
 */
function requestBuffering(): Record<string, string> {
  const [major = 0, minor = 0, patch = 0] = (/\d+\.\d+\.\d+/.exec(caddyVersion.stdout ?? '')?.[0] ?? '')
    .split('.')
    .map(Number);
  const old = major * 10_000 + minor * 100 + patch < 20_604;
  return old ? { REQUEST_BUFFERING: 'buffer_requests' } : {};
}

/** A gateway stand-in: alive (/healthz), not ready (/readyz: its database is down), and answering the rest. */
interface FakeGateway {
  name: string;
  port: number;
  healthChecks: number;
  served: number;
  /** The X-Request-Id of each request served, in order. */
  requestIds: (string | undefined)[];
  stop(): Promise<void>;
  /** Answers again, on the same port. */
  start(): Promise<void>;
}

async function fakeGateway(name: string): Promise<FakeGateway> {
  const gateway = { name, port: 0, healthChecks: 0, served: 0, requestIds: [] } as unknown as FakeGateway;
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    if (request.url === '/healthz' || request.url === '/readyz') {
      gateway.healthChecks += 1;
      const alive = request.url === '/healthz';
      response.writeHead(alive ? 200 : 503, { 'content-type': 'application/json' });
      response.end(JSON.stringify(alive ? { status: 'ok' } : { status: 'unavailable' }));
      return;
    }
    gateway.served += 1;
    const requestId = request.headers['x-request-id'];
    gateway.requestIds.push(typeof requestId === 'string' ? requestId : undefined);
    // As the real gateway does: the session cookie on the way out, the request's id in the answer.
    response.writeHead(200, {
      'content-type': 'text/plain',
      'set-cookie': 'session=secret-session-token; HttpOnly',
      ...(typeof requestId === 'string' ? { 'x-request-id': requestId } : {}),
    });
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
/** Caddy's stdout alone: the access log, one JSON object a line. */
let caddyStdout = '';
let site: string;
const gateways: FakeGateway[] = [];

interface AccessLine {
  logger: string;
  request: { uri: string; headers: Record<string, string[]> };
  resp_headers: Record<string, string[]>;
  status: number;
}

/** Caddy's access log lines so far (JSON on stdout), newest last. */
function accessLines(): AccessLine[] {
  return caddyStdout
    .split('\n')
    .filter((line) => line.endsWith('}'))
    .map((line) => JSON.parse(line) as AccessLine);
}

async function accessLineOf(requestId: string): Promise<AccessLine> {
  let found: AccessLine | undefined;
  await until(() => {
    found = accessLines().find((line) => line.resp_headers['X-Request-Id']?.[0] === requestId);
    return found !== undefined;
  }, `no access line names ${requestId}`);
  return found!;
}

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
      ...requestBuffering(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  caddy.stdout!.on('data', (chunk: Buffer) => {
    caddyOutput += chunk.toString();
    caddyStdout += chunk.toString();
  });
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

  it("passes the client's own X-Request-Id to the gateway, back to the client and into its access log", async () => {
    const requestId = 'checkout-retry-7f3a9c';
    const response = await fetch(`${site}/catalog`, { headers: { 'x-request-id': requestId } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(requestId);
    expect(gateways.flatMap((gateway) => gateway.requestIds)).toContain(requestId);
    const line = await accessLineOf(requestId);
    expect(line.request.headers['X-Request-Id']).toEqual([requestId]);
    expect(line.status).toBe(200);
  });

  it('gives a request without a usable X-Request-Id a new one, which the gateway receives and the log names', async () => {
    for (const sent of [undefined, 'has spaces and is not an id', 'x'.repeat(101)]) {
      const served = gateways.flatMap((gateway) => gateway.requestIds).length;
      const response = await fetch(`${site}/catalog`, {
        headers: sent === undefined ? {} : { 'x-request-id': sent },
      });
      expect(response.status).toBe(200);
      const requestId = response.headers.get('x-request-id');
      expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      const received = gateways.flatMap((gateway) => gateway.requestIds);
      expect(received.length).toBe(served + 1);
      expect(received).toContain(requestId);
      await accessLineOf(requestId!);
    }
  });

  it('logs neither cookies, credentials, the session the gateway sets, nor query strings and link tokens', async () => {
    const requestId = 'no-secrets-in-the-log';
    await fetch(`${site}/my-account/reset-password?token=reset-token-123&email=buyer%40example.com`, {
      headers: {
        'x-request-id': requestId,
        cookie: 'session=secret-session-token',
        authorization: 'Bearer secret-api-key',
        referer: `${site}/create-account/create-token-456`,
      },
    });
    await fetch(`${site}/create-account/create-token-456`, { headers: { 'x-request-id': `${requestId}-2` } });
    const lines = [await accessLineOf(requestId), await accessLineOf(`${requestId}-2`)];
    expect(lines.map((line) => line.request.uri)).toEqual([
      '/my-account/reset-password?REDACTED',
      '/create-account/REDACTED',
    ]);
    const logged = JSON.stringify(lines);
    for (const secret of [
      'secret-session-token',
      'secret-api-key',
      'reset-token-123',
      'buyer',
      'create-token-456',
    ])
      expect(logged).not.toContain(secret);
  });

  it('sends every request to the other gateway while one does not answer at all', async () => {
    await gateways[0]!.stop();
    // Caddy learns that its kept-alive connections to the stopped gateway are closed when their FIN arrives; a
    // request written onto one in that instant fails and is not retried (it may have been received), whatever the
    // configuration. A crashed process closes its sockets the same way.
    await new Promise((resolve) => setTimeout(resolve, 200));
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
    // Even unanswered, the request has its id, in the answer and in the log.
    const requestId = api.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    expect((await accessLineOf(requestId!)).status).toBe(503);
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
