import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { createApolloClient } from './app/apollo';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const client = createApolloClient({ uri: '/graphql' });
const router = createBrowserRouter(routes);

createRoot(container).render(
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
