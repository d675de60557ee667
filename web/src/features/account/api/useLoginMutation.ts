import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../../gql';
import { toaster } from '../../../shared/components/toaster';
import { startSession } from '../../../shared/session/sessionCache';
import type { MutationOutcome } from '../lib/errors';
import { loginMessages as messages } from '../messages';

const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      message
      customer {
        id
        name
        status
        canOrder
      }
    }
  }
`);

/**
 * Logs in. The session cookie comes with the answer (the token is not even asked for: the browser never holds
 * it); the cache is then refreshed as the customer, so prices, the cart count and the header follow.
 */
export function useLoginMutation() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(LoginMutation);

  const login = useCallback(
    async (email: string, password: string): Promise<MutationOutcome> => {
      try {
        const { data } = await mutate({ variables: { email: email.trim(), password } });
        if (!data) throw new Error('The login answer had no data.');
        await startSession(client, data.login.customer);
        toaster.create({ type: 'success', title: messages.success });
        return { ok: true, data: undefined };
      } catch (error) {
        return { ok: false, error };
      }
    },
    [client, mutate],
  );

  return [login, { loading }] as const;
}
