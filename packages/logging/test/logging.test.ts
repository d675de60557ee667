import { existsSync } from 'node:fs';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { logOptions } from '../src/index.js';

describe('log format', () => {
  it('is one JSON object per line when no terminal reads it', () => {
    expect(logOptions('svc', 'info', false)).toEqual({ name: 'svc', level: 'info' });
  });

  it('is pretty on a terminal, through a printer pino can load from any service', async () => {
    const options = logOptions('svc', 'debug', true);
    expect(options).toMatchObject({ name: 'svc', level: 'debug' });
    const target = (options.transport as { target: string }).target;
    expect(target).toMatch(/pino-pretty/);
    expect(existsSync(target)).toBe(true);
    // pino starts the printer in its worker: a target it cannot load would fail here.
    const logger = pino({ ...options, level: 'silent' });
    logger.info('started');
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
  });
});
