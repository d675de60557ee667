import { CombinedGraphQLErrors } from '@apollo/client';

/** What the gateway says about an address that names nothing: no such object, or an id that cannot be one. */
const MISSING_CODES = new Set(['NOT_FOUND', 'BAD_USER_INPUT']);

/**
 * Whether a query answered that the object its page is about does not exist: the field is null, and any error
 * about it says so. A field that failed otherwise (the store did not answer) is a failure, not a missing page.
 * The query must use `errorPolicy: 'all'`, so that the answer reaches the page (and the server's page state).
 */
export function isMissing(data: object | undefined, field: string, error: unknown): boolean {
  if (!data || (data as Record<string, unknown>)[field] != null) return false;
  if (!CombinedGraphQLErrors.is(error)) return error === undefined;
  return error.errors.every((graphQLError) => {
    if (graphQLError.path?.[0] !== field) return true;
    const code = graphQLError.extensions?.code;
    return typeof code === 'string' && MISSING_CODES.has(code);
  });
}
