import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import balenaDockerignore from '@balena/dockerignore';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');

// CommonJS typed as an ES module: Node's default import is the package's exports, whose `default` is the factory.
const dockerignore = balenaDockerignore.default;
/** Docker's own reading of .dockerignore (the same matcher rules as the daemon's build context). */
const rules = dockerignore().add(read('.dockerignore'));
/** Of `files` (paths relative to the repository), those `docker build .` would send to the daemon. */
const sentToDocker = (files: string[]) => rules.filter(files);

/** What a developer's or operator's checkout holds beside the sources, none of which may reach the image. */
const localFiles = [
  '.env',
  '.env.local',
  '.env.production',
  'store-api/.env',
  'gateway/.env.development.local',
  'data/pg/PG_VERSION',
  'data/pg/base/1/1259',
  'data/mail/2026-11-02T10-00-00-000Z-reset-password.eml',
  'data/uploads/0b6f3c.pdf',
  'store-api/data/pg/postmaster.pid',
  '.npmrc',
  'deploy/tls/site.key',
  'deploy/tls/site.crt',
  'server.pem',
  'node_modules/fastify/package.json',
  'web/node_modules/.vite/deps/react.js',
  'gateway/dist/main.js',
  'web/dist-server/entry-server.js',
  'store-api/tsconfig.tsbuildinfo',
  'coverage/index.html',
  'web/coverage/lcov.info',
  'tests/e2e/screenshots/home.png',
  'tests/e2e/artifacts/trace.zip',
  'npm-debug.log',
  '.git/config',
  '.git/objects/pack/pack-1.pack',
];

/** The sources of each `COPY` from the build context (not `--from` another stage) in the Dockerfile. */
function dockerfileCopySources(): string[] {
  return read('Dockerfile')
    .split('\n')
    .filter((line) => /^COPY\s/i.test(line) && !/--from=/i.test(line))
    .flatMap((line) => line.trim().split(/\s+/).slice(1, -1))
    .filter((source) => source !== '.');
}

describe('the docker build context', () => {
  it('leaves out secrets, local data, test output and build output', () => {
    expect(sentToDocker(localFiles)).toEqual([]);
  });

  it('sends every file the Dockerfile copies by name', () => {
    const sources = dockerfileCopySources();
    expect(sources).toContain('package-lock.json');
    expect(sentToDocker(sources)).toEqual(sources);
  });

  it('sends every tracked source file, so the image builds from what is committed', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' }).split('\n');
    // .env.example documents compose's variables on the host; the image reads none of it. .ci runs on the host.
    const leftOut = tracked.filter((file) => file !== '' && rules.ignores(file));
    expect(leftOut).toEqual(['.ci/run', '.env.example']);
  });
});
