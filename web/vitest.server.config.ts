import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { workspaceSourcesInTests } from './build/workspaceSources';

// The server entry's tests (`*.server.test.tsx`) run in Node, as the gateway runs it: no DOM, so Emotion and
// React render as they do on the server. The build's own plugins (build/) are tested here too.
export default defineConfig({
  plugins: [react()],
  ...workspaceSourcesInTests,
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
