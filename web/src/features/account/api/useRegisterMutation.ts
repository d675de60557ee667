import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../../gql';
import type { RegisterInput } from '../../../gql/graphql';
import { toaster } from '../../../shared/components/toaster';
import type { MutationOutcome } from '../lib/errors';
import { registerMessages as messages } from '../messages';

const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      message
      customer {
        id
        status
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
    async (input: RegisterInput): Promise<MutationOutcome> => {
      try {
        await mutate({ variables: { input } });
        toaster.create({ type: 'success', title: messages.success });
        return { ok: true, data: undefined };
      } catch (error) {
        return { ok: false, error };
      }
    },
    [mutate],
  );

  return [register, { loading }] as const;
}
