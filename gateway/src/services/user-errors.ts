import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import { isErrorCode, type ErrorCode } from '@storefront/contract';
import type { UserError } from '../generated/graphql.js';
import { boundsProblem } from '../input-bounds.js';

/** Where a code points when the failure itself names no field (OUT_OF_STOCK of addToCart: `["quantity"]`). */
export type FieldsByCode = Partial<Record<ErrorCode, readonly string[]>>;

/**
 * Runs a mutation's work and answers its payload: the work's result with no `userErrors`, or, when the work
 * fails in an expected way, `refused` with the failure as one `userErrors` entry. Expected are the input bound
 * checks of the mutation's arguments (INVALID), the gateway's own checks of its input (BAD_USER_INPUT: INVALID),
 * a record the request names that does not exist (NOT_FOUND), and every failure whose `extensions.reason` is a
 * contract code (store-api's 422s and the 409 of an idempotency key in use; upstream/errors.ts). Everything else
 * (UNAUTHENTICATED, RATE_LIMITED, UPSTREAM_*, FORBIDDEN, INTERNAL_SERVER_ERROR) stays a thrown error.
 */
async function payloadOf<Done extends object, Refused extends object>(
  info: GraphQLResolveInfo,
  args: Record<string, unknown>,
  work: () => Promise<Done>,
  refused: Refused,
  fields: FieldsByCode = {},
): Promise<(Done | Refused) & { userErrors: UserError[] }> {
  const problem = boundsProblem(info.parentType, info.fieldName, args);
  if (problem)
    return { ...refused, userErrors: [{ code: 'INVALID', field: problem.path, message: problem.message }] };
  try {
    return { ...(await work()), userErrors: [] };
  } catch (error) {
    const userError = userErrorOf(error, argumentNames(info), fields);
    if (!userError) throw error;
    return { ...refused, userErrors: [userError] };
  }
}

/** The failure as a user error, or undefined when it is not an expected one. */
export function userErrorOf(
  error: unknown,
  argumentNames: ReadonlySet<string>,
  fields: FieldsByCode = {},
): UserError | undefined {
  if (!(error instanceof GraphQLError)) return undefined;
  const { reason, code, field } = error.extensions;
  const userCode: ErrorCode | undefined = isErrorCode(reason)
    ? reason
    : code === 'BAD_USER_INPUT'
      ? 'INVALID'
      : code === 'NOT_FOUND'
        ? 'NOT_FOUND'
        : undefined;
  if (!userCode) return undefined;
  const path =
    typeof field === 'string' && field !== ''
      ? argumentPath(field, argumentNames)
      : fields[userCode]
        ? [...fields[userCode]]
        : null;
  return { code: userCode, field: path, message: error.message };
}

/**
 * A field as the gateway and store-api name it (`quantity`, `email`, `billingAddress.stateId`: the input object's
 * fields without `input.`) as the path from the mutation's arguments (`["quantity"]`, `["input", "email"]`).
 */
export function argumentPath(field: string, argumentNames: ReadonlySet<string>): string[] {
  const path = field.split('.');
  if (argumentNames.has(path[0] ?? '') || !argumentNames.has('input')) return path;
  return ['input', ...path];
}

export function argumentNames(info: GraphQLResolveInfo): ReadonlySet<string> {
  return new Set(info.parentType.getFields()[info.fieldName]?.args.map((arg) => arg.name) ?? []);
}

/** A mutation resolver answering its payload through payloadOf: `work` reads the arguments and does the work. */
export function mutationPayload<Args extends object, Context, Done extends object, Refused extends object>(
  refused: Refused,
  work: (args: Args, ctx: Context) => Promise<Done>,
  fields: FieldsByCode = {},
): (
  parent: unknown,
  args: Args,
  ctx: Context,
  info: GraphQLResolveInfo,
) => Promise<(Done | Refused) & { userErrors: UserError[] }> {
  return (_parent, args, ctx, info) =>
    payloadOf(info, args as Record<string, unknown>, () => work(args, ctx), refused, fields);
}
