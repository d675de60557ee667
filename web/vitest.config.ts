import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // The workspace packages' TypeScript sources (their "@storefront/source" export condition, as in
  // build/workspaceSources.ts); on the server side the others are vitest's defaults (no "module").
  resolve: { conditions: ['@storefront/source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['@storefront/source', ...defaultServerConditions.filter((c) => c !== 'module')] },
  },
  // Pinned so `vitest --config web/vitest.config.ts` from the repository root finds only this app's tests.
  root: import.meta.dirname,
  test: {
    name: 'web',
    environment: 'jsdom',
    pool: 'threads',
    // Screens are lazy routes rendered with the real providers: on a busy 2-core machine the first import of a
    // route can take seconds. Generous limits keep the suite about behaviour, not about the machine's load.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // Run in Node by vitest.server.config.ts.
    exclude: ['src/**/*.server.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Each file in a fresh jsdom and module graph (Vitest's default isolation), in worker threads, which start
    // faster than child processes. The libraries every screen imports (React, Chakra UI, Apollo Client, Emotion,
    // React Router, Testing Library) are pre-bundled once by Vitest's dependency optimizer, so a file imports a few
    // large modules instead of the hundreds they are made of. The web suite alone on 2 cores (November 2026): 158 s
    // with one module graph and jsdom per worker and a hook into jsdom's selector matching, 353 s isolated in
    // child processes, 306 s isolated in threads.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            '@apollo/client',
            '@apollo/client/react',
            '@chakra-ui/react',
            '@emotion/react',
            '@testing-library/react',
            '@testing-library/user-event',
            'react',
            'react-dom',
            'react-dom/client',
            'react-router',
          ],
        },
      },
    },
    restoreMocks: true,
  },
});
