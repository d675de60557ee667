import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../../../gql';
import type { ContactMessageInput } from '../../../../gql/graphql';
import { type MutationOutcome, settleMutation } from '../../../../shared/forms/mutationOutcome';
import { contactMessages as messages } from '../../messages';

const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      accepted
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/**
 * Sends the contact form and confirms with 'Message Sent Successfully'. A refusal comes back as userErrors, for the
 * form to show beside the fields they name (e.g. an e-mail address the store does not accept).
 */
export function useSendContactMessageMutation() {
  const [mutate, { loading }] = useMutation(SendContactMessageMutation);

  const send = useCallback(
    (input: ContactMessageInput): Promise<MutationOutcome<unknown>> =>
      settleMutation(
        async () => (await mutate({ variables: { input } })).data?.sendContactMessage,
        messages.sent,
      ),
    [mutate],
  );

  return [send, { loading }] as const;
}
