import { ApolloClient, ApolloLink, CombinedGraphQLErrors, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';

import { UploadLink } from '../../shared/lib/uploadLink';

/**
 * The staff screens' client: /staff/graphql only, with the staff session cookie (same origin); product pictures go
 * as GraphQL multipart requests. It shares nothing
 * with the storefront's client, so no staff answer is ever in the buyer's cache.
 */
export function createStaffClient({
  uri = '/staff/graphql',
  link,
}: { uri?: string; link?: ApolloLink } = {}) {
  // A session that expired or was revoked (another tab signed out, an admin deactivated the member): the cached
  // `me` becomes null, and the screens' guard sends the person to the sign-in page, back here afterwards.
  // Or the store came to require two-step sign-in of a member who has not set it up (an admin just turned it on): the
  // store answers nothing else until they do, and the member's `me` says so, which sends them to Sign-in security.
  const sessionChanged = new ErrorLink(({ error }) => {
    if (!CombinedGraphQLErrors.is(error)) return;
    const codes = new Set(error.errors.map((graphQLError) => graphQLError.extensions?.code));
    if (codes.has('UNAUTHENTICATED')) {
      client.cache.modify({ id: 'ROOT_QUERY', fields: { me: () => null } });
    } else if (codes.has('TOTP_ENROLMENT_REQUIRED')) {
      void client.refetchQueries({ include: ['StaffMe'] });
    }
  });
  const client = new ApolloClient({
    link: ApolloLink.from([sessionChanged, link ?? new UploadLink({ uri, credentials: 'same-origin' })]),
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
