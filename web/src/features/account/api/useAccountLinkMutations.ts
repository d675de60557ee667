import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';

import { graphql } from '../../../gql';
import type { CreateAccountInput } from '../../../gql/graphql';
import { toaster } from '../../../shared/components/toaster';
import type { MutationOutcome } from '../lib/errors';
import { createAccountMessages as messages } from '../messages';

const VerifyAccountLinkMutation = graphql(`
  mutation VerifyAccountLink($token: String!) {
    verifyAccountLink(token: $token) {
      customerId
    }
  }
`);

const CreateAccountMutation = graphql(`
  mutation CreateAccount($input: CreateAccountInput!) {
    createAccount(input: $input) {
      message
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
    verify({ variables: { token } }).then(
      () => {
        if (current) setChecked({ token, status: 'valid' });
      },
      () => {
        if (!current) return;
        setChecked({ token, status: 'expired' });
        toaster.create({ type: 'error', title: messages.linkExpired });
      },
    );
    return () => {
      current = false;
    };
  }, [token, verify]);

  return checked?.token === token ? checked.status : 'checking';
}

/** Creates the login of an approved registration. */
export function useCreateAccountMutation() {
  const [mutate, { loading }] = useMutation(CreateAccountMutation);

  const createAccount = useCallback(
    async (input: CreateAccountInput): Promise<MutationOutcome> => {
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

  return [createAccount, { loading }] as const;
}
