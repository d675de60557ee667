import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../../../gql';
import type { QuantityChange } from '../../../../gql/graphql';
import { errorMessage } from '../../../../shared/commerce/errors';
import { toaster } from '../../../../shared/components/toaster';

const ChangeCartLineQuantityMutation = graphql(`
  mutation ChangeCartLineQuantity($lineId: ID!, $change: QuantityChange!) {
    changeCartLineQuantity(lineId: $lineId, change: $change) {
      ...CartPage_cart
    }
  }
`);

const RemoveCartLineMutation = graphql(`
  mutation RemoveCartLine($lineId: ID!) {
    removeCartLine(lineId: $lineId) {
      ...CartPage_cart
    }
  }
`);

const ClearCartMutation = graphql(`
  mutation ClearCart {
    clearCart {
      ...CartPage_cart
    }
  }
`);

// The mutations answer with the whole cart (same id), so the page, its totals and the header's count follow
// through the normalized cache; a failure shows the store's message.

function showFailure(error: unknown) {
  toaster.create({ type: 'error', title: errorMessage(error) });
}

/** Raises or lowers a line by one; lowering a line at 1 removes it (the store does that). */
export function useChangeCartLineQuantityMutation() {
  const [mutate, { loading }] = useMutation(ChangeCartLineQuantityMutation);
  const changeQuantity = useCallback(
    async (lineId: string, change: QuantityChange) => {
      try {
        await mutate({ variables: { lineId, change } });
      } catch (error) {
        showFailure(error);
      }
    },
    [mutate],
  );
  return [changeQuantity, { loading }] as const;
}

export function useRemoveCartLineMutation() {
  const [mutate, { loading }] = useMutation(RemoveCartLineMutation);
  const removeLine = useCallback(
    async (lineId: string) => {
      try {
        await mutate({ variables: { lineId } });
      } catch (error) {
        showFailure(error);
      }
    },
    [mutate],
  );
  return [removeLine, { loading }] as const;
}

/** 'Remove All'. */
export function useClearCartMutation() {
  const [mutate, { loading }] = useMutation(ClearCartMutation);
  const clearCart = useCallback(async () => {
    try {
      await mutate();
    } catch (error) {
      showFailure(error);
    }
  }, [mutate]);
  return [clearCart, { loading }] as const;
}
