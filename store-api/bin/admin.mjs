#!/usr/bin/env node
// `npm run admin -- <command>`: the sources through tsx where tsx is installed (a development checkout, so edits
// count without a build), else the compiled dist/admin.js: the production image prunes tsx away.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const sources = fileURLToPath(new URL('../src/admin.ts', import.meta.url));
const compiled = new URL('../dist/admin.js', import.meta.url);

function tsxInstalled() {
  try {
    import.meta.resolve('tsx');
    return true;
  } catch {
    return false;
  }
}

if (existsSync(sources) && tsxInstalled()) {
  // A child process, because the workspace packages are read from their sources only under the "@storefront/source"
  // condition, which is a flag of the process (tsx's in-process API takes no conditions).
  const run = spawnSync(
    process.execPath,
    ['--conditions=@storefront/source', '--import', 'tsx', sources, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exitCode = run.status ?? 1;
} else if (existsSync(fileURLToPath(compiled))) {
  await import(compiled.href);
} else {
  process.stderr.write('store-api is not built: run `npm run build -w store-api` first.\n');
  process.exitCode = 2;
}
