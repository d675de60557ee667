import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../../gql';
import type { AddressInput } from '../../../gql/graphql';
import { toaster } from '../../../shared/components/toaster';
import type { MutationOutcome } from '../lib/errors';
import { editAddressMessages as messages } from '../messages';

// Both answer with the customer (by id), so the addresses screen and checkout show the change at once.
const UpdateBillingAddressMutation = graphql(`
  mutation UpdateBillingAddress($input: AddressInput!) {
    updateBillingAddress(input: $input) {
      id
      billingAddress {
        id
        ...AddressCard_address
      }
    }
  }
`);

const UpdateShippingAddressMutation = graphql(`
  mutation UpdateShippingAddress($id: ID, $input: AddressInput!) {
    updateShippingAddress(id: $id, input: $input) {
      id
      shippingAddresses {
        id
        ...AddressCard_address
      }
    }
  }
`);

/** Saves the billing address, or a shipping address (a new one when `id` is absent). */
export function useSaveAddressMutation() {
  const [updateBilling, billing] = useMutation(UpdateBillingAddressMutation);
  const [updateShipping, shipping] = useMutation(UpdateShippingAddressMutation);

  const saveAddress = useCallback(
    async (type: 'billing' | 'shipping', input: AddressInput, id?: string): Promise<MutationOutcome> => {
      try {
        if (type === 'billing') {
          await updateBilling({ variables: { input } });
          toaster.create({ type: 'success', title: messages.billingSaved });
        } else {
          await updateShipping({ variables: { id: id ?? null, input } });
          toaster.create({ type: 'success', title: messages.shippingSaved });
        }
        return { ok: true, data: undefined };
      } catch (error) {
        // Spec section 8 only logs this failure; the buyer is told as well (DESIGN.md: a clear message).
        console.error('Could not save the address.', error);
        return { ok: false, error };
      }
    },
    [updateBilling, updateShipping],
  );

  return [saveAddress, { loading: billing.loading || shipping.loading }] as const;
}
