import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { type FragmentType, getFragmentData, graphql } from '../../../../gql';
import { settleWithoutForm } from '../../../../shared/forms/mutationOutcome';

// Every cart mutation of the page answers the whole cart (same id), so the page, its totals and the header's count
// follow through the normalized cache. The cart page has no form fields: every refusal is a toast.
const CartLineMutationPayload = graphql(`
  fragment CartLineMutation_payload on CartPayload {
    cart {
      id
      lines {
        id
        quantity
        product {
          id
        }
      }
      ...CartSummary
      ...CartTable_cart
      ...CartTotals_cart
    }
    userErrors {
      code
      field
      message
    }
  }
`);

const SetCartLineQuantityMutation = graphql(`
  mutation SetCartLineQuantity($lineId: ID!, $quantity: Int!) {
    setCartLineQuantity(lineId: $lineId, quantity: $quantity) {
      ...CartLineMutation_payload
    }
  }
`);

const RemoveCartLineMutation = graphql(`
  mutation RemoveCartLine($lineId: ID!) {
    removeCartLine(lineId: $lineId) {
      ...CartLineMutation_payload
    }
  }
`);

const ClearCartMutation = graphql(`
  mutation ClearCart {
    clearCart {
      ...CartLineMutation_payload
    }
  }
`);

/** The payload's cart and userErrors, read through the fragment every cart mutation of the page selects. */
function payloadOf(payload: FragmentType<typeof CartLineMutationPayload> | undefined) {
  return payload && getFragmentData(CartLineMutationPayload, payload);
}

/**
 * Sets a line's quantity (the minus and plus send the quantity they lead to, so a retried request cannot move it
 * twice). `OUT_OF_STOCK` past the stock or the purchase limit.
 */
export function useSetCartLineQuantityMutation() {
  const [mutate, { loading }] = useMutation(SetCartLineQuantityMutation);
  const setQuantity = useCallback(
    async (lineId: string, quantity: number) => {
      await settleWithoutForm(async () =>
        payloadOf((await mutate({ variables: { lineId, quantity } })).data?.setCartLineQuantity),
      );
    },
    [mutate],
  );
  return [setQuantity, { loading }] as const;
}

export function useRemoveCartLineMutation() {
  const [mutate, { loading }] = useMutation(RemoveCartLineMutation);
  const removeLine = useCallback(
    async (lineId: string) => {
      await settleWithoutForm(async () =>
        payloadOf((await mutate({ variables: { lineId } })).data?.removeCartLine),
      );
    },
    [mutate],
  );
  return [removeLine, { loading }] as const;
}

/** 'Remove All'. */
export function useClearCartMutation() {
  const [mutate, { loading }] = useMutation(ClearCartMutation);
  const clearCart = useCallback(async () => {
    await settleWithoutForm(async () => payloadOf((await mutate()).data?.clearCart));
  }, [mutate]);
  return [clearCart, { loading }] as const;
}
