import { once } from 'node:events';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { request } from 'undici';
import { loadConfig, type GatewayConfig } from '../../src/config.js';
import { createHttpServer } from '../../src/http-server.js';
import { createGateway, type Gateway, type GatewayOptions } from '../../src/server.js';

export interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  [key: string]: unknown;
}

export interface RunningGateway {
  url: string;
  gateway: Gateway;
  config: GatewayConfig;
  logs: LogLine[];
  /** The same lines as the gateway wrote them (JSON text), for what parsing would hide, such as a repeated key. */
  lines: string[];
  close(): Promise<void>;
}

/**
 * A web build to serve, as the gateway's environment: index.html (with the place for a rendered page),
 * fingerprinted assets and, when given, the source of the server entry that renders pages (WEB_SERVER_ENTRY), in
 * one render thread.
 */
export function fakeWebDist(serverEntry?: string): {
  WEB_DIST: string;
  WEB_SERVER_ENTRY: string;
  WEB_RENDER_THREADS: string;
} {
  const dir = mkdtempSync(path.join(tmpdir(), 'gateway-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Storefront</title></head>' +
      '<body><div id="root"><!--app-html--><p>Loading...</p><!--/app-html--></div></body></html>',
  );
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app-1a2b3c.js'), 'console.log("storefront")');
  // Large enough to be worth compressing, like a real bundle.
  writeFileSync(
    path.join(dir, 'assets', 'vendor-4d5e6f.js'),
    'export const catalog = "storefront";\n'.repeat(400),
  );
  // Outside the served directory, as web/dist-server is.
  const entry = path.join(mkdtempSync(path.join(tmpdir(), 'gateway-web-server-')), 'entry-server.js');
  if (serverEntry !== undefined) writeFileSync(entry, serverEntry);
  // One render thread whatever the machine: the tests count renders at once, and renders an entry's state counts.
  return { WEB_DIST: dir, WEB_SERVER_ENTRY: entry, WEB_RENDER_THREADS: '1' };
}

/** The gateway as `npm start` runs it, on a random port, against the given store-api URL. */
export async function startGateway(
  storeApiUrl: string,
  env: Record<string, string> = {},
  options: GatewayOptions = {},
): Promise<RunningGateway> {
  const config = loadConfig({
    STORE_API_URL: storeApiUrl,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    UPSTREAM_TIMEOUT_MS: '2000',
    ...fakeWebDist(),
    ...env,
  });
  const logs: LogLine[] = [];
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line) continue;
        lines.push(line);
        logs.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  const gateway = await createGateway(config, { logger: pino({ level: 'info' }, sink), ...options });
  const server: Server = createHttpServer(gateway.app, config).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    gateway,
    config,
    logs,
    lines,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.stop();
    },
  };
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  /** The answer, without `extensions.cost`, which every answer carries (below). */
  body: {
    data?: T | null;
    errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
    extensions?: Record<string, unknown>;
  };
  /** The answer's `extensions.cost` (cost-limits.ts), apart: tests of other things compare whole bodies. */
  cost: Record<string, unknown> | undefined;
}

export interface CallOptions {
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  operationName?: string;
}

/** POSTs one operation as the web app does (JSON, no preflight header needed). */
export async function graphql<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<GraphQLResponse<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  // undici's request (not fetch) so that tests can set any header, Host included.
  const response = await request(`${url}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      query,
      variables,
      ...(options.operationName ? { operationName: options.operationName } : {}),
    }),
  });
  const text = await response.body.text();
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    for (const item of Array.isArray(value) ? value : [value ?? '']) responseHeaders.append(name, item);
  }
  const { body, cost } = withoutCost(JSON.parse(text) as GraphQLResponse<T>['body']);
  return { status: response.statusCode, headers: responseHeaders, body, cost };
}

/** An answer's `extensions.cost` apart from the rest of it (and no `extensions` when nothing else was there). */
export function withoutCost<Body extends { extensions?: Record<string, unknown> }>(
  answer: Body,
): { body: Body; cost: Record<string, unknown> | undefined } {
  if (!answer.extensions || !('cost' in answer.extensions)) return { body: answer, cost: undefined };
  const { cost, ...extensions } = answer.extensions;
  const { extensions: _extensions, ...rest } = answer;
  const body = (Object.keys(extensions).length > 0 ? { ...rest, extensions } : rest) as Body;
  return { body, cost: cost as Record<string, unknown> };
}

/** A port nothing listens on: store-api is "down". */
export async function closedPort(): Promise<number> {
  const { createServer } = await import('node:net');
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
