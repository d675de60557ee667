import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/processes.js';

const run = promisify(execFile);

// The production image as the Dockerfile makes it: store-api compiled, the sources beside it, and only the
// dependencies that `npm prune --omit=dev` keeps (no tsx). Staff run `npm run admin -- ...` there.
let image: string;
let dataDir: string;
const WORKSPACE_PACKAGES = ['contract', 'logging'];

beforeAll(async () => {
  image = await mkdtemp(path.join(tmpdir(), 'production-image-'));
  dataDir = await mkdtemp(path.join(tmpdir(), 'production-data-'));
  // The workspace packages first, as `npm run build` does: store-api's compiled code imports their dist.
  for (const name of WORKSPACE_PACKAGES) {
    await run(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/typescript/bin/tsc'),
        '-p',
        path.join(repoRoot, 'packages', name, 'tsconfig.build.json'),
      ],
      { cwd: repoRoot },
    );
    for (const entry of ['package.json', 'dist'])
      await cp(path.join(repoRoot, 'packages', name, entry), path.join(image, 'packages', name, entry), {
        recursive: true,
      });
  }
  await run(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/typescript/bin/tsc'),
      '-p',
      path.join(repoRoot, 'store-api/tsconfig.build.json'),
      '--outDir',
      path.join(image, 'store-api/dist'),
      '--tsBuildInfoFile',
      path.join(image, 'store-api/dist/.tsbuildinfo'),
    ],
    { cwd: repoRoot },
  );
  for (const file of ['package.json', 'package-lock.json'])
    await cp(path.join(repoRoot, file), path.join(image, file));
  for (const entry of ['package.json', 'bin', 'src', 'migrations'])
    await cp(path.join(repoRoot, 'store-api', entry), path.join(image, 'store-api', entry), {
      recursive: true,
    });
  // The lockfile names every workspace: npm wants their package.json files, as in the Dockerfile.
  for (const workspace of ['gateway', 'web', 'tests']) {
    await mkdir(path.join(image, workspace));
    await cp(path.join(repoRoot, workspace, 'package.json'), path.join(image, workspace, 'package.json'));
  }
  await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '-w', 'store-api'], {
    cwd: image,
  });
}, 180_000);

afterAll(async () => {
  await rm(image, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

/** `npm run -s admin -- ...` in the image, on its own DATA_DIR; never throws for a non-zero exit. */
async function admin(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  // npx and npm put the checkout's node_modules/.bin (with tsx) on PATH: the image has none of it.
  const PATH = (env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => !dir.includes('node_modules'))
    .join(path.delimiter);
  try {
    const { stdout, stderr } = await run('npm', ['run', '-s', 'admin', '--', ...argv], {
      cwd: image,
      env: { ...env, PATH, NODE_ENV: 'production', DATA_DIR: dataDir },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run admin in the production image (no dev dependencies)', () => {
  it('has no tsx to run the sources with', async () => {
    await expect(readdir(path.join(image, 'node_modules/tsx'))).rejects.toThrow(/ENOENT/);
  });

  it('runs help from the compiled code', async () => {
    const help = await admin('help');
    expect(help).toMatchObject({ code: 0, stderr: '' });
    expect(help.stdout).toMatch(/^Staff commands of store-api/);
  });

  it('says the store has no database yet instead of creating one for a look', async () => {
    const orders = await admin('orders');
    expect(orders.code).toBe(1);
    expect(orders.stdout).toMatch(/^Error: The store has no database yet/);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('creates a customer, then lists it and the orders', async () => {
    const created = await admin(
      'create-customer',
      '--email',
      'buyer@example.com',
      '--password',
      'Buyer#2025x',
      '--approved',
    );
    expect(created, created.stderr).toMatchObject({ code: 0 });
    expect(created.stdout).toMatch(/^Created customer \d+ \(buyer@example\.com/);
    const customers = await admin('customers', '--json');
    expect(JSON.parse(customers.stdout)).toEqual([
      expect.objectContaining({ email: 'buyer@example.com', status: 'approved' }),
    ]);
    const orders = await admin('orders', '--json');
    expect(JSON.parse(orders.stdout)).toEqual([]);
  });
});
