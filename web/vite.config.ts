import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import babel from '@rolldown/plugin-babel';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

import { devServerOptions, renderOnServer } from './build/devServer';
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
  plugins: [react(), storeDetails, renderOnServer(process.env)],
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
 * What a first visit needs comes in a few chunks, which the app's start (src/app/start.tsx, imported by the small
 * entry once the page has painted) evaluates one after the other, each in a task of its own: evaluating all of
 * the app's code at once is one long task, during which the page takes no input. A group captures the module it
 * names with everything that module imports statically (Rolldown's `includeDependenciesRecursively`, on by
 * default), less what a group of higher priority took. Left to itself, Rolldown gives each module that the app and
 * a lazy screen share a chunk of its own (rolldown/rolldown#10731): a first visit then downloads ~40 files, each a
 * round trip on a phone.
 */
const appStep = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const appSteps = [
  // What the start itself imports (src/shared/lib/nextTask.ts), apart from the steps it evaluates.
  { name: 'start', module: appStep('./src/app/start.tsx') },
  { name: 'framework', module: appStep('./src/app/steps/framework.ts') },
  { name: 'theme', module: appStep('./src/app/theme.ts') },
  { name: 'providers', module: appStep('./src/app/AppProviders.tsx') },
  { name: 'layout', module: appStep('./src/app/routes/RootLayout.tsx') },
  { name: 'app', module: appStep('./src/app/hydrate.tsx') },
];

/**
 * The steps' chunks are requested together, when the entry imports the start: Vite's helper preloads what a
 * dynamic import needs (`<link rel="modulepreload">`), and `build.modulePreload.resolveDependencies` adds the
 * steps to what the start needs. Each step's import then finds its chunk downloaded, instead of requesting it
 * after the one before. (Preloading them with the page instead, from the HTML, took the network from the page's
 * images: Lighthouse's LCP went from 1.2 s to 2.6 s.) The plugin notes the chunks' file names, which
 * `resolveDependencies` is not given, before Vite writes its preload lists.
 */
const stepFiles = new Set<string>();
let startFile: string | undefined;

const appStepChunks: Plugin = {
  name: 'app-step-chunks',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      // A step without a chunk of its own (a module moved, a group renamed) would be evaluated with another.
      const missing = appSteps.filter(({ name }) => !chunks.some((chunk) => chunk.name === name));
      if (missing.length > 0)
        this.error(`No chunk for the app's steps ${missing.map(({ name }) => name).join(', ')} (appSteps).`);
      startFile = chunks.find((chunk) => chunk.name === 'start')?.fileName;
      stepFiles.clear();
      // In the order the start evaluates them, each after the chunks it imports.
      for (const { name } of appSteps.slice(1))
        for (const chunk of chunks.filter((candidate) => candidate.name === name))
          for (const file of [...chunk.imports, chunk.fileName]) stepFiles.add(file);
    },
  },
};

const preloadAppSteps = (file: string, deps: string[]) =>
  file === startFile ? [...new Set([...deps, ...stepFiles])] : deps;

const buildConfig: UserConfig = {
  ...config,
  plugins: [graphqlDocuments(), ...(config.plugins ?? []), appStepChunks],
  build: {
    ...config.build,
    modulePreload: { resolveDependencies: preloadAppSteps },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry itself imports (Vite's helper that preloads a dynamic import's chunks) stays apart
            // from the app, which the entry would otherwise have to import statically.
            { name: 'entry', tags: ['$initial'], priority: appSteps.length + 1 },
            ...appSteps.map(({ name, module }, index) => ({
              name,
              test: (id: string) => id === module,
              priority: appSteps.length - index,
            })),
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
