import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  // The workspace packages' TypeScript sources (their "@storefront/source" export condition), so tests need no build; the
  // others are vitest's defaults (Vite's server conditions without "module", which Node cannot always load).
  ssr: {
    resolve: { conditions: ['@storefront/source', ...defaultServerConditions.filter((c) => c !== 'module')] },
  },
  test: {
    name: 'store-api',
    include: ['test/**/*.test.ts'],
    // The machine is shared: generous limits keep a busy moment from failing a correct test.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
