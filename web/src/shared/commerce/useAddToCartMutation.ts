import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../gql';
import { toaster } from '../components/toaster';
import { useSession } from '../session/useSession';
import { pointCachedCartAt } from './cartCache';
import { errorMessage } from './errors';
import { commerceMessages as messages } from './messages';

const AddToCartMutation = graphql(`
  mutation AddToCart($productId: ID!, $quantity: Int!) {
    addToCart(productId: $productId, quantity: $quantity) {
      id
      ...CartSummary
    }
  }
`);

/**
 * Adds a product to the logged-in customer's cart and tells the buyer how it went. Logged out, nothing is sent
 * (spec section 5). The returned cart is normalized by id, so the header's count follows on its own.
 *
 * `await addToCart(productId, quantity)` resolves to true when the product was added.
 */
export function useAddToCartMutation() {
  const { loggedIn } = useSession();
  const [mutate, { loading }] = useMutation(AddToCartMutation, {
    update(cache, { data }) {
      if (data) pointCachedCartAt(cache, data.addToCart.id);
    },
  });

  const addToCart = useCallback(
    async (productId: string, quantity = 1): Promise<boolean> => {
      if (!loggedIn) {
        toaster.create({ type: 'error', title: messages.loginRequired });
        return false;
      }
      try {
        await mutate({ variables: { productId, quantity } });
        toaster.create({ type: 'success', title: messages.addedToCart });
        return true;
      } catch (error) {
        toaster.create({ type: 'error', title: errorMessage(error) });
        return false;
      }
    },
    [loggedIn, mutate],
  );

  return [addToCart, { loading }] as const;
}
