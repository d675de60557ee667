import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type Request, type Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import type { RenderedPage, RenderRequest, WebRenderer } from 'web/server';
import { RenderThreads } from './render-threads.js';

/** Runs operations as the caller of this page request, with the same rules as their own GraphQL requests. */
type ExecuteAs = (req: Request, res: Response) => RenderRequest['execute'];

export interface WebAppOptions {
  /** The browser build: index.html and assets/. */
  webDist: string;
  /**
   * A file to load the web app's server renderer from instead of the `web/server` module (tests, another build);
   * without a renderer every page is the loading shell the browser renders into (as it is for the pages the
   * renderer leaves to the browser).
   */
  serverEntry?: string | undefined;
  executeAs: ExecuteAs;
  /** Threads that render pages, each several at a time; the gateway's own thread only shares and sends them. */
  renderThreads: number;
  /** Whether the request carries no session: its page is any visitor's, and may be shared. */
  isAnonymous: (req: Request) => boolean;
  /** How long a visitor's page is shared with the next visitors of the same address; 0 renders every time. */
  anonymousPageTtlMs: number;
  /** How much of those pages is kept, in characters of HTML; the least recently used go first. */
  anonymousPageMaxBytes: number;
  logger: Logger;
}

/** A visitor's page as shared: `page` is undefined for a page the server entry leaves to the browser. */
interface SharedPage {
  page: RenderedPage | undefined;
  /** When it was rendered (performance.now()). */
  renderedAt: number;
}

/** Paths that are never the web app. */
const API_PREFIXES = ['/graphql', '/storage', '/healthz', '/readyz', '/metrics', '/api'];

/**
 * A page waits this long for its data at most; what is rendered by then (loading states) is sent, and the browser
 * asks for the rest itself.
 */
const RENDER_BUDGET_MS = 1500;

/**
 * How long a page that visitors share may render at most. Past the budget of the visitors who asked for it (they
 * get the loading shell), it goes on for the next ones: cut at the first visitor's budget, it would be started again
 * by the next visitor and cut again, and on a busy machine no visitor would get it.
 */
const SHARED_RENDER_LIMIT_MS = 10_000;

/**
 * Renders in progress at most, for each render thread. Rendering is CPU work (35-60 ms a page, warm, on a quiet
 * 2-core machine) that a thread does one page at a time between their data's answers: beyond this, a page request
 * waits in line for a render to end.
 */
const MAX_RENDERS_PER_THREAD = 4;

/**
 * Page requests waiting in line at most, each for at most half the render budget: past either, the page is the
 * loading shell at once (the browser renders it). A visitor's page the gateway could render a moment later is not
 * worth the shell, which shows nothing of the store until the app's JavaScript has arrived (issue 34 item 4).
 */
const MAX_WAITING = 32;
const MAX_WAIT_MS = RENDER_BUDGET_MS / 2;

/**
 * Where index.html holds the loading shell that the rendered page replaces, with the white space around it: the
 * root element must hold nothing but the page for the browser to hydrate it.
 */
const APP_HTML = /\s*<!--app-html-->[\s\S]*<!--\/app-html-->\s*/;

/**
 * The built web app at /. Every page of the SPA is rendered on the server, in threads of its own
 * (render-threads.ts), as its visitor sees it (prices only with a session), so it paints before the app's JavaScript has arrived; the browser then hydrates it. A page without a
 * session holds catalog data only (no prices, no cart): it is shared with the next visitors of the same address
 * for `anonymousPageTtlMs`, like the catalog cache. No page is cached by browsers or proxies. Without a server
 * build, when rendering fails or too many pages are rendering, the page is index.html's loading shell and the app
 * renders in the browser alone.
 */
