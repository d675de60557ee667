import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'lint',
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    // GraphQL Inspector and the test must share one graphql-js (its classes are checked by identity).
    server: { deps: { inline: ['@graphql-inspector/core'] } },
  },
});
