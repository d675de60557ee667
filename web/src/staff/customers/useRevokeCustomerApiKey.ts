import { useMutation } from '@apollo/client/react';

import { settleMutation } from '../../shared/forms/mutationOutcome';
import { graphql } from '../gql';
import { customerMessages as messages } from './messages';

const RevokeCustomerApiKeyMutation = graphql(`
  mutation RevokeCustomerApiKey($customerId: ID!, $keyId: ID!) {
    revokeCustomerApiKey(customerId: $customerId, keyId: $keyId) {
      customer {
        id
        ...CustomerRoute_customer
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** Revokes one of a customer's API keys; the answer is the customer's page as it is after (the key gone, the audit entry there). */
export function useRevokeCustomerApiKeyMutation() {
  const [mutate, { loading }] = useMutation(RevokeCustomerApiKeyMutation);
  const revoke = (customerId: string, keyId: string) =>
    settleMutation(
      async () => (await mutate({ variables: { customerId, keyId } })).data?.revokeCustomerApiKey,
      messages.apiKeyRevokedToast,
    );
  return [revoke, loading] as const;
}
