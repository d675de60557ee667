import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../../gql';
import type { ResetPasswordInput } from '../../../gql/graphql';
import { toaster } from '../../../shared/components/toaster';
import type { MutationOutcome } from '../lib/errors';
import { lostPasswordMessages, resetPasswordMessages } from '../messages';

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      message
    }
  }
`);

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`);

/** Asks the store to e-mail a reset link (the answer is the same whether or not the address is known). */
export function useRequestPasswordResetMutation() {
  const [mutate, { loading }] = useMutation(RequestPasswordResetMutation);

  const requestReset = useCallback(
    async (email: string): Promise<MutationOutcome> => {
      try {
        await mutate({ variables: { email: email.trim() } });
        toaster.create({ type: 'success', title: lostPasswordMessages.success });
        return { ok: true, data: undefined };
      } catch (error) {
        return { ok: false, error };
      }
    },
    [mutate],
  );

  return [requestReset, { loading }] as const;
}

/** Sets a new password with the e-mailed token. */
export function useResetPasswordMutation() {
  const [mutate, { loading }] = useMutation(ResetPasswordMutation);

  const resetPassword = useCallback(
    async (input: ResetPasswordInput): Promise<MutationOutcome> => {
      try {
        await mutate({ variables: { input } });
        toaster.create({ type: 'success', title: resetPasswordMessages.success });
        return { ok: true, data: undefined };
      } catch (error) {
        return { ok: false, error };
      }
    },
    [mutate],
  );

  return [resetPassword, { loading }] as const;
}
