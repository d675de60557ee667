import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';

import { createApolloClient } from './apollo';
import { AppProviders } from './AppProviders';
import { readPageState } from './pageState';
import { AppRoutes } from './routes';
import { createStyleCache } from './serverStyles';
import { getSystem } from './theme';

// The app in the browser, the last of the steps src/app/start.tsx evaluates: it hydrates the page the gateway
// rendered, or renders the app into the loading shell.

const client = createApolloClient({ uri: '/graphql' });
// A page the gateway rendered carries the answers it was rendered from; without them (a private screen, a render
// that failed) the page holds the loading shell and the app asks for its data itself.
const state = readPageState();

const app = (
  <StrictMode>
    <CacheProvider value={createStyleCache()}>
      <AppProviders
        client={client}
        server={state?.server}
        onReady={() => {
          client.prioritizeCacheValues = false;
        }}
      >
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </CacheProvider>
  </StrictMode>
);

/** Hydrates the server's HTML in `root` (or renders the app into it). */
export function hydrate(root: HTMLElement) {
  if (state) {
    client.restore(state.apollo);
    // Until the page is hydrated, queries that always ask the network (`network-only`, `cache-and-network`) answer
    // from the restored cache, as they did on the server: the first render must match the HTML.
    client.prioritizeCacheValues = true;
  }
  // The theme (src/app/theme.ts) is made before the render, in the task that restores the answers.
  getSystem();
  // As a transition, the first render (or hydration) yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page: input stays responsive meanwhile (Lighthouse's Total Blocking
  // Time).
  startTransition(() => {
    if (state) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
