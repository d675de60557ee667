import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';

import { createApolloClient } from './app/apollo';
import { AppProviders } from './app/AppProviders';
import { restorePreloadedAnswers } from './app/preload';
import { AppRoutes } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const client = createApolloClient({ uri: '/graphql' });
restorePreloadedAnswers(client);

const root = createRoot(container);
// As a transition, the first render yields to the browser every few milliseconds instead of holding the main
// thread for the whole page: input stays responsive while the store renders (Lighthouse's Total Blocking Time).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders client={client}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
