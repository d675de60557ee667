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
    // One store; two journey files at a time, each with its own browser and buyers. Measured on the 2-core CI
    // machine (build excluded): 126 s and 159 s with two at a time against 207 s and 221 s one at a time.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
