import { createContext, useContext } from 'react';

import { graphql } from '../../gql';
import type { SessionQueryQuery } from '../../gql/graphql';

const SessionQuery = graphql(`
  query SessionQuery {
    viewer {
      id
      name
      status
      canOrder
      tobaccoLicenseExpiryDate
      taxExpiryDate
    }
  }
`);

export interface Session {
  viewer: SessionQueryQuery['viewer'];
  loggedIn: boolean;
  /** True until the first answer (from the page, the cache or the gateway). */
  loading: boolean;
}

/** Given by `SessionProvider` (AppProviders renders it around every screen). */
export const SessionContext = createContext<Session | undefined>(undefined);

/**
 * Who is using the store. The gateway's session cookie is httpOnly, so the browser learns it is logged in by
 * asking for `viewer`; login and logout update this query's cache entry, and every screen follows.
 */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside SessionProvider (AppProviders renders it).');
  return session;
}

export { SessionQuery };
