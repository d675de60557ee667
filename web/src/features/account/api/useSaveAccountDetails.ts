import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../../gql';
import type { AccountDetailsInput, ChangePasswordInput } from '../../../gql/graphql';
import { type MutationOutcome, settleMutation } from '../../../shared/forms/mutationOutcome';
import { accountDetailsMessages as messages } from '../messages';

// Answers with the customer by id, so the header's greeting and checkout's prefill follow.
const UpdateAccountDetailsMutation = graphql(`
  mutation UpdateAccountDetails($input: AccountDetailsInput!) {
    updateAccountDetails(input: $input) {
      customer {
        id
        name
        companyName
        email
        phone
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      customer {
        id
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
    ): Promise<MutationOutcome<unknown>> => {
      if (passwordChange) {
        const changed = await settleMutation(
          async () => (await changePassword({ variables: { input: passwordChange } })).data?.changePassword,
        );
        if (!changed.ok) return changed;
      }
      return settleMutation(
        async () => (await updateDetails({ variables: { input } })).data?.updateAccountDetails,
        messages.success,
      );
    },
    [changePassword, updateDetails],
  );

  return [save, { loading: details.loading || password.loading }] as const;
}
