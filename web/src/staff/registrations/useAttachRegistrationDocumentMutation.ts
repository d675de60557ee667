import { useMutation } from '@apollo/client/react';

import { settleMutation } from '../../shared/forms/mutationOutcome';
import { graphql } from '../gql';
import { registrationMessages as messages } from './messages';

const AttachRegistrationDocumentMutation = graphql(`
  mutation AttachRegistrationDocument($id: ID!, $document: Upload!) {
    attachRegistrationDocument(id: $id, document: $document) {
      registration {
        id
        ...RegistrationRoute_registration
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
 * Attaches the document a business sent back (multipart); the registration's documents update from the answer.
 * Resolves to the store's refusal, said beside the button, or null once attached (a toast says so).
 */
export function useAttachRegistrationDocumentMutation() {
  const [mutate, { loading }] = useMutation(AttachRegistrationDocumentMutation);
  const attach = async (id: string, document: File): Promise<string | null> => {
    const outcome = await settleMutation(
      async () => (await mutate({ variables: { id, document } })).data?.attachRegistrationDocument,
      messages.documentAttached,
    );
    return outcome.ok ? null : (outcome.userErrors[0]?.message ?? null);
  };
  return [attach, loading] as const;
}
