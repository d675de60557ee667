import { defineConfig } from 'vitest/config';

// Browser journeys against the store started as `npm start` starts it, on a fresh embedded database.
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'tests/e2e',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser, one store: journeys run one file at a time, which is faster than contention on 2 cores.
    fileParallelism: false,
  },
});
