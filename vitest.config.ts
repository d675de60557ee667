import { defineConfig } from 'vitest/config';

// `npm test` runs every workspace's suite in one process pool; browser journeys have their own config
// (tests/e2e/vitest.config.ts) because they need the started store.
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/logging',
      'store-api',
      'gateway',
      'web',
      'web/vitest.server.config.ts',
      'tests/integration',
      'tests/lint',
    ],
  },
});
