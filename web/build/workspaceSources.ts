import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * The workspace packages (`@storefront/contract`) are read from their TypeScript sources, through the "@storefront/source"
 * condition of their `exports`: the dev server, the tests and the build need no build of the package first.
 */
export const workspaceSources = {
  resolve: { conditions: ['@storefront/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@storefront/source', ...defaultServerConditions] } },
};
