import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The server entry's tests (`*.server.test.tsx`) run in Node, as the gateway runs it: no DOM, so Emotion and
// React render as they do on the server. The build's own plugins (build/) are tested here too.
export default defineConfig({
  plugins: [react()],
  // The workspace packages' TypeScript sources (their "@storefront/source" export condition, as in
  // build/workspaceSources.ts); on the server side the others are vitest's defaults (no "module").
  resolve: { conditions: ['@storefront/source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['@storefront/source', ...defaultServerConditions.filter((c) => c !== 'module')] },
  },
  root: import.meta.dirname,
  test: {
    name: 'web-server',
    environment: 'node',
    testTimeout: 30_000,
    include: ['src/**/*.server.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./test/server-setup.ts'],
    restoreMocks: true,
  },
});
