#!/usr/bin/env node
// Builds the workspaces whose sources changed since their last successful build, and those that depend on them
// (`npm start`, `npm run build`; `--force` builds all). Each build is the workspace's own `npm run build`, so tsc
// keeps its incremental .tsbuildinfo and Vite builds as it always does; this script only decides whether to run
// it. A successful build leaves a stamp dated to when it started, listing the input files it read; a workspace is
// up to date while its inputs are the same files, none of them and no workspace it depends on newer than that
// stamp. The stamps live in node_modules/.cache, so a fresh `npm ci` builds everything again, as a dependency
// upgrade needs.
import { spawn } from 'node:child_process';
import { mkdir, readFile, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Read by every workspace's build: compiler settings, and the versions of everything a bundle includes. */
const sharedInputs = ['tsconfig.base.json', 'package-lock.json'];

/**
 * In build order. `inputs` are relative to the workspace's folder; `outputs` must exist for it to count as built.
 * @type {{ dir: string, inputs: string[], outputs: string[], dependsOn: string[] }[]}
 */
export const workspaces = [
  {
    dir: 'packages/contract',
    inputs: ['src', 'package.json', 'tsconfig.build.json'],
    outputs: ['dist/index.js'],
    dependsOn: [],
  },
  {
    dir: 'packages/logging',
    inputs: ['src', 'package.json', 'tsconfig.build.json'],
    outputs: ['dist/index.js'],
    dependsOn: [],
  },
  {
    dir: 'store-api',
    inputs: ['src', 'package.json', 'tsconfig.build.json'],
    outputs: ['dist/main.js'],
    dependsOn: ['packages/contract', 'packages/logging'],
  },
  {
    dir: 'gateway',
    // The page renderer's types come from the web package's source (`web/server`), not from its build.
    inputs: ['src', 'package.json', 'tsconfig.build.json', '../web/server'],
    outputs: ['dist/main.js'],
    dependsOn: ['packages/contract', 'packages/logging'],
  },
  {
    dir: 'web',
    // Vite reads the contract from its TypeScript sources (build/workspaceSources.ts), hence the dependency.
    inputs: [
      'src',
      'index.html',
      'public',
      'build',
      'scripts',
      'vite.config.ts',
      'tsconfig.json',
      'package.json',
    ],
    outputs: ['dist/index.html', 'dist-server/entry-server.js'],
    dependsOn: ['packages/contract'],
  },
];

/** Tests sit beside the sources in some workspaces; no build reads them. */
const ignored = (name) => name === 'node_modules' || /\.test\.[cm]?[jt]sx?$/.test(name);

/** Every file under `entry` (a file or a folder) with its modification time; none when it does not exist. */
async function filesUnder(entry, found = []) {
  const info = await stat(entry).catch(() => undefined);
  if (info?.isFile()) found.push({ file: entry, mtimeMs: info.mtimeMs });
  if (info?.isDirectory())
    for (const child of (await readdir(entry)).sort())
      if (!ignored(child)) await filesUnder(path.join(entry, child), found);
  return found;
}

/** The workspace's inputs as they are now: their paths from the repository's root, and their times. */
async function inputsOf(workspace, root) {
  const entries = [
    ...workspace.inputs.map((input) => path.join(root, workspace.dir, input)),
    ...sharedInputs.map((input) => path.join(root, input)),
  ];
  const files = [];
  for (const entry of entries) await filesUnder(entry, files);
  return files.map(({ file, mtimeMs }) => ({ file: path.relative(root, file), mtimeMs }));
}

/**
 * The stamp of the workspace's last successful build: when it started, and which input files it read (a file
 * removed or added changes no time that is left to compare).
 */
async function readStamp(file) {
  const info = await stat(file).catch(() => undefined);
  if (!info) return undefined;
  try {
    const { inputs } = JSON.parse(await readFile(file, 'utf8'));
    if (Array.isArray(inputs)) return { startedMs: info.mtimeMs, inputs: /** @type {string[]} */ (inputs) };
  } catch {
    // unreadable: as if there were none
  }
  return undefined;
}

const exists = async (file) => (await stat(file).catch(() => undefined)) !== undefined;

/** Why `workspace` needs a build, or undefined when it is up to date. */
async function reasonToBuild(workspace, inputs, { root, stampOf, force, rebuilt }) {
  if (force) return '--force';
  const stamp = await readStamp(stampOf(workspace.dir));
  if (!stamp) return 'not built since the last npm install';
  for (const output of workspace.outputs)
    if (!(await exists(path.join(root, workspace.dir, output)))) return `${output} is missing`;
  for (const dependency of workspace.dependsOn) {
    if (rebuilt.has(dependency)) return `${dependency} was rebuilt`;
    const dependencyStamp = await readStamp(stampOf(dependency));
    if (dependencyStamp && dependencyStamp.startedMs > stamp.startedMs)
      return `${dependency} was rebuilt since`;
  }
  const changed = inputs.find(({ mtimeMs }) => mtimeMs > stamp.startedMs);
  if (changed) return `${changed.file} changed`;
  const now = new Set(inputs.map(({ file }) => file));
  const removed = stamp.inputs.find((file) => !now.has(file));
  if (removed) return `${removed} was removed`;
  const before = new Set(stamp.inputs);
  const added = inputs.find(({ file }) => !before.has(file));
  if (added) return `${added.file} was added`;
  return undefined;
}

/** Runs the workspace's own `npm run build`; resolves to its exit code. */
function npmBuild(workspace, root) {
  // Under `npm start`, npm says where its own CLI is: the same npm then builds, whatever PATH holds.
  const npmCli = process.env.npm_execpath;
  const [command, args] = npmCli
    ? [process.execPath, [npmCli, 'run', 'build', '--workspace', workspace.dir]]
    : ['npm', ['run', 'build', '--workspace', workspace.dir]];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Builds what needs it, in order, and stops at the first failure (its stamp is then not renewed, so the next run
 * builds it again). Returns the exit code and which workspaces were built.
 * @param {{ root?: string, stampDir?: string, force?: boolean, log?: (line: string) => void,
 *   build?: (workspace: (typeof workspaces)[number], root: string) => Promise<number> }} [options]
 */
export async function buildChanged({
  root = repoRoot,
  stampDir = path.join(root, 'node_modules/.cache/storefront-build'),
  force = false,
  log = console.log,
  build = npmBuild,
} = {}) {
  const stampOf = (dir) => path.join(stampDir, `${dir.replaceAll('/', '__')}.json`);
  /** @type {Set<string>} */
  const rebuilt = new Set();
  for (const workspace of workspaces) {
    const inputs = await inputsOf(workspace, root);
    const reason = await reasonToBuild(workspace, inputs, { root, stampOf, force, rebuilt });
    if (reason === undefined) {
      log(`build: ${workspace.dir}: up to date, not rebuilt`);
      continue;
    }
    log(`build: ${workspace.dir}: building (${reason})`);
    const started = new Date();
    const code = await build(workspace, root);
    if (code !== 0) {
      log(`build: ${workspace.dir}: failed (exit code ${code})`);
      return { code, rebuilt: [...rebuilt] };
    }
    // Dated to the start: a file saved while the build ran is newer, so the next run builds again.
    const stamp = stampOf(workspace.dir);
    await mkdir(stampDir, { recursive: true });
    await writeFile(stamp, `${JSON.stringify({ inputs: inputs.map(({ file }) => file) }, null, 1)}\n`);
    await utimes(stamp, started, started);
    log(`build: ${workspace.dir}: built in ${((Date.now() - started.getTime()) / 1000).toFixed(1)} s`);
    rebuilt.add(workspace.dir);
  }
  return { code: 0, rebuilt: [...rebuilt] };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { code } = await buildChanged({ force: process.argv.includes('--force') });
  process.exitCode = code;
}
