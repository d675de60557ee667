import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadWebRenderer } from '../src/web-app.js';

/** A logger that keeps what it was told, as the lines' levels and messages. */
function recordingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
  );
  return { logger, lines };
}

function moduleFile(source: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'gateway-renderer-')), 'entry-server.js');
  writeFileSync(file, source);
  return file;
}

describe('the web app server renderer the gateway mounts', () => {
  it('is the module of the given file when it exports renderKey and renderPage', async () => {
    const { logger, lines } = recordingLogger();
    const renderer = await loadWebRenderer(
      moduleFile(
        "export const renderKey = (cookie) => cookie ?? 'none';\n" +
          "export async function renderPage({ url }) { return { html: `<p>${url}</p>`, head: '', status: 200 }; }\n",
      ),
      logger,
    );
    expect(renderer?.renderKey(undefined)).toBe('none');
    await expect(
      renderer?.renderPage({
        url: '/shop',
        cookie: undefined,
        execute: () => Promise.resolve({}),
        signal: AbortSignal.timeout(1000),
      }),
    ).resolves.toEqual({ html: '<p>/shop</p>', head: '', status: 200 });
    expect(lines).toEqual([]);
  });

  it("is by default the web package's `web/server` module, its server build in web/dist-server", () => {
    expect(import.meta.resolve('web/server')).toMatch(/\/web\/dist-server\/entry-server\.js$/);
  });

  it('is none, said once as information, when the given file does not exist (no server build)', async () => {
    const { logger, lines } = recordingLogger();
    const missing = path.join(mkdtempSync(path.join(tmpdir(), 'gateway-renderer-')), 'entry-server.js');
    await expect(loadWebRenderer(missing, logger)).resolves.toBeUndefined();
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      [30, 'the web app has no server build (npm run build -w web); pages render in the browser'],
    ]);
  });

  it('is none, logged as an error, when the module is not a renderer', async () => {
    const { logger, lines } = recordingLogger();
    await expect(
      loadWebRenderer(moduleFile('export const renderPage = 1;\n'), logger),
    ).resolves.toBeUndefined();
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      [50, 'the web app server module exports no renderKey and renderPage; pages render in the browser'],
    ]);
  });

  it('is none, logged as an error, when the module fails to load', async () => {
    const { logger, lines } = recordingLogger();
    await expect(
      loadWebRenderer(moduleFile("throw new Error('broken build');\n"), logger),
    ).resolves.toBeUndefined();
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      [50, 'could not load the web app server renderer; pages render in the browser'],
    ]);
  });
});
