import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../../gql';
import { type MutationOutcome, settleMutation } from '../../../shared/forms/mutationOutcome';
import { startSession } from '../../../shared/session/sessionCache';
import { loginMessages as messages } from '../messages';

const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      customer {
        id
        name
        status
        canOrder
        tobaccoLicenseExpiryDate
        taxExpiryDate
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/**
 * Logs in. The session cookie comes with the answer (the token is not even asked for: the browser never holds
 * it); the cache is then refreshed as the customer, so prices, the cart count and the header follow. Refused
 * credentials come back as userErrors for the form.
 */
export function useLoginMutation() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(LoginMutation);

  const login = useCallback(
    async (email: string, password: string): Promise<MutationOutcome<unknown>> => {
      const outcome = await settleMutation(
        async () => (await mutate({ variables: { email: email.trim(), password } })).data?.login,
        messages.success,
      );
      if (outcome.ok && outcome.payload.customer) await startSession(client, outcome.payload.customer);
      return outcome;
    },
    [client, mutate],
  );

  return [login, { loading }] as const;
}
