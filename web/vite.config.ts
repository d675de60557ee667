import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import babel from '@rolldown/plugin-babel';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

import { devServerOptions } from './build/devServer';
import { workspaceSources } from './build/workspaceSources';
import { store } from './src/shared/config/store';

// index.html says %STORE_NAME% so the store's name is written once, in src/shared/config/store.ts.
const storeDetails: Plugin = {
  name: 'store-details',
  transformIndexHtml: (html) => html.replaceAll('%STORE_NAME%', store.name),
};

/**
 * Codegen's Babel plugin (client preset, "Reducing bundle size"): each `graphql(`…`)` call becomes an import of
 * its document from `src/gql/graphql.ts`, so the build leaves out `src/gql/gql.ts`, the map of every document's
 * source text. The staff screens (their own schema, src/staff/gql, in a chunk only staff load) are left as
 * they are.
 */
const graphqlDocuments = () =>
  babel({
    include: /\.tsx?$/,
    exclude: /[\\/]src[\\/](gql|staff)[\\/]/,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [
      [
        babelOptimizerPlugin,
        { artifactDirectory: fileURLToPath(new URL('./src/gql/', import.meta.url)), gqlTagName: 'graphql' },
      ],
    ],
  });

const config: UserConfig = {
  plugins: [react(), storeDetails],
  ...workspaceSources,
  server: devServerOptions(process.env),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/report-size.mjs reads the manifest to measure what the home route loads first.
    manifest: true,
  },
};

/**
 * What a first visit needs comes in one chunk, `app`: the app's start (src/app/start.tsx, which the small entry
 * imports once the page has painted) and every module it imports statically, which a group captures by default
 * (`includeDependenciesRecursively`). Left to itself, Rolldown gives each module that the app and a lazy screen
 * share a chunk of its own (rolldown/rolldown#10731): a first visit then downloads ~40 files, each a round trip on
 * a phone.
 */
const appStart = fileURLToPath(new URL('./src/app/start.tsx', import.meta.url));

const buildConfig: UserConfig = {
  ...config,
  plugins: [graphqlDocuments(), ...(config.plugins ?? [])],
  build: {
    ...config.build,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry itself imports (Vite's helper that preloads a dynamic import's chunks) stays apart
            // from the app, which the entry would otherwise have to import statically.
            { name: 'entry', tags: ['$initial'], priority: 1 },
            { name: 'app', test: (id) => id === appStart },
          ],
        },
      },
    },
  },
};

/**
 * `vite build --ssr src/entry-server.tsx`: the server entry the gateway renders pages with, into dist-server (not
 * dist, which the gateway serves to browsers). Self-contained, and built for production: React's server renderer
 * would otherwise choose its development build at run time, by the gateway's NODE_ENV.
 */
const serverConfig: UserConfig = {
  ...config,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { ...workspaceSources.ssr, noExternal: true },
  build: { outDir: 'dist-server', emptyOutDir: true },
};

export default defineConfig(({ command, mode, isSsrBuild }) => {
  if (isSsrBuild) return serverConfig;
  if (command !== 'build' || mode === 'test') return config;
  return buildConfig;
});
