import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type express from 'express';

/** Where the store's own explorer lives; its files are under it. */
export const EXPLORER_PATH = '/graphql/explorer';

const require = createRequire(import.meta.url);
/** A file a package publishes for browsers (a UMD build), found from its package.json, which every package exports. */
const published = (pkg: string, file: string) =>
  path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);

/**
 * GraphiQL's browser build and the React it was built for (React 18's UMD build: React 19 has none; the gateway's
 * own copy, apart from the web app's React), served from node_modules: the explorer needs no CDN and no internet.
 */
const FILES: Record<string, { file: string; type: string }> = {
  'react.js': { file: published('react', 'umd/react.production.min.js'), type: 'text/javascript' },
  'react-dom.js': {
    file: published('react-dom', 'umd/react-dom.production.min.js'),
    type: 'text/javascript',
  },
  'graphiql.js': { file: published('graphiql', 'graphiql.min.js'), type: 'text/javascript' },
  'graphiql.css': { file: published('graphiql', 'graphiql.min.css'), type: 'text/css' },
};

const DEFAULT_QUERY = `# The store's GraphQL explorer, served by the gateway itself: it works without internet access.
#
# Logged in to the store in this browser? Your session cookie is sent with every request.
# An integration's token: open "Headers" below and enter
#   {"Authorization": "Bearer <your session token or API key>"}
# (headers are not saved in this browser). docs/integrators.md is the guide.

query Categories {
  categories {
    id
    name
    slug
  }
}
`;

/** Our start-up script: a file of its own, so the page's Content-Security-Policy needs no inline script. */
const START = `'use strict';
(function () {
  var root = document.getElementById('graphiql');
  root.textContent = '';
  ReactDOM.createRoot(root).render(
    React.createElement(GraphiQL, {
      fetcher: GraphiQL.createFetcher({ url: '/graphql' }),
      defaultQuery: ${JSON.stringify(DEFAULT_QUERY)},
      defaultHeaders: '{}',
      shouldPersistHeaders: false,
      defaultEditorToolsVisibility: 'headers',
    }),
  );
})();
`;

const STYLE =
  'html, body, #graphiql { height: 100%; margin: 0; } #graphiql { font-family: system-ui, sans-serif; }';

/** The explorer's page: only files of this origin, so it loads offline and under a strict policy. */
export const EXPLORER_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>GraphQL explorer · Garden State Tobacco Wholesale</title>
    <link rel="stylesheet" href="${EXPLORER_PATH}/graphiql.css" />
    <link rel="stylesheet" href="${EXPLORER_PATH}/explorer.css" />
  </head>
  <body>
    <main id="graphiql">Loading the explorer…</main>
    <script src="${EXPLORER_PATH}/react.js"></script>
    <script src="${EXPLORER_PATH}/react-dom.js"></script>
    <script src="${EXPLORER_PATH}/graphiql.js"></script>
    <script src="${EXPLORER_PATH}/start.js"></script>
  </body>
</html>
`;

/**
 * GET /graphql/explorer: GraphiQL, with a Headers tab for `Authorization` (the session cookie is sent too). Mounted
 * before the /graphql endpoint, which would otherwise take these paths.
 */
export function serveExplorer(app: express.Express): void {
  const contents = new Map<string, { body: Buffer | string; type: string }>([
    ['start.js', { body: START, type: 'text/javascript' }],
    ['explorer.css', { body: STYLE, type: 'text/css' }],
    ...Object.entries(FILES).map(
      ([name, { file, type }]) => [name, { body: readFileSync(file), type }] as const,
    ),
  ]);
  app.get(EXPLORER_PATH, (_req, res) => {
    res.type('html').setHeader('cache-control', 'no-cache').send(EXPLORER_HTML);
  });
  app.get(`${EXPLORER_PATH}/:file`, (req, res, next) => {
    const found = contents.get(req.params.file);
    if (!found) return next();
    // Not fingerprinted: kept an hour, then asked again (a gateway upgrade may bring another GraphiQL).
    res.type(found.type).setHeader('cache-control', 'public, max-age=3600').send(found.body);
  });
}

/**
 * What GET /graphql shows a browser: Apollo Sandbox (from Apollo's CDN), whose offline message then links to the
 * store's own explorer; or, with GRAPHQL_LANDING_PAGE=explorer (a store without internet access), the explorer.
 */
export function landingPage<Context extends object>(
  choice: 'sandbox' | 'explorer',
): ApolloServerPlugin<Context> {
  if (choice === 'explorer') {
    return {
      serverWillStart: () =>
        Promise.resolve({ renderLandingPage: () => Promise.resolve({ html: EXPLORER_HTML }) }),
    };
  }
  const sandbox = ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true });
  return {
    async serverWillStart(service) {
      const listener = await sandbox.serverWillStart?.(service);
      if (!listener?.renderLandingPage) return listener;
      return {
        ...listener,
        async renderLandingPage() {
          const page = await listener.renderLandingPage!();
          return {
            html: async () => withExplorerLink(typeof page.html === 'string' ? page.html : await page.html()),
          };
        },
      };
    },
  };
}

const OFFLINE = 'it appears that you might be offline.</p>';
const EXPLORER_LINK = `<p>Open <a href="${EXPLORER_PATH}">the store's own explorer</a>, which works offline.</p>`;
/**
 * Sandbox's empty frame holder lies over the page; when Apollo's script did not load, it is taken away so that the
 * link beneath can be clicked. Run with the nonce of Sandbox's own page (its policy allows no other script).
 */
const UNCOVER = `window.addEventListener('load', function () {
  if (typeof window.EmbeddedSandbox === 'function') return;
  var holder = document.getElementById('embeddableSandbox');
  if (holder) holder.remove();
});`;

/** Sandbox's page with a link to the explorer beside its "cannot be loaded" message (or first, should that change). */
export function withExplorerLink(html: string): string {
  const linked = html.includes(OFFLINE)
    ? html.replace(OFFLINE, `${OFFLINE}\n  ${EXPLORER_LINK}`)
    : html.replace('<body>', `<body>\n    ${EXPLORER_LINK}`);
  const nonce = /<script nonce="([0-9a-f]+)"/.exec(html)?.[1];
  return nonce
    ? linked.replace('</body>', `<script nonce="${nonce}">${UNCOVER}</script>\n  </body>`)
    : linked;
}
