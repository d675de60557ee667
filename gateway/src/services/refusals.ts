import type { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';
import { gatewayError, type ErrorCode } from '../upstream/errors.js';

/** A refusal of the gateway's own, with the request id and, when it concerns one, the input field. */
export function fail(
  ctx: Pick<GatewayContext, 'requestId'>,
  code: ErrorCode,
  message: string,
  field?: string,
): GraphQLError {
  return gatewayError(code, message, ctx.requestId, field ? { field } : {});
}

export function badInput(
  ctx: Pick<GatewayContext, 'requestId'>,
  message: string,
  field: string,
): GraphQLError {
  return fail(ctx, 'BAD_USER_INPUT', message, field);
}
