import { createRequire } from 'node:module';
import type { LoggerOptions } from 'pino';

/** The pretty printer, resolved from this package: pino loads it in its worker whichever service starts it. */
const prettyPrinter = createRequire(import.meta.url).resolve('pino-pretty');

/**
 * Pretty lines on a terminal (someone is reading), one JSON object per line otherwise (a log collector is). The
 * pretty printer runs in pino's worker thread, so it costs the service's own thread nothing.
 */
export function logOptions(
  name: string,
  level: string,
  terminal = process.stdout.isTTY === true,
): LoggerOptions {
  if (!terminal) return { name, level };
  return {
    name,
    level,
    transport: {
      target: prettyPrinter,
      options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
    },
  };
}
