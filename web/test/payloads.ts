import type { UserErrorCode } from '../src/gql/graphql';

/** One expected failure as a mutation's payload carries it. */
export function userError(code: UserErrorCode, message: string, field: string[] | null = null) {
  return { __typename: 'UserError' as const, code, field, message };
}

/** A mutation's payload on success: its objects and no userErrors. */
export function succeeded<F extends object>(typename: string, fields: F) {
  return { __typename: typename, ...fields, userErrors: [] };
}

/** A mutation's payload when it was refused: its objects as they are (null when none) and why. */
export function refused<F extends object>(
  typename: string,
  fields: F,
  ...userErrors: ReturnType<typeof userError>[]
) {
  return { __typename: typename, ...fields, userErrors };
}
