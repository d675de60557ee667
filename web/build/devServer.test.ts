import { once } from 'node:events';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { graphql, http as msw, HttpResponse, passthrough } from 'msw';
import { createServer } from 'vite';
import { describe, expect, it, vi } from 'vitest';

import { notFoundMessages } from '../src/shared/errors/messages';
import { server } from '../test/msw/server';
import { devServerOptions } from './devServer';

describe('the dev server options', () => {
  it('listen on 5173 and proxy to the gateway on 4000 when no port is set', () => {
    expect(devServerOptions({})).toEqual({
      port: 5173,
      strictPort: false,
      proxy: { '/graphql': 'http://127.0.0.1:4000', '/storage': 'http://127.0.0.1:4000' },
    });
  });

  it('proxy to the gateway on GATEWAY_PORT and listen on WEB_DEV_PORT', () => {
    expect(devServerOptions({ GATEWAY_PORT: '4100', WEB_DEV_PORT: '5200' })).toEqual({
      port: 5200,
      strictPort: false,
      proxy: { '/graphql': 'http://127.0.0.1:4100', '/storage': 'http://127.0.0.1:4100' },
    });
  });

  it('take the next free port when WEB_DEV_PORT is taken, instead of refusing to start', () => {
    expect(devServerOptions({ WEB_DEV_PORT: '5200' }).strictPort).toBe(false);
  });

  it.each([
    ['GATEWAY_PORT', 'four thousand'],
    ['GATEWAY_PORT', '0'],
    ['WEB_DEV_PORT', '70000'],
    ['WEB_DEV_PORT', '-1'],
  ])('refuse %s=%s with a message naming the variable', (name, value) => {
    expect(() => devServerOptions({ [name]: value })).toThrow(
      `${name} must be a port number (1-65535), not "${value}".`,
    );
  });
});

describe('the dev server', () => {
  it('sends a page rendered on the server, as the gateway does, for the browser to hydrate while developing', async () => {
    // The gateway's GraphQL, at the network edge: every operation fails, as when store-api is down.
    const gatewayGraphql = graphql.link('http://127.0.0.1:4999/graphql');
    server.use(
      gatewayGraphql.operation(() => HttpResponse.json({ errors: [{ message: 'The store is down.' }] })),
    );
    // web/vite.config.ts, as `scripts/run.mjs --dev` starts it.
    vi.stubEnv('GATEWAY_PORT', '4999');
    const vite = await createServer({
      root: path.join(import.meta.dirname, '..'),
      configFile: path.join(import.meta.dirname, '../vite.config.ts'),
      mode: 'development',
      logLevel: 'silent',
      server: { middlewareMode: true, hmr: false },
    });
    vi.unstubAllEnvs();
    const http = createHttpServer(vite.middlewares).listen(0, '127.0.0.1');
    try {
      await once(http, 'listening');
      const { port } = http.address() as AddressInfo;
      server.use(msw.all(`http://127.0.0.1:${port}/*`, () => passthrough()));
      const response = await fetch(`http://127.0.0.1:${port}/no-such-page`, {
        headers: { accept: 'text/html' },
      });
      const html = await response.text();
      expect(response.status).toBe(404);
      expect(html).toContain(notFoundMessages.title);
      expect(html).toContain('<script id="page-state" type="application/json">');
      expect(html).not.toContain('<div class="app-shell">');
    } finally {
      http.close();
      await vite.close();
    }
  }, 120_000);
});
