import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import express, { type Request, type Response } from 'express';

/** A query of the web app's dist/preload.json: what a page asks first, as the app sends it. */
export interface PreloadQuery {
  operationName: string;
  query: string;
}

/** A query's answer, written into the page for the app's cache. */
export interface PreloadedAnswer {
  operationName: string;
  data: Record<string, unknown>;
}

/** Runs the queries as the caller of this page request; answers only those that succeeded, or none. */
export type AnswerQueries = (
  req: Request,
  res: Response,
  queries: PreloadQuery[],
) => Promise<PreloadedAnswer[]>;

/** Paths that are never the web app. */
const API_PREFIXES = ['/graphql', '/storage', '/healthz', '/readyz', '/metrics', '/api'];

/** A page waits this long for its answers at most; after that it goes without (the app then asks itself). */
const PRELOAD_BUDGET_MS = 1500;

/** dist/preload.json: per path ('*' for every page), the queries to answer, and where the app reads the answers. */
interface PreloadManifest {
  elementId: string;
  pages: Record<string, PreloadQuery[]>;
}

/**
 * The built web app at /, with the SPA's routes answered by index.html. When the build lists queries for a page
 * (dist/preload.json), their answers travel inside the HTML, so the first render needs no GraphQL round trip.
 * They are the caller's own answers (prices only with a session), so such a page is never cached.
 */
export function serveWebApp(app: express.Express, webDist: string, answerQueries: AnswerQueries): void {
  const indexHtml = path.join(webDist, 'index.html');
  const preloadJson = path.join(webDist, 'preload.json');
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
      const manifest = req.method === 'GET' ? await readManifest(preloadJson) : undefined;
      const queries = manifest ? [...(manifest.pages['*'] ?? []), ...(manifest.pages[req.path] ?? [])] : [];
      const answers =
        queries.length > 0
          ? await Promise.race([
              answerQueries(req, res, queries),
              delay(PRELOAD_BUDGET_MS, [] as PreloadedAnswer[], { ref: false }),
            ])
          : [];
      const page = manifest && answers.length > 0 ? withAnswers(html, manifest.elementId, answers) : html;
      res.setHeader('cache-control', page === html ? 'no-cache' : 'no-store');
      res.type('html').send(page);
    } catch (error) {
      next(error);
    }
  });
}

/** The build's preload.json, when the build wrote one. */
async function readManifest(preloadJson: string): Promise<PreloadManifest | undefined> {
  if (!existsSync(preloadJson)) return undefined;
  return JSON.parse(await readFile(preloadJson, 'utf8')) as PreloadManifest;
}

/** The answers as JSON in a script element the browser does not run; `<` escaped so no text can close it. */
function withAnswers(html: string, elementId: string, answers: PreloadedAnswer[]): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  const element = `<script id="${elementId}" type="application/json">${json}</script>`;
  // Module scripts run after the whole document is parsed, so anywhere works; the head is where it belongs.
  return html.includes('</head>') ? html.replace('</head>', `${element}</head>`) : `${html}${element}`;
}
