import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type Location,
  type NavigationType,
  type To,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router';

import { createApolloClient } from '../src/app/apollo';
import { AppProviders } from '../src/app/AppProviders';
import { AppRoutes } from '../src/app/routes';
import { rememberAgeConfirmed } from '../src/features/age-gate/lib/age-confirmation';

interface RenderAppOptions {
  /** The URL the visitor opens. */
  path?: string;
  /** Whether the visitor already confirmed their age on this device; most tests are not about the age gate. */
  ageConfirmed?: boolean;
}

/**
 * The tests' handle on the address bar: where the app is, going somewhere (`-1` is the back button) and
 * watching every address the app moves to.
 */
export interface TestRouter {
  readonly state: { location: Location; historyAction: NavigationType };
  navigate(to: To | number): void;
  subscribe(listener: (state: { location: Location }) => void): () => void;
}

/** Renders the whole app (real routes and providers) at `path`; the network is answered by msw. */
export function renderApp({ path = '/', ageConfirmed = true }: RenderAppOptions = {}) {
  if (ageConfirmed) rememberAgeConfirmed();
  const history = withManyListeners(createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  const router: TestRouter = {
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    // Wrap in `act` to let the app render the new address before asserting.
    navigate: (to) => {
      if (typeof to === 'number') history.go(to);
      else history.push(to);
    },
    subscribe: (listener) => history.listen(({ location }) => listener({ location })),
  };
  const client = createApolloClient({ uri: 'http://localhost/graphql' });
  const user = userEvent.setup();
  const view = render(
    <AppProviders client={client}>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </AppProviders>,
  );
  return { ...view, user, router, client };
}

type MemoryHistory = ReturnType<typeof createMemoryHistory>;

/** React Router's history calls one listener only; the router and a test's `subscribe` both need to hear it. */
function withManyListeners(history: MemoryHistory): MemoryHistory {
  type Listener = Parameters<MemoryHistory['listen']>[0];
  const listeners = new Set<Listener>();
  history.listen((update) => listeners.forEach((listener) => listener(update)));
  return new Proxy(history, {
    get: (target, key) =>
      key === 'listen'
        ? (listener: Listener) => {
            listeners.add(listener);
            return () => listeners.delete(listener);
          }
        : (Reflect.get(target, key) as unknown),
  });
}
