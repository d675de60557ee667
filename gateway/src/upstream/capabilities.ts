import type { RestCall } from '@storefront/contract/rest';

/** How long a call the host answered as missing is taken to stay missing: a deployment may add it later. */
export const MISSING_CALL_MEMORY_MS = 10 * 60_000;

/**
 * Which of our optional calls (`origin: 'ours'`) the REST host lacks, as it last answered, remembered per process
 * for a bounded time: on a host without them (the distributor's), each request then goes straight to the spec's
 * calls or to NOT_OFFERED instead of asking for the missing route first every time.
 */
export class HostCapabilities {
  // The call's method and path, and until when it is taken to be missing.
  private readonly missing = new Map<string, number>();

  constructor(
    private readonly memoryMs = MISSING_CALL_MEMORY_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** True while the host is remembered to lack the call. */
  lacks(call: RestCall): boolean {
    const key = keyOf(call);
    const until = this.missing.get(key);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.missing.delete(key);
    return false;
  }

  /** The host answered the call as a path it does not have. */
  markMissing(call: RestCall): void {
    this.missing.set(keyOf(call), this.now() + this.memoryMs);
  }
}

const keyOf = (call: RestCall) => `${call.method} ${call.path}`;
