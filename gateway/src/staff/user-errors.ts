import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import type { UserError } from '../generated/staff-resolvers.js';
import { boundsProblem } from '../input-bounds.js';
import { argumentNames, argumentPath, userErrorOf } from '../services/user-errors.js';
import { isStaffUserErrorCode } from '../upstream/staff-api.js';

/**
 * A staff mutation resolver answering its payload (services/user-errors.ts's mutationPayload, with the staff
 * schema's codes): the work's result with no `userErrors`, or `refused` with the expected failure (an argument
 * over its bound, store-api's 422, a record that does not exist) as one entry. UNAUTHENTICATED, FORBIDDEN and
 * failures of the store's systems stay thrown errors.
 */
export function staffPayload<Args extends object, Context, Done extends object, Refused extends object>(
  refused: Refused,
  work: (args: Args, ctx: Context) => Promise<Done>,
): (
  parent: unknown,
  args: Args,
  ctx: Context,
  info: GraphQLResolveInfo,
) => Promise<(Done | Refused) & { userErrors: UserError[] }> {
  return async (_parent, args, ctx, info) => {
    const problem = boundsProblem(info.parentType, info.fieldName, args as Record<string, unknown>);
    if (problem) {
      return { ...refused, userErrors: [{ code: 'INVALID', field: problem.path, message: problem.message }] };
    }
    try {
      return { ...(await work(args, ctx)), userErrors: [] };
    } catch (error) {
      const userError = staffUserErrorOf(error, argumentNames(info));
      if (!userError) throw error;
      return { ...refused, userErrors: [userError] };
    }
  };
}

function staffUserErrorOf(error: unknown, names: ReadonlySet<string>): UserError | undefined {
  if (error instanceof GraphQLError && isStaffUserErrorCode(error.extensions.reason)) {
    const { field } = error.extensions;
    return {
      code: error.extensions.reason,
      field: typeof field === 'string' && field !== '' ? argumentPath(field, names) : null,
      message: error.message,
    };
  }
  const userError = userErrorOf(error, names);
  if (!userError) return undefined;
  // A customer-side code the staff schema does not know is, to staff, a value that breaks a rule.
  return { ...userError, code: isStaffUserErrorCode(userError.code) ? userError.code : 'INVALID' };
}
