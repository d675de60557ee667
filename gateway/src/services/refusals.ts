import type { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';
import { gatewayError, type ErrorCode } from '../upstream/errors.js';

/** A refusal of the gateway's own, with the request id and, when it concerns one, the input field. */
export function fail(ctx: GatewayContext, code: ErrorCode, message: string, field?: string): GraphQLError {
  return gatewayError(code, message, ctx.requestId, field ? { field } : {});
}

export function badInput(ctx: GatewayContext, message: string, field: string): GraphQLError {
  return fail(ctx, 'BAD_USER_INPUT', message, field);
}
