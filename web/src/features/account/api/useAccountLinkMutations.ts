import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';

import { graphql } from '../../../gql';
import type { CreateAccountInput } from '../../../gql/graphql';
import { toaster } from '../../../shared/components/toaster';
import { type MutationOutcome, settleMutation } from '../../../shared/forms/mutationOutcome';
import { createAccountMessages as messages } from '../messages';

const VerifyAccountLinkMutation = graphql(`
  mutation VerifyAccountLink($token: String!) {
    verifyAccountLink(token: $token) {
      accountLink {
        customerId
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const CreateAccountMutation = graphql(`
  mutation CreateAccount($input: CreateAccountInput!) {
    createAccount(input: $input) {
      accepted
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export type LinkStatus = 'checking' | 'valid' | 'expired';

/**
 * Checks the e-mailed create-account link once it is opened. Any failure means the link cannot be used
 * (spec section 8): the page says so and a toast repeats it.
 */
export function useVerifyAccountLink(token: string): LinkStatus {
  const [verify] = useMutation(VerifyAccountLinkMutation);
  const [checked, setChecked] = useState<{ token: string; status: LinkStatus } | null>(null);

  useEffect(() => {
    let current = true;
    const settle = (valid: boolean) => {
      if (!current) return;
      setChecked({ token, status: valid ? 'valid' : 'expired' });
      if (!valid) toaster.create({ type: 'error', title: messages.linkExpired });
    };
    verify({ variables: { token } }).then(
      ({ data }) => settle(Boolean(data?.verifyAccountLink.accountLink)),
      () => settle(false),
    );
    return () => {
      current = false;
    };
  }, [token, verify]);

  return checked?.token === token ? checked.status : 'checking';
}

/** Creates the login of an approved registration; a taken username or a used link come back as userErrors. */
export function useCreateAccountMutation() {
  const [mutate, { loading }] = useMutation(CreateAccountMutation);

  const createAccount = useCallback(
    (input: CreateAccountInput): Promise<MutationOutcome<unknown>> =>
      settleMutation(
        async () => (await mutate({ variables: { input } })).data?.createAccount,
        messages.success,
      ),
    [mutate],
  );

  return [createAccount, { loading }] as const;
}
