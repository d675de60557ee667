import type { RouteObject } from 'react-router';

import { lazyComponent } from '../../shared/lib/lazyComponent';

/** This feature's screens, each downloaded on first visit; `app/routes.tsx` mounts them under the layout. */
export const routes: RouteObject[] = [
  {
    path: 'product/:title',
    Component: lazyComponent(async () => (await import('./routes/ProductBySlugRoute')).ProductBySlugRoute),
  },
  {
    path: 'product/:id/:title',
    Component: lazyComponent(async () => (await import('./routes/ProductRoute')).ProductRoute),
  },
  {
    path: 'product-category/:category/:subcategory?',
    Component: lazyComponent(async () => (await import('./routes/CategoryShopRoute')).CategoryShopRoute),
  },
  {
    path: 'product-brand/:brandId',
    Component: lazyComponent(async () => (await import('./routes/BrandShopRoute')).BrandShopRoute),
  },
  {
    path: 'products',
    Component: lazyComponent(async () => (await import('./routes/SearchRoute')).SearchRoute),
  },
];
