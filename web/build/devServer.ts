import type { ServerOptions } from 'vite';

type Env = Record<string, string | undefined>;

function port(env: Env, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(number >= 1 && number <= 65535))
    throw new Error(`${name} must be a port number (1-65535), not "${value}".`);
  return number;
}

/**
 * Vite's dev server, from the environment `scripts/run.mjs --dev` passes: it listens on WEB_DEV_PORT (5173 unless
 * set; the next free one when that is taken, and Vite prints which) and proxies GraphQL and uploaded files to the
 * gateway on GATEWAY_PORT (4000 unless set), so the browser talks to one origin, as in production where the
 * gateway also serves this app.
 */
export function devServerOptions(env: Env): ServerOptions {
  const gateway = `http://127.0.0.1:${port(env, 'GATEWAY_PORT', 4000)}`;
  return {
    port: port(env, 'WEB_DEV_PORT', 5173),
    strictPort: false,
    proxy: { '/graphql': gateway, '/storage': gateway },
  };
}
