import { CombinedGraphQLErrors } from '@apollo/client';

import { commerceMessages } from './messages';

/**
 * The text to show for a failed request (spec section 8): the store's own message for an expected failure (a
 * GraphQL error), 'Something went wrong' for anything else (network, server crash, a bug).
 */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((graphQLError) => graphQLError.message.trim() !== '')?.message;
    if (message !== undefined) return message;
  }
  return commerceMessages.somethingWentWrong;
}

/** The `extensions.code` of the first GraphQL error, e.g. `NOT_APPROVED`; undefined for any other failure. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
