import { useQuery } from '@apollo/client/react';
import { type ReactNode, useMemo } from 'react';

import { type Session, SessionContext, SessionQuery } from './useSession';

/**
 * Asks for the session once for the whole app; `useSession` reads it. Every product card's buttons need it, and
 * a query per card made a page of forty cards watch the same cache entry eighty times: each watch is set up,
 * read and subscribed while the page starts.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, loading } = useQuery(SessionQuery);
  const viewer = data?.viewer ?? null;
  const waiting = loading && !data;
  const session = useMemo<Session>(
    () => ({ viewer, loggedIn: viewer !== null, loading: waiting }),
    [viewer, waiting],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}
