import type { RouteObject } from 'react-router';

import { routes as accountRoutes } from '../features/account/routes';
import { routes as catalogRoutes } from '../features/catalog/routes';
import { HomeRoute } from '../features/home/routes/HomeRoute';
import { routes as shoppingRoutes } from '../features/shopping/routes';
import { PageLoading } from '../shared/components/PageLoading';
import { RootLayout } from './routes/RootLayout';

/**
 * The route tree, shared by the browser router and the tests' memory router. The home page is bundled with the
 * entry (it is where most visits start); every other screen is a `lazy` route, downloaded on first visit.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        // Keeps header and footer on screen while a lazy page loads on the first visit.
        HydrateFallback: PageLoading,
        children: [
          { index: true, Component: HomeRoute },
          ...catalogRoutes,
          ...accountRoutes,
          ...shoppingRoutes,
          {
            path: '*',
            lazy: async () => {
              const { NotFoundRoute } = await import('../features/not-found/routes/NotFoundRoute');
              return { Component: NotFoundRoute };
            },
          },
        ],
      },
    ],
  },
];
