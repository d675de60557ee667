import type { Redis } from 'ioredis';

/**
 * A short-lived cache for public catalog data that carries no price and nothing per customer (categories,
 * brands, sliders, logos, footer banner, countries...). Only StoreApi's public calls use it, and they call
 * store-api without the caller's token, so what is cached is by construction the same for every caller.
 */
export interface SharedStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/** The default store: a bounded map in this process, oldest entries evicted first. */
export class MemoryStore implements SharedStore {
  private readonly entries = new Map<string, { value: unknown; expires: number }>();

  constructor(private readonly maxEntries = 1000) {}

  get(key: string): Promise<unknown> {
    const entry = this.entries.get(key);
    if (!entry) return Promise.resolve(undefined);
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
      return Promise.resolve(undefined);
    }
    return Promise.resolve(entry.value);
  }

  set(key: string, value: unknown, ttlMs: number): Promise<void> {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: Date.now() + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return Promise.resolve();
  }

  delete(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.entries.clear();
    return Promise.resolve();
  }
}

/**
 * The store in Redis, for several gateways behind one load balancer. Any Redis trouble (down, stalled, an error
 * reply, a value that is not JSON) makes the call fail, which the cache reads as a miss: the client's command
 * timeout bounds the wait, and SharedRedis logs the outage once.
 */
export class RedisStore implements SharedStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'gateway:catalog:',
  ) {}

  async get(key: string): Promise<unknown> {
    const value = await this.redis.get(this.prefix + key);
    return value === null ? undefined : (JSON.parse(value) as unknown);
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  close(): Promise<void> {
    // The connection is the gateway's, shared with the rate limits: server.ts closes it.
    return Promise.resolve();
  }
}

export class CatalogCache {
  // Concurrent misses for one key share one upstream call (the home page fans out to many at once).
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** Part of every key: a change staff make through this gateway starts a new generation (see forgetAll). */
  private generation = 0;

  constructor(
    private readonly store: SharedStore,
    private readonly ttlMs: number,
  ) {}

  /**
   * Drops everything remembered (staff changed categories or brands): this gateway's next reads ask store-api. The
   * old entries are left to expire; another gateway sharing the Redis store keeps its generation, and so sees the
   * change within the TTL (CATALOG_CACHE_TTL_MS, 30 seconds by default).
   */
  forgetAll(): void {
    this.generation += 1;
    this.inFlight.clear();
  }

  async remember<T>(name: string, load: () => Promise<T>): Promise<T> {
    // Until the first change a key is the name itself.
    const key = this.generation === 0 ? name : `${name}@${this.generation}`;
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<T>;
    if (this.ttlMs > 0) {
      const hit = await this.store.get(key).catch(() => undefined);
      if (hit !== undefined) return hit as T;
    }
    const loading = load()
      .then(async (value) => {
        if (this.ttlMs > 0) await this.store.set(key, value, this.ttlMs).catch(() => undefined);
        return value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, loading);
    return loading;
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
