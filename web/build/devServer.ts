import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ServerOptions } from 'vite';

import type { RenderRequest, WebRenderer } from '../server/types';

type Env = Record<string, string | undefined>;

function port(env: Env, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(number >= 1 && number <= 65535))
    throw new Error(`${name} must be a port number (1-65535), not "${value}".`);
  return number;
}

/** The gateway the dev server talks to: GATEWAY_PORT on this machine (4000 unless set). */
function gatewayUrl(env: Env): string {
  return `http://127.0.0.1:${port(env, 'GATEWAY_PORT', 4000)}`;
}

/**
 * Vite's dev server, from the environment `scripts/run.mjs --dev` passes: it listens on WEB_DEV_PORT (5173 unless
 * set; the next free one when that is taken, and Vite prints which) and proxies GraphQL and uploaded files to the
 * gateway on GATEWAY_PORT (4000 unless set), so the browser talks to one origin, as in production where the
 * gateway also serves this app.
 */
export function devServerOptions(env: Env): ServerOptions {
  const gateway = gatewayUrl(env);
  return {
    port: port(env, 'WEB_DEV_PORT', 5173),
    strictPort: false,
    proxy: { '/graphql': gateway, '/storage': gateway },
  };
}

/** Where index.html holds the loading shell that a rendered page replaces (as in gateway/src/web-app.ts). */
const APP_HTML = /\s*<!--app-html-->[\s\S]*<!--\/app-html-->\s*/;

/** A page waits this long for its data at most, as in the gateway; then the browser renders it alone. */
const RENDER_BUDGET_MS = 5000;

/**
 * The dev server renders every page on the server too, with src/entry-server.tsx as the gateway does in
 * production, so the browser hydrates the same HTML in development: a hydration mismatch shows while developing
 * (React names it in the console), not first in a build. The page's operations go to the gateway's GraphQL as
 * the visitor's (their cookies). A page the renderer leaves to the browser (account, checkout, /staff), or one it
 * could not render, is index.html's loading shell, as in production.
 */
export function renderOnServer(env: Env): Plugin {
  const graphql = `${gatewayUrl(env)}/graphql`;
  return {
    name: 'render-on-server',
    // Vite's dev server; not the one Vitest runs the tests in.
    apply: (_config, { command, mode }) => command === 'serve' && mode !== 'test',
    configureServer(server) {
      // After Vite's own middlewares, which have answered the modules and files and pointed a page's address
      // (req.originalUrl) at /index.html; before the one that serves index.html.
      return () => {
        server.middlewares.use((req, res, next) => {
          const url = req.originalUrl ?? '/';
          if (req.method !== 'GET' || req.url !== '/index.html') return next();
          void (async () => {
            const template = await readFile(path.join(server.config.root, 'index.html'), 'utf8');
            const html = await server.transformIndexHtml(url, template, url);
            const renderer = (await server.ssrLoadModule('/src/entry-server.tsx')) as WebRenderer;
            // Vite transforms the app's modules as they load: that is not the page's budget.
            await renderer.prepare?.();
            const cookie = req.headers.cookie;
            const page = await renderer.renderPage({
              url,
              cookie,
              execute: async (operation) => {
                const response = await fetch(graphql, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
                  body: JSON.stringify(operation),
                });
                return (await response.json()) as Awaited<ReturnType<RenderRequest['execute']>>;
              },
              signal: AbortSignal.timeout(RENDER_BUDGET_MS),
            });
            if (!page) return next();
            res.statusCode = page.status;
            res.setHeader('content-type', 'text/html');
            res.setHeader('cache-control', 'no-store');
            res.end(html.replace(APP_HTML, () => page.html).replace('</head>', () => `${page.head}</head>`));
          })().catch((error: unknown) => {
            if (error instanceof Error) server.ssrFixStacktrace(error);
            server.config.logger.error(
              `Could not render ${url} on the server; the browser will.\n${String(error)}`,
            );
            next();
          });
        });
      };
    },
  };
}
