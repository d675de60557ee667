/** store-api as a process of its own, for the benches: started from the sources on a free port, stopped cleanly. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const storeApiDir = fileURLToPath(new URL('..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts store-api with `env` (its port chosen here) and waits until `readyPath` answers 2xx, 60 s at most.
 * `dir` is the store-api folder to run, this one unless a bench compares with an older version.
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  readyPath = '/healthz',
  dir = storeApiDir,
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--conditions=@storefront/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: dir,
      // No metrics listener unless asked: a bench run beside a store on this machine would fight over its port (9465).
      env: { STORE_API_METRICS_PORT: 'off', ...env, STORE_API_PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`store-api exited with ${child.exitCode}`);
    const ok = await fetch(`${base}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('store-api did not start');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
