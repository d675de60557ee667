import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';

import { devServerOptions } from './build/devServer';
import { graphqlDocuments } from './build/graphqlDocuments';
import { startAfterFirstPaint } from './build/startAfterFirstPaint';
import { workspaceSources } from './build/workspaceSources';
import { store } from './src/shared/config/store';

// index.html says %STORE_NAME% so the store's name is written once, in src/shared/config/store.ts.
const storeDetails: Plugin = {
  name: 'store-details',
  transformIndexHtml: (html) => html.replaceAll('%STORE_NAME%', store.name),
};

const config: UserConfig = {
  plugins: [graphqlDocuments(), react(), storeDetails, startAfterFirstPaint()],
  ...workspaceSources,
  server: devServerOptions(process.env),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/report-size.mjs reads the manifest to measure what the home route loads first.
    manifest: true,
  },
};

/** Imported dynamically by the entry (main.tsx), to start in a task of its own, but needed by every first visit. */
const startLater = /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/;

/**
 * The modules a first visit loads before the page can render: those of the entry chunk, of React DOM's client,
 * and of every chunk they import statically, in a build that is not written. Rolldown puts a module that the
 * entry and a lazy route both import into a chunk of its own (rolldown/rolldown#10731), which made a first visit
 * download ~40 files, each a round trip on a phone; the real build then puts these modules into one chunk.
 */
async function initialModules(): Promise<Set<string>> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    ...config,
    build: { ...config.build, write: false },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output.filter((file) => file.type === 'chunk') : [],
  );
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const modules = new Set<string>();
  const visit = (fileName: string, seen = new Set<string>()) => {
    const chunk = byName.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.add(fileName);
    for (const id of chunk.moduleIds) modules.add(id);
    for (const imported of chunk.imports) visit(imported, seen);
  };
  for (const chunk of chunks)
    if (chunk.isEntry || startLater.test(chunk.facadeModuleId ?? '')) visit(chunk.fileName);
  if (![...modules].some((id) => startLater.test(id)))
    throw new Error("The build has no chunk for 'react-dom/client'.");
  return modules;
}

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

export default defineConfig(async ({ command, mode, isSsrBuild }) => {
  if (isSsrBuild) return serverConfig;
  if (command !== 'build' || mode === 'test') return config;
  const initial = await initialModules();
  return {
    ...config,
    build: {
      ...config.build,
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: 'app', test: (id: string) => initial.has(id) }] } },
      },
    },
  };
});
