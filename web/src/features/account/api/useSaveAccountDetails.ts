import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../../gql';
import type { AccountDetailsInput, ChangePasswordInput } from '../../../gql/graphql';
import { toaster } from '../../../shared/components/toaster';
import type { MutationOutcome } from '../lib/errors';
import { accountDetailsMessages as messages } from '../messages';

// Answers with the customer by id, so the header's greeting and checkout's prefill follow.
const UpdateAccountDetailsMutation = graphql(`
  mutation UpdateAccountDetails($input: AccountDetailsInput!) {
    updateAccountDetails(input: $input) {
      id
      name
      companyName
      email
      phone
    }
  }
`);

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
    }
  }
`);

/**
 * Saves the new password, when one is given, and the profile; one toast for the whole form. The password goes
 * first: a wrong current password then changes nothing, not even the profile.
 */
export function useSaveAccountDetails() {
  const [updateDetails, details] = useMutation(UpdateAccountDetailsMutation);
  const [changePassword, password] = useMutation(ChangePasswordMutation);

  const save = useCallback(
    async (
      input: AccountDetailsInput,
      passwordChange: ChangePasswordInput | null,
    ): Promise<MutationOutcome> => {
      try {
        if (passwordChange) await changePassword({ variables: { input: passwordChange } });
        await updateDetails({ variables: { input } });
        toaster.create({ type: 'success', title: messages.success });
        return { ok: true, data: undefined };
      } catch (error) {
        return { ok: false, error };
      }
    },
    [changePassword, updateDetails],
  );

  return [save, { loading: details.loading || password.loading }] as const;
}
