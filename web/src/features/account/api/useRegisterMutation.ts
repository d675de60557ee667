import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../../gql';
import type { RegisterInput } from '../../../gql/graphql';
import { type MutationOutcome, settleMutation } from '../../../shared/forms/mutationOutcome';
import { registerMessages as messages } from '../messages';

const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      customer {
        id
        status
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
 * Sends a registration; certificates are `File`s in the input, which the upload link sends as a multipart
 * request. Nobody is logged in afterwards: the store reviews the business first (DESIGN.md).
 */
export function useRegisterMutation() {
  const [mutate, { loading }] = useMutation(RegisterMutation);

  const register = useCallback(
    async (input: RegisterInput): Promise<MutationOutcome<unknown>> => {
      return settleMutation(
        async () => (await mutate({ variables: { input } })).data?.register,
        messages.success,
      );
    },
    [mutate],
  );

  return [register, { loading }] as const;
}
