// Prints how much JavaScript (gzip) a visitor downloads before the home page can hydrate: the entry chunk, the app's
// start it imports once the page has painted (src/main.tsx), the steps the start imports one after the other
// (src/app/start.tsx), and every chunk those import statically, read from Vite's build manifest. The lazy screens,
// which the app imports, are not counted.
// Sizes are in kB (1 kB = 1000 bytes), like Vite's own build output.
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(await readFile(new URL('.vite/manifest.json', dist), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey)
  throw new Error('The build manifest has no entry chunk; was `vite build` run with build.manifest?');

/** A chunk and its static imports, transitively, each once. */
function withStaticImports(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(imported, seen);
  return seen;
}

/**
 * The entry's chunks, those of what the entry itself imports dynamically (the app's start), and those of the steps
 * the start imports dynamically (src/app/start.tsx).
 */
function initialChunks(entry) {
  const seen = withStaticImports(entry);
  for (const start of manifest[entry].dynamicImports ?? []) {
    withStaticImports(start, seen);
    for (const step of manifest[start].dynamicImports ?? []) withStaticImports(step, seen);
  }
  return seen;
}

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
let total = 0;
for (const key of initialChunks(entryKey)) {
  const file = manifest[key].file;
  const gzipped = gzipSync(await readFile(new URL(file, dist))).length;
  total += gzipped;
  console.log(`  ${file.padEnd(40)} ${kB(gzipped).padStart(10)} gzip`);
}
console.log(`Home route initial JavaScript: ${kB(total)} gzip`);
