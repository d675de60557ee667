import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../gql';
import { toaster } from '../components/toaster';
import { settleWithoutForm } from '../forms/mutationOutcome';
import { useSession } from '../session/useSession';
import { pointCachedCartAt } from './cartCache';
import { commerceMessages as messages } from './messages';

const AddToCartMutation = graphql(`
  mutation AddToCart($productId: ID!, $quantity: Int!) {
    addToCart(productId: $productId, quantity: $quantity) {
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
 * Adds a product to the logged-in customer's cart and tells the buyer how it went (a refusal such as
 * `OUT_OF_STOCK` in the store's words). Logged out, nothing is sent (spec section 5). The returned cart is
 * normalized by id, so the header's count follows on its own.
 *
 * `await addToCart(productId, quantity)` resolves to true when the product was added.
 */
export function useAddToCartMutation() {
  const { loggedIn } = useSession();
  const [mutate, { loading }] = useMutation(AddToCartMutation, {
    update(cache, { data }) {
      const cart = data?.addToCart.cart;
      if (cart) pointCachedCartAt(cache, cart.id);
    },
  });

  const addToCart = useCallback(
    async (productId: string, quantity = 1): Promise<boolean> => {
      if (!loggedIn) {
        toaster.create({ type: 'error', title: messages.loginRequired });
        return false;
      }
      return settleWithoutForm(
        async () => (await mutate({ variables: { productId, quantity } })).data?.addToCart,
        messages.addedToCart,
      );
    },
    [loggedIn, mutate],
  );

  return [addToCart, { loading }] as const;
}
