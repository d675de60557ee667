import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../../../gql';
import type { PlaceOrderInput } from '../../../../gql/graphql';
import { type MutationOutcome, settleMutation } from '../../../../shared/forms/mutationOutcome';

const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {
    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {
      order {
        id
        number
      }
      cart {
        id
        ...CartSummary
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
 * Places the order from the server-side cart. The answer carries the emptied cart (same id), so the header's count
 * drops to 0 through the cache; once an order is placed (by this request, or by an earlier one under the same key,
 * `IDEMPOTENCY_KEY_REUSED`) the cached order list is dropped so the orders page shows it. The caller reacts to the outcome (toasts, navigation), since where to go depends on the userErrors' codes.
 */
export function usePlaceOrderMutation() {
  const [mutate, { loading }] = useMutation(PlaceOrderMutation, {
    update(cache, { data }) {
      const payload = data?.placeOrder;
      if (payload?.order) {
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'orders' });
        cache.gc();
        return;
      }
      // An earlier attempt under this key placed the order (its answer was lost): that order emptied the cart.
      if (payload?.userErrors.some((userError) => userError.code === 'IDEMPOTENCY_KEY_REUSED')) {
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'orders' });
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'cart' });
        cache.gc();
      }
    },
  });

  const placeOrder = useCallback(
    (input: PlaceOrderInput, idempotencyKey: string): Promise<MutationOutcome<unknown>> =>
      settleMutation(async () => (await mutate({ variables: { input, idempotencyKey } })).data?.placeOrder),
    [mutate],
  );

  return [placeOrder, { loading }] as const;
}
