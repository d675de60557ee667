import { ApolloLink, Observable } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { print } from 'graphql';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';

import { createApolloClient } from './app/apollo';
import { AppProviders } from './app/AppProviders';
import { pageStateElement } from './app/pageState';
import { SERVER_STYLES, SERVER_STYLES_GLOBAL, STYLE_KEY } from './app/serverStyles';
import { AppRoutes, routes, StaffScreens } from './app/routes';
import { isAgeConfirmedByCookie } from './features/age-gate/lib/age-confirmation';
import { PageStatus, PageStatusContext } from './shared/errors/pageStatus';
import { RequireAuth } from './shared/session/RequireAuth';
import type { RenderRequest, WebRenderer } from '../server/types';

// The web app's server entry: the gateway imports the build of this file (web/dist-server) and renders every page
// request with it, so a visit paints the page from the HTML instead of waiting for the app's JavaScript. The
// browser then hydrates the HTML (main.tsx). Its exports are the `WebRenderer` of web/server/types.ts, which the
// package exports as `web/server` and the gateway mounts (gateway/src/web-app.ts).

/**
 * What of a request, besides its address and session, its page depends on: whether the visitor confirmed their
 * age. The gateway shares a visitor's page (no session) with the next visitors whose requests say the same.
 */
export const renderKey: WebRenderer['renderKey'] = (cookie) =>
  isAgeConfirmedByCookie(cookie) ? 'age-confirmed' : 'age-unconfirmed';

/** Re-renders are needed for queries that depend on others' answers; the store's pages need two or three. */
const MAX_RENDERS = 10;

/**
 * The page at `url` as its visitor sees it, or nothing for a page the browser renders alone: the private screens
 * (account and checkout, under `RequireAuth`; the staff screens under /staff). No first visit opens them, they hold personal data, and the
 * checkout asks the store for the current cart on every visit anyway.
 */
export const renderPage: WebRenderer['renderPage'] = async ({ url, cookie, execute, signal }) => {
  const matched = matchRoutes(routes, url);
  if (matched?.some(({ route }) => route.Component === RequireAuth || route.Component === StaffScreens)) {
    return undefined;
  }
  const client = createApolloClient({ link: executeLink(execute), ssrMode: true });
  const server = { ageConfirmed: isAgeConfirmedByCookie(cookie) };
  // Emotion's compat mode collects the page's CSS in the cache instead of writing <style> elements beside the
  // markup: those would go missing for a part that suspended (a lazy screen) and rendered again.
  const styles = createCache({ key: STYLE_KEY });
  styles.compat = true;
  let status = new PageStatus();
  const { result } = await prerenderStatic({
    tree: (
      <StrictMode>
        <CacheProvider value={styles}>
          <AppProviders client={client} server={server}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </CacheProvider>
      </StrictMode>
    ),
    signal,
    maxRerenders: MAX_RENDERS,
    // The whole page inline: React otherwise moves large Suspense boundaries to the end of the HTML, to be
    // revealed by an inline script, which shows nothing without JavaScript and delays the first paint.
    // A new status for every render: the page's status is what its last render (the HTML sent) showed.
    renderFunction: (tree) => {
      status = new PageStatus();
      return prerenderToNodeStream(<PageStatusContext value={status}>{tree}</PageStatusContext>, {
        signal,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      });
    },
  });
  // An aborted prerender still resolves, with the boundaries it had not finished as fallbacks that the browser
  // would render again (React error #419) and the gateway would share: a page out of time is no page.
  signal.throwIfAborted();
  return {
    html: result,
    head: styleElements(styles) + pageStateElement({ apollo: client.extract(), server }),
    status: status.code,
  };
};

/**
 * The page's CSS: Chakra's global sheets (reset, tokens, body styles) in the order they were inserted, then the
 * class rules, in one element that names every class (`data-emotion="css-ssr <names>"`) for the browser's cache
 * (see `createStyleCache` in app/serverStyles.ts). `data-s` and the `css-ssr` name keep Emotion from moving the
 * elements when it starts: every move makes the browser restyle the whole page.
 */
function styleElements(cache: EmotionCache): string {
  const globals: string[] = [];
  const names: string[] = [];
  let rules = '';
  for (const [name, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${name}`] === undefined) globals.push(escapeStyle(css));
    else {
      names.push(name);
      rules += escapeStyle(css);
    }
  }
  const element = (id: string, css: string) => `<style data-emotion="${id}" data-s="">${css}</style>`;
  return (
    element(SERVER_STYLES_GLOBAL, globals.join('')) + element(`${SERVER_STYLES} ${names.join(' ')}`, rules)
  );
}

/**
 * CSS inside a `<style>` element: only `</` can close it, and only inside a CSS string (a URL from the store,
 * say) can it occur, where `<\/` reads the same. Any other `<` stays as it is (media queries compare with it).
 */
function escapeStyle(css: string): string {
  return css.replaceAll('</', '<\\/');
}

/** The Apollo link of a server render: operations run in the gateway's process, not over the network. */
function executeLink(execute: RenderRequest['execute']): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          operationName: operation.operationName,
          variables: operation.variables,
        }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}
