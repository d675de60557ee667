import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';

/**
 * The staff screens' client: /staff/graphql only, with the staff session cookie (same origin). It shares nothing
 * with the storefront's client, so no staff answer is ever in the buyer's cache.
 */
export function createStaffClient({
  uri = '/staff/graphql',
  link,
}: { uri?: string; link?: ApolloLink } = {}) {
  // A session that expired or was revoked (another tab signed out, an admin deactivated the member): the cached
  // `me` becomes null, and the screens' guard sends the person to the sign-in page, back here afterwards.
  const sessionEnded = new ErrorLink(({ error }) => {
    if (
      CombinedGraphQLErrors.is(error) &&
      error.errors.some((graphQLError) => graphQLError.extensions?.code === 'UNAUTHENTICATED')
    ) {
      client.cache.modify({ id: 'ROOT_QUERY', fields: { me: () => null } });
    }
  });
  const client = new ApolloClient({
    link: ApolloLink.from([sessionEnded, link ?? new HttpLink({ uri, credentials: 'same-origin' })]),
    cache: new InMemoryCache({
      typePolicies: {
        // Lists come whole from the store after each change.
        Order: { fields: { lines: { merge: false }, audit: { merge: false } } },
        Customer: { fields: { audit: { merge: false }, orders: { merge: false } } },
      },
    }),
    defaultOptions: {
      // Staff work on what others change at the same time: a screen shows its cache at once and refreshes it.
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  });
  return client;
}
