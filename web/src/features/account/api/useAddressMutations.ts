import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../../gql';
import type { AddressInput } from '../../../gql/graphql';
import { type MutationOutcome, settleMutation } from '../../../shared/forms/mutationOutcome';
import { editAddressMessages as messages } from '../messages';

// Both answer with the customer (by id), so the addresses screen and checkout show the change at once.
const UpdateBillingAddressMutation = graphql(`
  mutation UpdateBillingAddress($input: AddressInput!) {
    updateBillingAddress(input: $input) {
      customer {
        id
        billingAddress {
          id
          ...AddressCard_address
        }
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const UpdateShippingAddressMutation = graphql(`
  mutation UpdateShippingAddress($id: ID, $input: AddressInput!) {
    updateShippingAddress(id: $id, input: $input) {
      customer {
        id
        shippingAddresses {
          id
          ...AddressCard_address
        }
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** Saves the billing address, or a shipping address (a new one when `id` is absent). */
export function useSaveAddressMutation() {
  const [updateBilling, billing] = useMutation(UpdateBillingAddressMutation);
  const [updateShipping, shipping] = useMutation(UpdateShippingAddressMutation);

  const saveAddress = useCallback(
    (type: 'billing' | 'shipping', input: AddressInput, id?: string): Promise<MutationOutcome<unknown>> =>
      type === 'billing'
        ? settleMutation(
            async () => (await updateBilling({ variables: { input } })).data?.updateBillingAddress,
            messages.billingSaved,
          )
        : settleMutation(
            async () =>
              (await updateShipping({ variables: { id: id ?? null, input } })).data?.updateShippingAddress,
            messages.shippingSaved,
          ),
    [updateBilling, updateShipping],
  );

  return [saveAddress, { loading: billing.loading || shipping.loading }] as const;
}
