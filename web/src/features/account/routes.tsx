import type { RouteObject } from 'react-router';

import { GuestOnly } from '../../shared/session/GuestOnly';
import { RequireAuth } from '../../shared/session/RequireAuth';

/**
 * Sign-in and account screens, each downloaded on first visit; `app/routes.tsx` mounts them under the layout.
 * /login and /register are for visitors only; everything under /my-account except the password pages needs a
 * login (RequireAuth sends visitors to /login and back).
 */
export const routes: RouteObject[] = [
  {
    Component: GuestOnly,
    children: [
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('./routes/LoginRoute')).LoginRoute }),
      },
      {
        path: 'register',
        lazy: async () => ({ Component: (await import('./routes/RegisterRoute')).RegisterRoute }),
      },
    ],
  },
  {
    path: 'create-account/:token',
    lazy: async () => ({ Component: (await import('./routes/CreateAccountRoute')).CreateAccountRoute }),
  },
  {
    path: 'my-account/lost-password',
    lazy: async () => ({ Component: (await import('./routes/LostPasswordRoute')).LostPasswordRoute }),
  },
  {
    path: 'my-account/reset-password',
    lazy: async () => ({ Component: (await import('./routes/ResetPasswordRoute')).ResetPasswordRoute }),
  },
  {
    Component: RequireAuth,
    children: [
      {
        path: 'my-account',
        lazy: async () => ({ Component: (await import('./components/AccountLayout')).AccountLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./routes/DashboardRoute')).DashboardRoute }),
          },
          {
            path: 'orders',
            lazy: async () => ({ Component: (await import('./routes/OrdersRoute')).OrdersRoute }),
          },
          {
            path: 'orders/:orderId',
            lazy: async () => ({ Component: (await import('./routes/OrderDetailRoute')).OrderDetailRoute }),
          },
          {
            path: 'addresses',
            lazy: async () => ({ Component: (await import('./routes/AddressesRoute')).AddressesRoute }),
          },
          {
            path: 'edit-address/:type',
            lazy: async () => ({ Component: (await import('./routes/EditAddressRoute')).EditAddressRoute }),
          },
          {
            path: 'add-address/billing',
            lazy: async () => ({ Component: (await import('./routes/EditAddressRoute')).AddAddressRoute }),
          },
          {
            path: 'account-details',
            lazy: async () => ({
              Component: (await import('./routes/AccountDetailsRoute')).AccountDetailsRoute,
            }),
          },
        ],
      },
    ],
  },
];
