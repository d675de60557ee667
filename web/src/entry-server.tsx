import { isAgeConfirmedByCookie } from './features/age-gate/lib/age-confirmation';
import type { WebRenderer } from '../server/types';

// The web app's server entry: the gateway imports the build of this file (web/dist-server) and renders every page
// request with it, so a visit paints the page from the HTML instead of waiting for the app's JavaScript. The
// browser then hydrates the HTML (src/app/hydrate.tsx, the last step of src/app/start.tsx, which src/main.tsx
// imports once the page has painted). Its exports are the `WebRenderer` of web/server/types.ts, which the package
// exports as `web/server` and the gateway mounts (gateway/src/web-app.ts).
//
// The renderer itself (React, the app, its styles) is a chunk of its own, loaded by `prepare` or the first render:
// the gateway decides which visitors share a page with `renderKey` on its own thread, and renders in threads of
// their own, so only those load the app.

/**
 * What of a request, besides its address and session, its page depends on: whether the visitor confirmed their
 * age. The gateway shares a visitor's page (no session) with the next visitors whose requests say the same.
 */
export const renderKey: WebRenderer['renderKey'] = (cookie) =>
  isAgeConfirmedByCookie(cookie) ? 'age-confirmed' : 'age-unconfirmed';

const loadApp = () => import('./render-page');

/**
 * The page at `url` as its visitor sees it, or nothing for a page the browser renders alone: the private screens
 * (account and checkout, under `RequireAuth`; the staff screens under /staff).
 */
export const renderPage: WebRenderer['renderPage'] = async (request) => (await loadApp()).renderPage(request);

/** Loads the app, which the first render would otherwise load within its page's budget. */
export const prepare: NonNullable<WebRenderer['prepare']> = async () => {
  await loadApp();
};
