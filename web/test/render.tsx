import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { createApolloClient } from '../src/app/apollo';
import { AppProviders } from '../src/app/AppProviders';
import { routes } from '../src/app/routes';
import { rememberAgeConfirmed } from '../src/features/age-gate/lib/age-confirmation';

interface RenderAppOptions {
  /** The URL the visitor opens. */
  path?: string;
  /** Whether the visitor already confirmed their age on this device; most tests are not about the age gate. */
  ageConfirmed?: boolean;
}

/** Renders the whole app (real routes and providers) at `path`; the network is answered by msw. */
export function renderApp({ path = '/', ageConfirmed = true }: RenderAppOptions = {}) {
  if (ageConfirmed) rememberAgeConfirmed();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = createApolloClient({ uri: 'http://localhost/graphql' });
  const user = userEvent.setup();
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, client };
}
