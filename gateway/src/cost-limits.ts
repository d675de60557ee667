import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { messages as M } from '@storefront/contract';
import { operationCost } from './operation-cost.js';
import type { LimitState, RateLimits } from './rate-limits.js';

/** The policy's name in the RateLimit fields. */
const POLICY = 'cost';

/** What the cost plugin reads of a request's context, public or staff. */
export interface CostScope {
  requestId: string;
  /** Whose budget the request spends (operation-cost.ts `budgetKey`). */
  budgetKey: string;
  rateLimits: RateLimits;
}

/** What a caller reads in `extensions.cost` of every answer. */
export interface CostExtension {
  /** What this operation cost (0 when it was refused before it was costed, a syntax error say). */
  requested: number;
  /** The most one operation may cost. */
  maximum: number;
  /** The budget for one window, what is left of it, and the seconds until it is full again. */
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/**
 * The cost limits, after the operation is known and its arguments are in bounds, before anything executes (so
 * before any upstream call): an operation over `maxOperationCost` (COST_LIMITS, MAX_OPERATION_COST) is refused with OPERATION_TOO_COSTLY
 * (400); otherwise its cost is spent from the caller's budget for the minute, and past it the answer is 429
 * RATE_LIMITED with Retry-After. Every answer carries the IETF draft's RateLimit-Policy and RateLimit fields
 * (draft-ietf-httpapi-ratelimit-headers: quota `q` per window `w`, remaining `r`, reset `t`) and `extensions.cost`.
 */
export function costLimitsPlugin<Context extends CostScope>(
  maxOperationCost: number,
): ApolloServerPlugin<Context> {
  return {
    requestDidStart({ contextValue }) {
      let requested = 0;
      let state: LimitState | undefined;
      return Promise.resolve({
        async responseForOperation({ schema, document, operationName, request }) {
          requested = operationCost(schema, document, operationName ?? undefined, request.variables);
          if (requested > maxOperationCost) {
            return refusal(400, 'OPERATION_TOO_COSTLY', M.operationTooCostly(requested, maxOperationCost), {
              requestId: contextValue.requestId,
            });
          }
          state = await contextValue.rateLimits.spend('operationCost', contextValue.budgetKey, requested);
          if (state.retryAfterSeconds === undefined) return null;
          return refusal(
            429,
            'RATE_LIMITED',
            M.costBudgetSpent(state.retryAfterSeconds),
            { requestId: contextValue.requestId, retryAfterSeconds: state.retryAfterSeconds },
            new HeaderMap([['retry-after', String(state.retryAfterSeconds)]]),
          );
        },
        async willSendResponse({ response }) {
          // Refused before it was costed (a syntax error, an argument out of bounds): what is left, unchanged.
          state ??= await contextValue.rateLimits.spend('operationCost', contextValue.budgetKey, 0);
          response.http.headers.set(
            'ratelimit-policy',
            `"${POLICY}";q=${state.limit};w=${state.windowSeconds}`,
          );
          response.http.headers.set('ratelimit', `"${POLICY}";r=${state.remaining};t=${state.resetSeconds}`);
          if (response.body.kind !== 'single') return;
          const cost: CostExtension = {
            requested,
            maximum: maxOperationCost,
            limit: state.limit,
            remaining: state.remaining,
            resetSeconds: state.resetSeconds,
          };
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, cost };
        },
      });
    },
  };
}

function refusal(
  status: number,
  code: 'OPERATION_TOO_COSTLY' | 'RATE_LIMITED',
  message: string,
  extensions: Record<string, unknown>,
  headers = new HeaderMap(),
) {
  return {
    http: { status, headers },
    body: {
      kind: 'single' as const,
      singleResult: { errors: [{ message, extensions: { code, ...extensions } }] },
    },
  };
}
