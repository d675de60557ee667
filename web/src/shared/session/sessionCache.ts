import type { ApolloClient } from '@apollo/client';

import type { SessionQueryQuery } from '../../gql/graphql';
import { SessionQuery } from './useSession';

type Viewer = NonNullable<SessionQueryQuery['viewer']>;

/**
 * Login: everything cached so far was fetched anonymously (no prices, no cart, no wishlist flags), so the cache is
 * emptied and every query on screen fetched again with the new session cookie. The viewer is then written from
 * the login answer, so screens know the customer even if a refetch failed.
 */
export async function startSession(client: ApolloClient, viewer: Viewer): Promise<void> {
  try {
    await client.resetStore();
  } catch (error) {
    console.error('Could not refresh the page after logging in.', error);
  }
  client.writeQuery({ query: SessionQuery, data: { viewer } });
}

/**
 * Logout or an expired session: the cache is emptied so no price or order stays in memory, the queries on
 * screen are fetched again as an anonymous visitor, and the viewer is set to nobody whatever those answer.
 * (`resetStore` rather than `clearStore`: both empty the cache, but after `clearStore` the screens would keep
 * showing what they last read until something else refreshed them.)
 */
export async function endSession(client: ApolloClient): Promise<void> {
  try {
    await client.resetStore();
  } catch (error) {
    // A query on screen may fail again (e.g. with UNAUTHENTICATED); the session is over all the same.
    console.error('Could not refresh the page after the session ended.', error);
  } finally {
    client.writeQuery({ query: SessionQuery, data: { viewer: null } });
  }
}

/**
 * After the store started a session by itself (creating an account signs it in): everything on screen is fetched
 * again with the new cookie, the session first. True when the store now says someone is logged in.
 */
export async function refreshSession(client: ApolloClient): Promise<boolean> {
  try {
    await client.resetStore();
    const { data } = await client.query({ query: SessionQuery, fetchPolicy: 'network-only' });
    return data?.viewer != null;
  } catch (error) {
    console.error('Could not ask the store for the session.', error);
    return false;
  }
}

/** Whether the cache believes someone is logged in. */
export function isLoggedInCached(client: ApolloClient): boolean {
  return client.readQuery({ query: SessionQuery })?.viewer != null;
}