export function serveWebApp(
  app: express.Express,
  {
    webDist,
    serverEntry,
    executeAs,
    renderThreads,
    isAnonymous,
    anonymousPageTtlMs,
    anonymousPageMaxBytes,
    logger,
  }: WebAppOptions,
): { close(): Promise<void> } {
  const indexHtml = path.join(webDist, 'index.html');
  let threads: RenderThreads | undefined;
  let closed = false;
  let renderer: Promise<WebRenderer | undefined> | undefined;
  // The entry on this thread gives `renderKey` (it leaves the app itself to the render threads); the threads load
  // it again, and the app, to render. All start with the gateway, so that its first visitors get their pages.
  const loadRenderer = () =>
    (renderer ??= loadWebRenderer(serverEntry, logger).then((loaded) => {
      if (!loaded || closed) return undefined;
      threads = new RenderThreads(loaded.url, renderThreads, logger);
      threads.start();
      return { renderKey: (cookie) => loaded.renderKey(cookie), renderPage: threads.renderPage };
    }));
  void loadRenderer();

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
      // The nonce is this response's (security-headers.ts): a shared page is stored without one.
      res
        .status(rendered?.status ?? 200)
        .type('html')
        .send(withNonce(rendered ? withPage(html, rendered) : html, res.locals.cspNonce));
    } catch (error) {
      next(error);
    }
  });

  // Bounded by size, not count: a page is 100-250 KB, and the gateway's heap is 128 MB (npm start).
  const sharedPages =
    anonymousPageTtlMs > 0 && anonymousPageMaxBytes > 0
      ? new LRUCache<string, SharedPage>({
          maxSize: anonymousPageMaxBytes,
          sizeCalculation: ({ page }) => Math.max(1, (page?.html.length ?? 0) + (page?.head.length ?? 0)),
          // Kept for a second period past its time: sent while it is rendered anew (below).
          ttl: 2 * anonymousPageTtlMs,
        })
      : undefined;
  // Visitors' pages being rendered, by their key in sharedPages: the visitors who ask the same page meanwhile wait
  // for that render instead of starting their own (and each taking a render's place).
  const sharedRenders = new Map<string, Promise<RenderedPage | undefined>>();
  const slots = new RenderSlots(MAX_RENDERS_PER_THREAD * renderThreads, MAX_WAITING);

  async function renderPage(
    renderer: WebRenderer | undefined,
    req: Request,
    res: Response,
  ): Promise<RenderedPage | undefined> {
    if (!renderer) return undefined;
    const key =
      sharedPages && isAnonymous(req)
        ? `${renderer.renderKey(req.headers.cookie)} ${req.originalUrl}`
        : undefined;
    if (key === undefined) return render(renderer, req, res, undefined, RENDER_BUDGET_MS);
    const shared = sharedPages?.get(key);
    let pending = sharedRenders.get(key);
    if (shared && performance.now() - shared.renderedAt < anonymousPageTtlMs) return shared.page;
    if (!pending) {
      pending = render(renderer, req, res, key, SHARED_RENDER_LIMIT_MS).finally(() =>
        sharedRenders.delete(key),
      );
      sharedRenders.set(key, pending);
    }
    // A page past its time, but within a second period, is sent while it is rendered anew for the next visitors:
    // the visitor gets the store at once rather than waiting for a render (or getting the shell when it fails).
    return shared ? shared.page : within(pending, RENDER_BUDGET_MS);
  }

  /** A render, given `limitMs` at most from now, the wait for its turn included. */
  async function render(
    renderer: WebRenderer,
    req: Request,
    res: Response,
    key: string | undefined,
    limitMs: number,
  ): Promise<RenderedPage | undefined> {
    const arrived = performance.now();
    if (!(await slots.take(MAX_WAIT_MS))) return undefined;
    try {
      const page = await renderer.renderPage({
        url: req.originalUrl,
        cookie: req.headers.cookie,
        execute: executeAs(req, res),
        signal: AbortSignal.timeout(Math.max(1, Math.round(limitMs - (performance.now() - arrived)))),
      });
      if (key !== undefined) sharedPages?.set(key, { page, renderedAt: performance.now() });
      return page;
    } catch (error) {
      // Running out of time is expected under load: said in words, not as the abort's stack with every constant
      // DOMException has. Any other failure keeps its error.
      const outOfTime = error instanceof DOMException && error.name === 'TimeoutError';
      logger.warn(
        {
          requestId: res.locals.requestId,
          ...(outOfTime ? { reason: `not rendered within ${limitMs} ms` } : { err: error }),
        },
        'could not render a page; the browser will',
      );
      return undefined;
    } finally {
      slots.release();
    }
  }

  return {
    async close() {
      closed = true;
      await renderer;
      await threads?.close();
    },
  };
}

