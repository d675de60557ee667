import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { store } from './src/shared/config/store';

// The gateway (port 4000) serves GraphQL and uploaded files; in development Vite proxies to it so the browser
// talks to one origin, exactly as in production where the gateway also serves this app.
const gateway = 'http://127.0.0.1:4000';

// index.html says %STORE_NAME% so the store's name is written once, in src/shared/config/store.ts.
const storeDetails: Plugin = {
  name: 'store-details',
  transformIndexHtml: (html) => html.replaceAll('%STORE_NAME%', store.name),
};

export default defineConfig({
  plugins: [react(), storeDetails],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/graphql': gateway,
      '/storage': gateway,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/report-size.mjs reads the manifest to measure what the home route loads first.
    manifest: true,
  },
});
