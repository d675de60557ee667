import type { LoggerOptions } from 'pino';

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
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
    },
  };
}
