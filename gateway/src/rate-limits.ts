import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { COST_LIMITS } from './operation-cost.js';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * How often each mutation that sends mail, stores uploads or checks a secret may be called, per client address
 * unless said otherwise. A refused call answers RATE_LIMITED before any upstream call.
 */
export const RATE_LIMITS = {
  // Password guessing from one address; store-api also slows repeated failures for one e-mail.
  login: { points: 30, durationSeconds: 15 * MINUTE },
  // Each registration stores up to 20 MB of certificates and mails staff and the business.
  register: { points: 5, durationSeconds: HOUR },
  // Each one mails a reset link...
  requestPasswordReset: { points: 5, durationSeconds: 15 * MINUTE },
  // ...so one mailbox gets at most three an hour, however many addresses ask (keyed by e-mail).
  requestPasswordResetPerEmail: { points: 3, durationSeconds: HOUR },
  // Reset tokens are unguessable; this bounds the hashing work a caller can cause.
  resetPassword: { points: 10, durationSeconds: 15 * MINUTE },
  // Each renewed certificate (up to 10 MB) is read into memory and stored; a buyer needs one or two a year.
  uploadCertificateRenewal: { points: 10, durationSeconds: HOUR },
  // Each message is stored and mailed to staff.
  sendContactMessage: { points: 5, durationSeconds: 10 * MINUTE },
  // Link checks and account creation: a buyer needs one or two; more is probing.
  createAccount: { points: 10, durationSeconds: 15 * MINUTE },
  verifyAccountLink: { points: 10, durationSeconds: 15 * MINUTE },
  // Staff sign-ins from one address (the staff endpoint), counted apart from the buyers' logins: staff sign in a
  // few times a day; store-api also limits failures per staff account (STAFF_LOGIN_*, docs/security.md).
  staffSignIn: { points: 20, durationSeconds: 15 * MINUTE },
  // Each new automatic persisted query is kept in Redis for a day (persisted-queries.ts); unbounded, a flood of
  // distinct queries would fill it and push out the other keys, these counts among them. A client registers each
  // of its operations once per gateway restart or TTL; an integrator has a few dozen.
  registerPersistedQuery: { points: 100, durationSeconds: HOUR },
  // The cost budget (operation-cost.ts): points are the operations' costs, per token (hashed) or, for anonymous
  // callers, per address; every answer tells what is left (cost-limits.ts).
  operationCost: { points: COST_LIMITS.budgetPerMinute, durationSeconds: MINUTE },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;
interface RateLimit {
  points: number;
  durationSeconds: number;
}
type Limiter = RateLimiterMemory | RateLimiterRedis;

/** Where a caller stands against one limit after a call: the IETF RateLimit fields' quota, remaining and reset. */
export interface LimitState {
  limit: number;
  windowSeconds: number;
  remaining: number;
  resetSeconds: number;
  /** Set when the call was refused: the seconds to wait. */
  retryAfterSeconds?: number;
}

/** The mutations above: a GraphQL request may carry at most one of them (validation.ts), aliases included. */
export const GUARDED_MUTATIONS = [
  'login',
  'register',
  'verifyAccountLink',
  'createAccount',
  'requestPasswordReset',
  'resetPassword',
  'sendContactMessage',
  'uploadCertificateRenewal',
] as const;

export interface RateLimitsOptions {
  /**
   * Shared counts between gateway instances (the gateway's one client, see redis-client.ts: no offline queue,
   * short timeouts); without it each instance counts in memory.
   */
  redis?: Redis | undefined;
  /** Prefix of the Redis keys (tests use one per run). */
  keyPrefix: string;
  /** Other numbers for some limits (tests that call one mutation many times from one address). */
  overrides?: Partial<Record<RateLimitName, RateLimit>> | undefined;
  /** Told of each refused call (the metrics' counter). */
  onRefused?: ((name: RateLimitName) => void) | undefined;
}

/** rate-limiter-flexible's limiters, one per RATE_LIMITS entry; in Redis when REDIS_URL is set. */
export class RateLimits {
  private constructor(
    private readonly limiters: Record<RateLimitName, Limiter>,
    private readonly limits: Record<RateLimitName, RateLimit>,
    private readonly onRefused: (name: RateLimitName) => void,
  ) {}

  static create({ redis, keyPrefix, overrides, onRefused }: RateLimitsOptions): RateLimits {
    const limits: Record<RateLimitName, RateLimit> = { ...RATE_LIMITS, ...overrides };
    const limiters = Object.fromEntries(
      Object.entries(limits).map(([name, { points, durationSeconds }]) => {
        const options = { keyPrefix: `${keyPrefix}:${name}`, points, duration: durationSeconds };
        const memory = new RateLimiterMemory(options);
        const limiter = redis
          ? new RateLimiterRedis({
              ...options,
              storeClient: redis,
              // A Redis that is down or slow is replaced by this process's own count, at once.
              rejectIfRedisNotReady: true,
              insuranceLimiter: memory,
            })
          : memory;
        return [name, limiter];
      }),
    ) as Record<RateLimitName, Limiter>;
    return new RateLimits(limiters, limits, onRefused ?? (() => undefined));
  }

  /**
   * Spends `points` of the caller's allowance (an operation's cost); refused when they are more than what is
   * left. A refused call still counts, as for `consume`: a caller that keeps asking stays refused until the reset.
   */
  async spend(name: RateLimitName, key: string, points: number): Promise<LimitState> {
    const { points: limit, durationSeconds } = this.limits[name];
    try {
      const result =
        points > 0 ? await this.limiters[name].consume(key, points) : await this.limiters[name].get(key);
      const full = { limit, windowSeconds: durationSeconds, remaining: limit, resetSeconds: durationSeconds };
      return result ? stateOf(limit, durationSeconds, result) : full;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        // A broken limiter must not stop the store: the call goes through, the answer claims nothing spent.
        return { limit, windowSeconds: durationSeconds, remaining: limit, resetSeconds: durationSeconds };
      }
      this.onRefused(name);
      const state = stateOf(limit, durationSeconds, rejection);
      return { ...state, retryAfterSeconds: state.resetSeconds };
    }
  }

  /** Counts one call; the seconds to wait when the caller is over the limit, else undefined. */
  async consume(name: RateLimitName, key: string): Promise<number | undefined> {
    try {
      await this.limiters[name].consume(key);
      return undefined;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        this.onRefused(name);
        return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      }
      // Only reachable if the insurance limiter failed too: a broken limiter must not stop the store.
      return undefined;
    }
  }
}

function stateOf(limit: number, windowSeconds: number, result: RateLimiterRes): LimitState {
  return {
    limit,
    windowSeconds,
    remaining: Math.max(0, result.remainingPoints),
    resetSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
  };
}
