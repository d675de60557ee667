import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  // graphql 16 has no "exports": Node loads its CommonJS build for us and for Apollo, Vite would pick the
  // ES build for our sources. One copy, as in production, so schema objects pass graphql's realm check.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  // The workspace packages' TypeScript sources (their "@storefront/source" export condition), so tests need no build; the
  // others are vitest's defaults (Vite's server conditions without "module", which Node cannot always load).
  ssr: {
    resolve: { conditions: ['@storefront/source', ...defaultServerConditions.filter((c) => c !== 'module')] },
  },
  test: {
    name: 'gateway',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
