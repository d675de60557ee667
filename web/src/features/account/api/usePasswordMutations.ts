import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../../gql';
import type { ResetPasswordInput } from '../../../gql/graphql';
import { type MutationOutcome, settleMutation } from '../../../shared/forms/mutationOutcome';
import { lostPasswordMessages, resetPasswordMessages } from '../messages';

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      accepted
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      accepted
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** Asks the store to e-mail a reset link (the answer is the same whether or not the address is known). */
export function useRequestPasswordResetMutation() {
  const [mutate, { loading }] = useMutation(RequestPasswordResetMutation);

  const requestReset = useCallback(
    (email: string): Promise<MutationOutcome<unknown>> =>
      settleMutation(
        async () => (await mutate({ variables: { email: email.trim() } })).data?.requestPasswordReset,
        lostPasswordMessages.success,
      ),
    [mutate],
  );

  return [requestReset, { loading }] as const;
}

/** Sets a new password with the e-mailed token. */
export function useResetPasswordMutation() {
  const [mutate, { loading }] = useMutation(ResetPasswordMutation);

  const resetPassword = useCallback(
    (input: ResetPasswordInput): Promise<MutationOutcome<unknown>> =>
      settleMutation(
        async () => (await mutate({ variables: { input } })).data?.resetPassword,
        resetPasswordMessages.success,
      ),
    [mutate],
  );

  return [resetPassword, { loading }] as const;
}
