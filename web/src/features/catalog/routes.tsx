import type { RouteObject } from 'react-router';

/** This feature's screens, each downloaded on first visit; `app/routes.tsx` mounts them under the layout. */
export const routes: RouteObject[] = [
  {
    path: 'product/:title',
    lazy: async () => ({ Component: (await import('./routes/ProductBySlugRoute')).ProductBySlugRoute }),
  },
  {
    path: 'product/:id/:title',
    lazy: async () => ({ Component: (await import('./routes/ProductRoute')).ProductRoute }),
  },
  {
    path: 'product-category/:category/:subcategory?',
    lazy: async () => ({ Component: (await import('./routes/CategoryShopRoute')).CategoryShopRoute }),
  },
  {
    path: 'product-brand/:brandId',
    lazy: async () => ({ Component: (await import('./routes/BrandShopRoute')).BrandShopRoute }),
  },
  {
    path: 'products',
    lazy: async () => ({ Component: (await import('./routes/SearchRoute')).SearchRoute }),
  },
];
