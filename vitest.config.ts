import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';

// `npm test` runs every workspace's suite in one process pool; browser journeys have their own config
// (tests/e2e/vitest.config.ts) because they need the started store.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on our 2-core machines. Most files
    // spend their time waiting on a child process, a database or a timer, so one worker more than the cores
    // keeps them busy: `npm test` took 562 s with 1 worker and 300 s with 3 on 2 cores (November 2026).
    maxWorkers: availableParallelism() + 1,
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
