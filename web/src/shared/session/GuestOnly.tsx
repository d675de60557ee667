import { Navigate, Outlet, useLocation } from 'react-router';

import { returnPath } from './accountPaths';
import { useSession } from './useSession';

/**
 * Layout route for /login and /register (spec section 2): a logged-in customer has nothing to do there and goes
 * on to where they were heading, or home. While the session is loading the form shows, so it never blinks.
 */
export function GuestOnly() {
  const { loggedIn } = useSession();
  const location = useLocation();

  if (loggedIn) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
