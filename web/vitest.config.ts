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
    // Screens are lazy routes rendered with the real providers: on a busy 2-core machine the first import of a
    // route can take seconds. Generous limits keep the suite about behaviour, not about the machine's load.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // Run in Node by vitest.server.config.ts.
    exclude: ['src/**/*.server.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // One module graph and one jsdom for all files of a worker: each file starts from the same state anyway
    // (test/setup.ts cleans the DOM, storage, cookies, toasts and request handlers after every test, and
    // `restoreMocks` undoes spies), and importing React, Chakra and Apollo again for every file was most of
    // the suite's time.
    isolate: false,
    restoreMocks: true,
  },
});
