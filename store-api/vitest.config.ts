import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'store-api',
    include: ['test/**/*.test.ts'],
    // The machine is shared: generous limits keep a busy moment from failing a correct test.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
