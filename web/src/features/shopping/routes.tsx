import type { RouteObject } from 'react-router';

import { RequireAuth } from '../../shared/session/RequireAuth';

/**
 * Cart, wishlist, checkout, contact and the static pages; `app/routes.tsx` mounts them under the layout. Every
 * screen is downloaded on its first visit.
 */
export const routes: RouteObject[] = [
  {
    path: 'cart',
    lazy: async () => {
      const { CartRoute } = await import('./cart/CartRoute');
      return { Component: CartRoute };
    },
  },
  {
    path: 'wishlist',
    lazy: async () => {
      const { WishlistRoute } = await import('./wishlist/WishlistRoute');
      return { Component: WishlistRoute };
    },
  },
  {
    // Private (spec section 2): a logged-out visitor logs in first and comes back here.
    Component: RequireAuth,
    children: [
      {
        path: 'checkout',
        lazy: async () => {
          const { CheckoutRoute } = await import('./checkout/CheckoutRoute');
          return { Component: CheckoutRoute };
        },
      },
    ],
  },
  {
    path: 'contact',
    lazy: async () => {
      const { ContactRoute } = await import('./contact/ContactRoute');
      return { Component: ContactRoute };
    },
  },
  {
    path: 'about-us',
    lazy: async () => {
      const { AboutUsRoute } = await import('./static-pages/AboutUsRoute');
      return { Component: AboutUsRoute };
    },
  },
  {
    path: 'privacy-policy',
    lazy: async () => {
      const { PrivacyPolicyRoute } = await import('./static-pages/PrivacyPolicyRoute');
      return { Component: PrivacyPolicyRoute };
    },
  },
  {
    path: 'terms-and-conditions',
    lazy: async () => {
      const { TermsRoute } = await import('./static-pages/TermsRoute');
      return { Component: TermsRoute };
    },
  },
];
