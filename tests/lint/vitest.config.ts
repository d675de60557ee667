import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'lint',
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
  },
});
