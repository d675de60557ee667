import type { RouteObject } from 'react-router';

import { lazyComponent } from '../../shared/lib/lazyComponent';
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
        Component: lazyComponent(async () => (await import('./routes/LoginRoute')).LoginRoute),
      },
      {
        path: 'register',
        Component: lazyComponent(async () => (await import('./routes/RegisterRoute')).RegisterRoute),
      },
    ],
  },
  {
    path: 'create-account/:token',
    Component: lazyComponent(async () => (await import('./routes/CreateAccountRoute')).CreateAccountRoute),
  },
  {
    path: 'my-account/lost-password',
    Component: lazyComponent(async () => (await import('./routes/LostPasswordRoute')).LostPasswordRoute),
  },
  {
    path: 'reorder-reminders/unsubscribe',
    Component: lazyComponent(
      async () => (await import('./routes/UnsubscribeRemindersRoute')).UnsubscribeRemindersRoute,
    ),
  },
  {
    path: 'my-account/reset-password',
    Component: lazyComponent(async () => (await import('./routes/ResetPasswordRoute')).ResetPasswordRoute),
  },
  {
    Component: RequireAuth,
    children: [
      {
        path: 'my-account',
        Component: lazyComponent(async () => (await import('./components/AccountLayout')).AccountLayout),
        children: [
          {
            index: true,
            Component: lazyComponent(async () => (await import('./routes/DashboardRoute')).DashboardRoute),
          },
          {
            path: 'orders',
            Component: lazyComponent(async () => (await import('./routes/OrdersRoute')).OrdersRoute),
          },
          {
            path: 'orders/:orderId/invoice',
            Component: lazyComponent(
              async () => (await import('./routes/OrderInvoiceRoute')).OrderInvoiceRoute,
            ),
          },
          {
            path: 'orders/:orderId',
            Component: lazyComponent(
              async () => (await import('./routes/OrderDetailRoute')).OrderDetailRoute,
            ),
          },
          {
            path: 'addresses',
            Component: lazyComponent(async () => (await import('./routes/AddressesRoute')).AddressesRoute),
          },
          {
            path: 'edit-address/:type',
            Component: lazyComponent(
              async () => (await import('./routes/EditAddressRoute')).EditAddressRoute,
            ),
          },
          {
            path: 'add-address/billing',
            Component: lazyComponent(async () => (await import('./routes/EditAddressRoute')).AddAddressRoute),
          },
          {
            path: 'shopping-lists',
            Component: lazyComponent(
              async () => (await import('./routes/ShoppingListsRoute')).ShoppingListsRoute,
            ),
          },
          {
            path: 'shopping-lists/:listId',
            Component: lazyComponent(
              async () => (await import('./routes/ShoppingListRoute')).ShoppingListRoute,
            ),
          },
          {
            path: 'api-access',
            Component: lazyComponent(async () => (await import('./routes/ApiAccessRoute')).ApiAccessRoute),
          },
          {
            path: 'webhooks',
            Component: lazyComponent(async () => (await import('./routes/WebhooksRoute')).WebhooksRoute),
          },
          {
            path: 'reorder-reminders',
            Component: lazyComponent(
              async () => (await import('./routes/ReorderRemindersRoute')).ReorderRemindersRoute,
            ),
          },
          {
            path: 'account-details',
            Component: lazyComponent(
              async () => (await import('./routes/AccountDetailsRoute')).AccountDetailsRoute,
            ),
          },
        ],
      },
    ],
  },
];
