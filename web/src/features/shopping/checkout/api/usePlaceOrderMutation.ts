import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../../../gql';
import type { PlaceOrderInput } from '../../../../gql/graphql';
import { errorCode } from '../../../../shared/commerce/errors';

const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {
    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {
      message
      order {
        id
        number
      }
      cart {
        ...CartSummary
      }
    }
  }
`);

export type PlaceOrderOutcome =
  | { ok: true; orderId: string }
  | { ok: false; error: unknown; code: string | undefined; field: string | undefined };

function errorFieldPath(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const field = error.errors[0]?.extensions?.field;
  return typeof field === 'string' ? field : undefined;
}

/**
 * Places the order from the server-side cart. The answer carries the emptied cart (same id), so the header's count
 * drops to 0 through the cache; the cached order list is dropped so the orders page shows the new order. The
 * caller reacts to the outcome (toasts, navigation), since where to go depends on the failure.
 */
export function usePlaceOrderMutation() {
  const [mutate, { loading }] = useMutation(PlaceOrderMutation, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'orders' });
      cache.gc();
    },
  });

  const placeOrder = useCallback(
    async (input: PlaceOrderInput, idempotencyKey: string): Promise<PlaceOrderOutcome> => {
      try {
        const { data } = await mutate({ variables: { input, idempotencyKey } });
        return { ok: true, orderId: data?.placeOrder.order.id ?? '' };
      } catch (error) {
        return { ok: false, error, code: errorCode(error), field: errorFieldPath(error) };
      }
    },
    [mutate],
  );

  return [placeOrder, { loading }] as const;
}
