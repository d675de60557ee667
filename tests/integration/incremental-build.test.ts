import { cp, mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { buildChanged, workspaces } from '../../scripts/build.mjs';

// scripts/build.mjs on a copy of the workspaces' real build inputs, with a stand-in for `npm run build` that writes
// the outputs and records who was built: what is decided is the real thing, without minutes of tsc and Vite.
// (.ci/run checks the real builds: its `npm start` after the e2e step's build must build nothing.)
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

let root: string;
let failing: string | undefined;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'incremental-build-'));
  failing = undefined;
  const copied = new Set(['tsconfig.base.json', 'package-lock.json']);
  for (const workspace of workspaces)
    for (const input of workspace.inputs) copied.add(path.join(workspace.dir, input));
  for (const input of copied) {
    await cp(path.join(repoRoot, input), path.join(root, input), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}node_modules`),
    }).catch((error: NodeJS.ErrnoException) => {
      // An input that does not exist yet (web/public) is fine.
      if (error.code !== 'ENOENT') throw error;
    });
  }
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function build() {
  const built: string[] = [];
  const lines: string[] = [];
  const { code } = await buildChanged({
    root,
    log: (line) => lines.push(line),
    build: async (workspace) => {
      built.push(workspace.dir);
      if (workspace.dir === failing) return 1;
      for (const output of workspace.outputs) {
        const file = path.join(root, workspace.dir, output);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, 'built\n');
      }
      return 0;
    },
  });
  // A change made right after a build must be newer than the stamp that build left, as a person's edit would be.
  await delay(20);
  return { code, built, lines };
}

async function touch(file: string) {
  const now = new Date();
  await utimes(path.join(root, file), now, now);
}

const everything = ['packages/contract', 'packages/logging', 'store-api', 'gateway', 'web'];

describe('npm start builds only what changed', () => {
  it('builds every workspace on a fresh install, dependencies first, and nothing the second time', async () => {
    expect((await build()).built).toEqual(everything);

    const second = await build();
    expect(second.built).toEqual([]);
    expect(second.lines).toEqual(everything.map((dir) => `build: ${dir}: up to date, not rebuilt`));
  });

  it('rebuilds the contract and the three services that use it when a contract source changes', async () => {
    await build();
    await touch('packages/contract/src/index.ts');

    const { built, lines } = await build();
    expect(built).toEqual(['packages/contract', 'store-api', 'gateway', 'web']);
    expect(lines).toContain('build: packages/contract: building (packages/contract/src/index.ts changed)');
    expect(lines).toContain('build: store-api: building (packages/contract was rebuilt)');
    expect(lines).toContain('build: packages/logging: up to date, not rebuilt');
    expect((await build()).built).toEqual([]);
  });

  it('rebuilds logging with store-api and the gateway, and the web app alone when only it changed', async () => {
    await build();
    await touch('packages/logging/src/index.ts');
    expect((await build()).built).toEqual(['packages/logging', 'store-api', 'gateway']);

    await touch('web/index.html');
    expect((await build()).built).toEqual(['web']);
  });

  it('rebuilds the gateway when the web renderer types it compiles against change', async () => {
    await build();
    await touch('web/server/types.ts');
    expect((await build()).built).toEqual(['gateway']);
  });

  it('rebuilds a workspace when a source is added or removed, and ignores tests kept beside the sources', async () => {
    await build();
    await writeFile(path.join(root, 'web/src/App.test.tsx'), 'test\n');
    expect((await build()).built).toEqual([]);

    await rm(path.join(root, 'store-api/src/main.ts'));
    const removed = await build();
    expect(removed.built).toEqual(['store-api']);
    expect(removed.lines).toContain('build: store-api: building (store-api/src/main.ts was removed)');

    // Renamed, with its time kept (as `mv` does): the list of files tells, not the times.
    await cp(path.join(root, 'web/index.html'), path.join(root, 'web/src/index.html'), {
      preserveTimestamps: true,
    });
    await rm(path.join(root, 'web/index.html'));
    expect((await build()).built).toEqual(['web']);
  });

  it('rebuilds everything when the locked dependency versions change', async () => {
    await build();
    await touch('package-lock.json');
    expect((await build()).built).toEqual(everything);
  });

  it('stops at a failed build and builds it again next time, with what depends on it', async () => {
    await build();
    await touch('packages/contract/src/index.ts');
    failing = 'store-api';
    const failed = await build();
    expect(failed.code).toBe(1);
    expect(failed.built).toEqual(['packages/contract', 'store-api']);

    failing = undefined;
    const next = await build();
    expect(next.built).toEqual(['store-api', 'gateway', 'web']);
    expect(next.lines).toContain('build: store-api: building (packages/contract was rebuilt since)');
  });

  it('rebuilds a workspace whose output was deleted', async () => {
    await build();
    await rm(path.join(root, 'web/dist-server'), { recursive: true });
    expect((await build()).built).toEqual(['web']);
  });
});
