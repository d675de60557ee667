import { CombinedGraphQLErrors } from '@apollo/client';

export { errorMessage } from '../../../shared/commerce/errors';

/**
 * The input field a GraphQL error is about (`extensions.field`, e.g. `email` or `input.email`), so the form can
 * show the message beside it.
 */
export function errorField(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const field = error.errors[0]?.extensions?.field;
  return typeof field === 'string' ? field.split('.').pop() : undefined;
}

/** `extensions.code` of the first GraphQL error, e.g. `LINK_EXPIRED`. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** What a mutation hook tells its form: done, or the error to show. */
export type MutationOutcome<T = undefined> = { ok: true; data: T } | { ok: false; error: unknown };
