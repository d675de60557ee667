import { type RouteObject, useRoutes } from 'react-router';

import { routes as accountRoutes } from '../features/account/routes';
import { routes as catalogRoutes } from '../features/catalog/routes';
import { HomeRoute } from '../features/home/routes/HomeRoute';
import { ErrorBoundary } from '../shared/errors/ErrorBoundary';
import { routes as shoppingRoutes } from '../features/shopping/routes';
import { lazyComponent } from '../shared/lib/lazyComponent';
import { RootLayout } from './routes/RootLayout';

/** The staff screens (web/src/staff), which the server renderer leaves to the browser. */
export const StaffScreens = lazyComponent(async () => (await import('../staff/StaffApp')).StaffApp);

/**
 * The route tree. The home page is bundled with the entry (it is where most visits start); every other screen
 * is downloaded on its first visit (`lazyComponent`). Declarative routes rather than a data router: we load data
 * with Apollo, not route loaders, and the data router's code was 17 kB (gzip) of the first visit's JavaScript.
 */
export const routes: RouteObject[] = [
  // The back office: its own chunk, layout and GraphQL endpoint; nothing of the storefront around it.
  { path: 'staff/*', Component: StaffScreens },
  {
    Component: RootLayout,
    children: [
      { index: true, Component: HomeRoute },
      ...catalogRoutes,
      ...accountRoutes,
      ...shoppingRoutes,
      {
        path: '*',
        Component: lazyComponent(
          async () => (await import('../features/not-found/routes/NotFoundRoute')).NotFoundRoute,
        ),
      },
    ],
  },
];

/**
 * The store's screens for the current address; the browser and the tests put it inside their router. An error
 * the layout itself throws shows the error page without header and footer.
 */
export function AppRoutes() {
  return <ErrorBoundary>{useRoutes(routes)}</ErrorBoundary>;
}
