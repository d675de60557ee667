import { useApolloClient, useMutation } from '@apollo/client/react';
import { messages } from '@storefront/contract/messages';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { graphql } from '../../gql';
import { settleWithoutForm } from '../forms/mutationOutcome';
import { markLeaving } from './leaving';
import { endSession } from './sessionCache';

const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      accepted
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/**
 * Logs out (spec section 4): says so, goes home, and empties the cache so no price, cart or order stays in memory;
 * the screen then shows the logged-out header.
 */
export function useLogoutMutation() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const [mutate, { loading }] = useMutation(LogoutMutation);

  const logout = useCallback(async () => {
    // On failure the session stays as it is (an expired one is ended by the Apollo error link).
    if (!(await settleWithoutForm(async () => (await mutate()).data?.logout, messages.loggedOut))) return;
    // Leave the screen first. A private one may stay on screen while the route change renders; its login guard
    // then lets it go quietly instead of sending the customer to /login.
    markLeaving(locationKey);
    await navigate('/');
    await endSession(client);
  }, [client, locationKey, mutate, navigate]);

  return [logout, { loading }] as const;
}
