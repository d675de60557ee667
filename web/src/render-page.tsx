import { ApolloLink, Observable } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { print } from 'graphql';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';

import { createApolloClient } from './app/apollo';
import { AppProviders } from './app/AppProviders';
import { pageStateElement } from './app/pageState';
import { createStyleCache } from './app/serverStyles';
import { AppRoutes, routes, StaffScreens } from './app/routes';
import { isAgeConfirmedByCookie } from './features/age-gate/lib/age-confirmation';
import { storeYear } from './shared/config/store';
import { PageStatus, PageStatusContext } from './shared/errors/pageStatus';
import type { ServerRender } from './shared/lib/serverRender';
import { RequireAuth } from './shared/session/RequireAuth';
import type { RenderRequest, WebRenderer } from '../server/types';

// The page renderer of the web app's server entry (src/entry-server.tsx), which imports this module on its first
// render: the gateway's own thread loads the entry for its `renderKey` alone, and its render threads load this.

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
  const server: ServerRender = { ageConfirmed: isAgeConfirmedByCookie(cookie), year: storeYear() };
  // Emotion's server (its documented critical-CSS API) collects the page's CSS in the cache instead of writing
  // <style> elements beside the markup: those would go missing for a part that suspended and rendered again.
  const styles = createStyleCache();
  const emotion = createEmotionServer(styles);
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
        // React reports the abort's own reason for every part it had not finished, and by default prints each
        // with its stack on stderr, outside the gateway's log: a render out of time is already the gateway's
        // to log (as the shell it answers). Any other error is printed as React would.
        onError: (error) => {
          if (error !== signal.reason) console.error(error);
        },
      });
    },
  });
  // An aborted prerender still resolves, with the boundaries it had not finished as fallbacks that the browser
  // would render again (React error #419) and the gateway would share: a page out of time is no page.
  signal.throwIfAborted();
  return {
    html: result,
    head: styleElements(emotion, result) + pageStateElement({ apollo: client.extract(), server }),
    status: status.code,
  };
};

/**
 * The page's CSS as Emotion's server writes it: each global sheet of Chakra (the layer order, reset, tokens, body
 * styles) in an element of its own, then the class rules the markup uses, in one element naming them
 * (`data-emotion="css <names>"`), which the browser's Emotion cache reads when it is created.
 */
function styleElements(emotion: ReturnType<typeof createEmotionServer>, html: string): string {
  const { styles } = emotion.extractCriticalToChunks(html);
  return emotion.constructStyleTagsFromChunks({
    html,
    styles: styles.map((chunk) => ({ ...chunk, css: escapeStyle(chunk.css) })),
  });
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
