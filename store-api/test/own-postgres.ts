import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The newest installed PostgreSQL's programs (Debian keeps them in /usr/lib/postgresql/<major>/bin), or
 * PG_BIN_DIR. Undefined when there is none: the tests that need a server of their own are skipped.
 */
export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  try {
    const majors = readdirSync('/usr/lib/postgresql')
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(a) - Number(b));
    const newest = majors.at(-1);
    return newest ? `/usr/lib/postgresql/${newest}/bin` : undefined;
  } catch {
    return undefined;
  }
}

export interface OwnPostgres {
  url: string;
  /** `pg_ctl stop -m immediate`: every backend is killed at once, as a crash or an out-of-memory kill would. */
  crash(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port, which the test may crash and
 * restart without touching the server other tests share. PostgreSQL refuses to run as root: as root the cluster
 * belongs to the `postgres` user that Debian's package creates.
 */
export async function startOwnPostgres(binDir: string): Promise<OwnPostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), 'own-postgres-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, program), ...args])
      : run(path.join(binDir, program), args);
  const port = await freePort();
  const data = path.join(dir, 'data');
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async crash() {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    },
    start,
    async remove() {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
