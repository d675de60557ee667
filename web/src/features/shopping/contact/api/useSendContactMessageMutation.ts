import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../../../gql';
import type { ContactMessageInput } from '../../../../gql/graphql';
import { errorMessage } from '../../../../shared/commerce/errors';
import { toaster } from '../../../../shared/components/toaster';
import { contactMessages as messages } from '../../messages';

const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      message
    }
  }
`);

export type SendOutcome = { ok: true } | { ok: false; field: string; message: string } | { ok: false };

/**
 * Sends the contact form and confirms with 'Message Sent Successfully'. A refusal that names a field (e.g. an
 * e-mail address the store does not accept) is handed back to show beside it; any other failure is a toast.
 */
export function useSendContactMessageMutation() {
  const [mutate, { loading }] = useMutation(SendContactMessageMutation);

  const send = useCallback(
    async (input: ContactMessageInput): Promise<SendOutcome> => {
      try {
        await mutate({ variables: { input } });
        toaster.create({ type: 'success', title: messages.sent });
        return { ok: true };
      } catch (error) {
        const field = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.field : undefined;
        if (typeof field === 'string') {
          return { ok: false, field: field.split('.').pop() ?? field, message: errorMessage(error) };
        }
        toaster.create({ type: 'error', title: errorMessage(error) });
        return { ok: false };
      }
    },
    [mutate],
  );

  return [send, { loading }] as const;
}
