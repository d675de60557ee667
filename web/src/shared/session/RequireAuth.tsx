import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { PageLoading } from '../components/PageLoading';
import { accountPaths, type ReturnState } from './accountPaths';
import { doneLeaving, isLeaving } from './leaving';
import { useSession } from './useSession';

/**
 * Layout route for private screens (`{ Component: RequireAuth, children: [...] }`): a logged-out visitor is sent
 * to /login, which brings them back here after logging in.
 */
export function RequireAuth() {
  const { loggedIn, loading } = useSession();
  const { pathname, search, hash, key } = useLocation();
  useEffect(() => () => doneLeaving(key), [key]);

  if (loading) return <PageLoading />;
  if (!loggedIn) {
    if (isLeaving(key)) return null;
    const state: ReturnState = { from: { pathname, search, hash } };
    return <Navigate to={accountPaths.login} replace state={state} />;
  }
  return <Outlet />;
}
