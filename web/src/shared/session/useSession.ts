import { useQuery } from '@apollo/client/react';

import { graphql } from '../../gql';

const SessionQuery = graphql(`
  query SessionQuery {
    viewer {
      id
      name
      status
      canOrder
    }
  }
`);

/**
 * Who is using the store. The gateway's session cookie is httpOnly, so the browser learns it is logged in by
 * asking for `viewer`; login and logout update this query's cache entry, and every screen follows.
 */
export function useSession() {
  const { data, loading } = useQuery(SessionQuery);
  const viewer = data?.viewer ?? null;
  return { viewer, loggedIn: viewer !== null, loading: loading && !data };
}

export { SessionQuery };
