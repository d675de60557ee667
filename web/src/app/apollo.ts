import { ApolloClient, ApolloLink, CombinedGraphQLErrors, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';

import { endSession, isLoggedInCached } from '../shared/session/sessionCache';
import { UploadLink } from '../shared/lib/uploadLink';

/**
 * The gateway serves this app and GraphQL from one origin, so the session cookie travels with `same-origin`.
 * Tests pass an absolute URL that their network mocks answer.
 */
export function createApolloClient({
  uri = '/graphql',
  link,
  ssrMode = false,
}: { uri?: string; link?: ApolloLink; ssrMode?: boolean } = {}) {
  let endingSession = false;

  // Spec section 4: an answer saying the caller is not logged in (the session expired or was revoked) logs the
  // screen out. Only when the cache still believes someone is logged in, so anonymous visitors never loop.
  // LOGIN_REQUIRED (a price filter or sort without a session) says the same of a screen that showed a customer's.
  const sessionExpiry = new ErrorLink(({ error }) => {
    if (!saysLoggedOut(error) || endingSession || !isLoggedInCached(client)) return;
    endingSession = true;
    void endSession(client).finally(() => {
      endingSession = false;
    });
  });

  const client = new ApolloClient({
    ssrMode,
    link: ApolloLink.from([sessionExpiry, link ?? new UploadLink({ uri, credentials: 'same-origin' })]),
    cache: new InMemoryCache({
      typePolicies: {
        // `home` has no id; the home page and the footer each read part of it, and their answers add up.
        Home: { merge: true },
        // `storeFeatures` has no id either; each feature asks for its own flag.
        StoreFeatures: { merge: true },
        // Lists the store answers whole after every change: the new list replaces the old one.
        Cart: { fields: { lines: { merge: false } } },
        Customer: { fields: { shippingAddresses: { merge: false } } },
      },
    }),
  });
  return client;
}

function saysLoggedOut(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((graphQLError) => {
      const code = graphQLError.extensions?.code;
      return code === 'UNAUTHENTICATED' || code === 'LOGIN_REQUIRED';
    })
  );
}
