#!/usr/bin/env node
// `npm run admin -- <command>`: the sources through tsx where tsx is installed (a development checkout, so edits
// count without a build), else the compiled dist/admin.js: the production image prunes tsx away.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const sources = fileURLToPath(new URL('../src/admin.ts', import.meta.url));
const compiled = new URL('../dist/admin.js', import.meta.url);

function tsxInstalled() {
  try {
    import.meta.resolve('tsx/esm/api');
    return true;
  } catch {
    return false;
  }
}

if (existsSync(sources) && tsxInstalled()) {
  const { tsImport } = await import('tsx/esm/api');
  await tsImport(sources, import.meta.url);
} else if (existsSync(fileURLToPath(compiled))) {
  await import(compiled.href);
} else {
  process.stderr.write('store-api is not built: run `npm run build -w store-api` first.\n');
  process.exitCode = 2;
}
