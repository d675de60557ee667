import { Redis } from 'ioredis';
import type { Logger } from 'pino';

// The first connection gets this long before the gateway starts without it (it keeps reconnecting).
const CONNECT_TIMEOUT_MS = 1000;
// Reconnection waits 200 ms, 400 ms, ... up to this: a Redis that comes back is used again within seconds.
const MAX_RECONNECT_DELAY_MS = 5000;

export interface SharedRedisOptions {
  /** redis:// or rediss:// (TLS, done by ioredis), with user, password and database as usual. */
  url: string;
  /** The most a command may take; past it the command fails and the caller goes on without Redis. */
  commandTimeoutMs: number;
  log: Logger;
}

/**
 * The gateway's one Redis connection, shared by the catalog cache, the rate limits and the persisted queries. Redis
 * is an optimisation here: a request never waits on it for longer than the command timeout, and while it is down or
 * stalled every command fails at once (no offline queue), so callers fall back to store-api or to memory.
 */
export class SharedRedis {
  readonly client: Redis;
  private down = false;

  private constructor({ url, commandTimeoutMs, log }: SharedRedisOptions) {
    this.client = new Redis(url, {
      enableOfflineQueue: false,
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: commandTimeoutMs,
      // A connection that takes a command and answers nothing (a stalled server) is dropped and made anew;
      // the command timeout alone would leave it open, every command then waiting the full timeout.
      socketTimeout: commandTimeoutMs,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(100 * 2 ** attempt, MAX_RECONNECT_DELAY_MS),
    });
    // Errors repeat at every reconnection attempt: one line when an outage starts, one when it ends.
    this.client.on('error', (error: Error) => {
      if (!this.down)
        log.warn(
          { err: error },
          'Redis unavailable: the catalog cache reads from store-api and rate limits count in memory until it is back',
        );
      this.down = true;
    });
    this.client.on('ready', () => {
      if (this.down) log.info('Redis is back: the catalog cache and rate limits use it again');
      this.down = false;
    });
  }

  /** Connects, waiting at most the connect timeout: the gateway starts (and serves) without Redis. */
  static async connect(options: SharedRedisOptions): Promise<SharedRedis> {
    const shared = new SharedRedis(options);
    const { client } = shared;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        client.off('ready', done);
        client.off('error', done);
        resolve();
      };
      const timer = setTimeout(done, CONNECT_TIMEOUT_MS);
      client.once('ready', done);
      client.once('error', done);
    });
    return shared;
  }

  /** 'ok' when commands can be sent now; 'degraded' while connecting, reconnecting or after an error. */
  get state(): 'ok' | 'degraded' {
    return this.client.status === 'ready' && !this.down ? 'ok' : 'degraded';
  }

  close(): Promise<void> {
    // Not QUIT: a stalled Redis would never answer it.
    this.client.disconnect();
    return Promise.resolve();
  }
}
