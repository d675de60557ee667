import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * The workspace packages (`@storefront/contract`) are read from their TypeScript sources, through the "@storefront/source"
 * condition of their `exports`: the dev server, the tests and the build need no build of the package first.
 */
export const workspaceSources = {
  resolve: { conditions: ['@storefront/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@storefront/source', ...defaultServerConditions] } },
};

/** The same for vitest, whose server conditions are Vite's without "module" (Node cannot always load those). */
export const workspaceSourcesInTests = {
  resolve: workspaceSources.resolve,
  ssr: {
    resolve: { conditions: ['@storefront/source', ...defaultServerConditions.filter((c) => c !== 'module')] },
  },
};
