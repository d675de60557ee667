import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

/*
 * store-api as its own process, as `npm start -w store-api` runs it: what the tests of the process itself, of its
 * signals and of its database faults share.
 */

const storeApiDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * The environment of a store-api process a test starts: the test's own without its DATABASE_URL (`env` says which
 * database, if any), data in `dataDir`, a random port, no metrics port (its fixed 9465 would clash between
 * processes), and `info` logs (the ready line gives the port).
 */
export function storeEnv(dataDir: string, env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return {
    ...rest,
    DATA_DIR: dataDir,
    STORE_API_PORT: '0',
    STORE_API_METRICS_PORT: 'off',
    LOG_LEVEL: 'info',
    ...env,
  };
}

/** `node --conditions=@storefront/source --import tsx <script> ...argv`, run from store-api's folder. */
export function spawnStoreScript(
  script: string,
  env: NodeJS.ProcessEnv,
  argv: readonly string[] = [],
): ChildProcessByStdio<null, Readable, Readable> {
  return spawn(process.execPath, ['--conditions=@storefront/source', '--import', 'tsx', script, ...argv], {
    cwd: storeApiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export interface StoreProcess {
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** Everything it wrote, stdout and stderr. */
  output: () => string;
  /** Its exit code (null after a signal), once it ended. */
  exited: Promise<number | null>;
  /** Its exit code or signal once it ended; undefined while it runs. */
  exit: () => string | undefined;
}

/** Starts store-api (`src/main.ts`) with `env` (see storeEnv) and waits for its "store-api ready" line. */
export async function startStoreProcess(env: NodeJS.ProcessEnv): Promise<StoreProcess> {
  const child = spawnStoreScript('src/main.ts', env);
  let output = '';
  let exit: string | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = `${code ?? signal}`;
      resolve(code);
    }),
  );
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"port":(\d+),.*"msg":"store-api ready"/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    void exited.then((code) =>
      reject(new Error(`store-api exited (${code}) before it was ready:\n${output}`)),
    );
  });
  return { child, origin: `http://127.0.0.1:${port}`, output: () => output, exited, exit: () => exit };
}
