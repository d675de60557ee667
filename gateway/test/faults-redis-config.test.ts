import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { SharedRedis } from '../src/redis-client.js';
import { closedPort } from './support/gateway.js';

const opened: SharedRedis[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((redis) => redis.close()));
});

async function connect(url: string, commandTimeoutMs = 500): Promise<SharedRedis> {
  const redis = await SharedRedis.connect({ url, commandTimeoutMs, log: pino({ level: 'silent' }) });
  opened.push(redis);
  return redis;
}

describe('the Redis settings', () => {
  it('accepts a rediss:// URL, and the client it makes speaks TLS to that host and port', async () => {
    const port = await closedPort();
    const url = `rediss://gateway:s%40cret@127.0.0.1:${port}/2`;
    expect(loadConfig({ REDIS_URL: url }).redisUrl).toBe(url);
    const redis = await connect(url);
    expect(redis.client.options).toMatchObject({
      tls: true,
      host: '127.0.0.1',
      port,
      username: 'gateway',
      password: 's@cret',
      db: 2,
    });
  });

  it('makes a plain client for redis://, with the command timeout of REDIS_COMMAND_TIMEOUT_MS', async () => {
    const config = loadConfig({
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
      REDIS_COMMAND_TIMEOUT_MS: '250',
    });
    const redis = await connect(config.redisUrl ?? '', config.redisCommandTimeoutMs);
    expect(redis.client.options.tls).toBeUndefined();
    expect(redis.client.options).toMatchObject({ commandTimeout: 250, enableOfflineQueue: false });
  });

  it('refuses a REDIS_URL that is not redis:// or rediss://, and a command timeout out of bounds', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(
      'REDIS_URL: must be a redis:// or rediss:// URL',
    );
    expect(() => loadConfig({ REDIS_COMMAND_TIMEOUT_MS: '0' })).toThrow(/REDIS_COMMAND_TIMEOUT_MS/);
    expect(() => loadConfig({ REDIS_COMMAND_TIMEOUT_MS: '600000' })).toThrow(/REDIS_COMMAND_TIMEOUT_MS/);
  });
});
