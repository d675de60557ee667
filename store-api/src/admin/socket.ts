import { createHash } from 'node:crypto';
import { chmod, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppContext } from '../context.js';
import { runCommand, type CommandResult } from './commands.js';

/**
 * PGlite lets one process open a database: while store-api runs, the admin command hands its work to the
 * server through a Unix socket in DATA_DIR (reachable only by users who can read DATA_DIR).
 */
export function adminSocketPath(dataDir: string): string {
  const inDataDir = path.join(dataDir, 'admin.sock');
  // Unix socket paths are limited to about 107 bytes.
  if (Buffer.byteLength(inDataDir) < 100) return inDataDir;
  return path.join(
    tmpdir(),
    `store-api-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}.sock`,
  );
}

export async function startAdminSocket(
  ctx: AppContext,
  log: { error(o: object, m: string): void },
): Promise<() => Promise<void>> {
  const socketPath = adminSocketPath(ctx.config.dataDir);
  // A socket file left by a killed process refuses connections: remove it and listen afresh.
  await rm(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        let result: CommandResult;
        try {
          const { argv } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { argv: unknown };
          if (!Array.isArray(argv) || !argv.every((a) => typeof a === 'string'))
            throw new Error('argv must be strings');
          result = await runCommand(ctx, argv);
        } catch (error) {
          log.error({ err: error }, 'admin command failed');
          result = { output: `Error: ${(error as Error).message}`, exitCode: 2 };
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  await chmod(socketPath, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socketPath, { force: true });
  };
}

/** Runs a command in the running store-api; undefined when none listens on the socket. */
export async function runThroughSocket(dataDir: string, argv: string[]): Promise<CommandResult | undefined> {
  const socketPath = adminSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath, path: '/', method: 'POST', headers: { 'content-type': 'application/json' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as CommandResult);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    request.end(JSON.stringify({ argv }));
  });
}
