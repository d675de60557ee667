import type { RouteObject } from 'react-router';

import { lazyComponent } from '../../shared/lib/lazyComponent';
import { RequireAuth } from '../../shared/session/RequireAuth';

/**
 * Cart, wishlist, checkout, quick order, contact and the static pages; `app/routes.tsx` mounts them under the layout. Every
 * screen is downloaded on its first visit.
 */
export const routes: RouteObject[] = [
  {
    path: 'cart',
    Component: lazyComponent(async () => (await import('./cart/CartRoute')).CartRoute),
  },
  {
    path: 'wishlist',
    Component: lazyComponent(async () => (await import('./wishlist/WishlistRoute')).WishlistRoute),
  },
  {
    // Private (spec section 2): a logged-out visitor logs in first and comes back here.
    Component: RequireAuth,
    children: [
      {
        path: 'checkout',
        Component: lazyComponent(async () => (await import('./checkout/CheckoutRoute')).CheckoutRoute),
      },
      {
        path: 'quick-order',
        Component: lazyComponent(async () => (await import('./quick-order/QuickOrderRoute')).QuickOrderRoute),
      },
    ],
  },
  {
    path: 'contact',
    Component: lazyComponent(async () => (await import('./contact/ContactRoute')).ContactRoute),
  },
  {
    path: 'about-us',
    Component: lazyComponent(async () => (await import('./static-pages/AboutUsRoute')).AboutUsRoute),
  },
  {
    path: 'privacy-policy',
    Component: lazyComponent(
      async () => (await import('./static-pages/PrivacyPolicyRoute')).PrivacyPolicyRoute,
    ),
  },
  {
    path: 'terms-and-conditions',
    Component: lazyComponent(async () => (await import('./static-pages/TermsRoute')).TermsRoute),
  },
];
