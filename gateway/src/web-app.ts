import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GraphQLRequest } from '@apollo/server';
import express, { type Request, type Response } from 'express';
import type { FormattedExecutionResult } from 'graphql';
import type { Logger } from 'pino';

/** A GraphQL operation as the web app sends it, and its answer as a client receives it. */
type Execute = (operation: GraphQLRequest) => Promise<FormattedExecutionResult>;

/** Runs operations as the caller of this page request, with the same rules as their own GraphQL requests. */
export type ExecuteAs = (req: Request, res: Response) => Execute;

/** The web app's server entry (web/src/entry-server.tsx), as the gateway uses it. */
interface WebRenderer {
  renderPage(request: {
    url: string;
    cookie: string | undefined;
    execute: Execute;
    signal: AbortSignal;
  }): Promise<{ html: string; head: string } | undefined>;
}

export interface WebAppOptions {
  /** The browser build: index.html and assets/. */
  webDist: string;
  /**
   * The server build's entry module; without it every page is the loading shell the browser renders into (as it
   * is for the pages the entry leaves to the browser).
   */
  serverEntry: string;
  executeAs: ExecuteAs;
  logger: Logger;
}

/** Paths that are never the web app. */
const API_PREFIXES = ['/graphql', '/storage', '/healthz', '/readyz', '/metrics', '/api'];

/**
 * A page waits this long for its data at most; what is rendered by then (loading states) is sent, and the browser
 * asks for the rest itself.
 */
const RENDER_BUDGET_MS = 1500;

/**
 * Where index.html holds the loading shell that the rendered page replaces, with the white space around it: the
 * root element must hold nothing but the page for the browser to hydrate it.
 */
const APP_HTML = /\s*<!--app-html-->[\s\S]*<!--\/app-html-->\s*/;

/**
 * The built web app at /. Every page of the SPA is rendered here, as its visitor sees it (prices only with a
 * session), so it paints before the app's JavaScript has arrived; the browser then hydrates it. Such a page is
 * never cached. Without a server build, or when rendering fails, the page is index.html's loading shell and the
 * app renders in the browser alone.
 */
export function serveWebApp(
  app: express.Express,
  { webDist, serverEntry, executeAs, logger }: WebAppOptions,
): void {
  const indexHtml = path.join(webDist, 'index.html');
  let renderer: Promise<WebRenderer | undefined> | undefined;
  const loadRenderer = () =>
    (renderer ??= existsSync(serverEntry)
      ? (import(pathToFileURL(serverEntry).href) as Promise<WebRenderer>).catch((error: unknown) => {
          logger.error(
            { err: error },
            'could not load the web app server entry; pages render in the browser',
          );
          return undefined;
        })
      : Promise.resolve(undefined));

  app.use(
    express.static(webDist, {
      index: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/: safe to keep for a year.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (API_PREFIXES.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`)))
      return next();
    // A missing file (with an extension) is a 404, not the app: a broken asset link must not get HTML.
    if (path.extname(req.path) !== '') return next();
    if (!existsSync(indexHtml)) {
      res.status(404).type('text/plain').send('The web app is not built. Run `npm run build -w web`.');
      return;
    }
    try {
      const html = await readFile(indexHtml, 'utf8');
      const rendered = req.method === 'GET' ? await renderPage(await loadRenderer(), req, res) : undefined;
      res.setHeader('cache-control', rendered ? 'no-store' : 'no-cache');
      res.type('html').send(rendered ? withPage(html, rendered) : html);
    } catch (error) {
      next(error);
    }
  });

  async function renderPage(renderer: WebRenderer | undefined, req: Request, res: Response) {
    if (!renderer) return undefined;
    try {
      return await renderer.renderPage({
        url: req.originalUrl,
        cookie: req.headers.cookie,
        execute: executeAs(req, res),
        signal: AbortSignal.timeout(RENDER_BUDGET_MS),
      });
    } catch (error) {
      logger.warn(
        { requestId: res.locals.requestId, err: error },
        'could not render a page; the browser will',
      );
      return undefined;
    }
  }
}

function withPage(html: string, { html: appHtml, head }: { html: string; head: string }): string {
  // Replacement functions: a `$` in the page's text must not be read as a replacement pattern.
  return html.replace(APP_HTML, () => appHtml).replace('</head>', () => `${head}</head>`);
}
