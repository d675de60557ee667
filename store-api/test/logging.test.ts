import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { logOptions } from '../src/logging.js';

describe('log format', () => {
  it('is one JSON object per line when no terminal reads it', () => {
    expect(logOptions('svc', 'info', false)).toEqual({ name: 'svc', level: 'info' });
  });

  it('is pretty on a terminal, through a printer the service can load', () => {
    const options = logOptions('svc', 'debug', true);
    expect(options).toMatchObject({ name: 'svc', level: 'debug', transport: { target: 'pino-pretty' } });
    expect(() => createRequire(import.meta.url).resolve('pino-pretty')).not.toThrow();
  });
});