/** What `promise` gives within `ms`, or undefined past it. */
async function within<T>(promise: Promise<T | undefined>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, ms, undefined)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** At most `size` renders at once; the next ones wait in line (at most `queue` of them), first come first served. */
class RenderSlots {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly size: number,
    private readonly queue: number,
  ) {}

  /** Whether a render may start: at once, or within `waitMs`; false when the line is full or the wait too long. */
  take(waitMs: number): Promise<boolean> {
    if (this.busy < this.size) {
      this.busy += 1;
      return Promise.resolve(true);
    }
    if (this.waiting.length >= this.queue) return Promise.resolve(false);
    return new Promise((resolve) => {
      const turn = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(turn), 1);
        resolve(false);
      }, waitMs);
      this.waiting.push(turn);
    });
  }

  /** A render ended: its place goes to the first in line, if any. */
  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.busy -= 1;
  }
}

/**
 * The web app's server renderer: the `web/server` module (web/dist-server, built by `npm run build -w web`), or the
 * module at `serverEntry`. Undefined, said once in the log, when there is no server build or the module is not a
 * renderer: pages then render in the browser alone.
 */
export async function loadWebRenderer(
  serverEntry: string | undefined,
  logger: Logger,
): Promise<(WebRenderer & { url: URL }) | undefined> {
  const url = serverEntry === undefined ? resolveWebServer() : pathToFileURL(serverEntry);
  if (url === undefined || !existsSync(url)) {
    logger.info(
      { serverEntry: url?.href ?? 'web/server' },
      'the web app has no server build (npm run build -w web); pages render in the browser',
    );
    return undefined;
  }
  let module: Partial<Record<keyof WebRenderer, unknown>>;
  try {
    module = (await import(url.href)) as typeof module;
  } catch (error) {
    logger.error(
      { err: error, serverEntry: url.href },
      'could not load the web app server renderer; pages render in the browser',
    );
    return undefined;
  }
  const { renderKey, renderPage } = module;
  if (typeof renderKey !== 'function' || typeof renderPage !== 'function') {
    logger.error(
      { serverEntry: url.href },
      'the web app server module exports no renderKey and renderPage; pages render in the browser',
    );
    return undefined;
  }
  return { renderKey, renderPage, url } as WebRenderer & { url: URL };
}

/** Where the `web/server` module's build is, as the package's `exports` say; undefined without the web package. */
function resolveWebServer(): URL | undefined {
  try {
    return new URL(import.meta.resolve('web/server'));
  } catch {
    return undefined;
  }
}

/**
 * Every script element of the page gets the response's nonce, which the Content-Security-Policy asks of inline
 * scripts: index.html's own, the build's start script and the page's state. Text from the store cannot add one:
 * React escapes `<` in the markup, the page state escapes it too, and styles cannot hold `</`.
 */
function withNonce(html: string, nonce: string): string {
  return html.replace(SCRIPT_TAG, `<script nonce="${nonce}"`);
}

const SCRIPT_TAG = /<script(?=[\s>])/gi;

function withPage(html: string, { html: appHtml, head }: RenderedPage): string {
  // Replacement functions: a `$` in the page's text must not be read as a replacement pattern.
  return html.replace(APP_HTML, () => appHtml).replace('</head>', () => `${head}</head>`);
}
