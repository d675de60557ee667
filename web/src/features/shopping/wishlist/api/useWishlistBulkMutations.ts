import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../../../gql';
import { pointCachedCartAt } from '../../../../shared/commerce/cartCache';
import { replaceCachedWishlist } from '../../../../shared/commerce/wishlistCache';
import { settleWithoutForm } from '../../../../shared/forms/mutationOutcome';
import { wishlistMessages as messages } from '../../messages';

const RemoveFromWishlistMutation = graphql(`
  mutation RemoveFromWishlist($productIds: [ID!]) {
    removeFromWishlist(productIds: $productIds) {
      products {
        id
        inWishlist
      }
      wishlist {
        id
        ...WishlistTable_item
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const AddWishlistToCartMutation = graphql(`
  mutation AddWishlistToCart($productIds: [ID!]) {
    addWishlistToCart(productIds: $productIds) {
      cart {
        id
        ...CartSummary
      }
      products {
        id
        inWishlist
      }
      wishlist {
        id
        ...WishlistTable_item
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
 * 'Remove Selected Items' (with ids) and 'Empty Wishlist' (without). The removed products come back with their
 * flag cleared, so product cards elsewhere follow through the cache.
 */
export function useRemoveFromWishlistMutation() {
  const [mutate, { loading }] = useMutation(RemoveFromWishlistMutation, {
    update(cache, { data }) {
      const wishlist = data?.removeFromWishlist.wishlist;
      if (wishlist) replaceCachedWishlist(cache, wishlist);
    },
  });
  const removeFromWishlist = useCallback(
    async (productIds?: readonly string[]): Promise<boolean> => {
      return settleWithoutForm(
        async () =>
          (await mutate({ variables: { productIds: productIds ? [...productIds] : null } })).data
            ?.removeFromWishlist,
        messages.removed,
      );
    },
    [mutate],
  );
  return [removeFromWishlist, { loading }] as const;
}

/**
 * 'Add Selected to Cart' (with ids) and 'Add All to Cart' (without): the products move into the cart and leave
 * the wishlist. The answer carries the cart (the header's count follows) and the products' new flags.
 */
export function useAddWishlistToCartMutation() {
  const [mutate, { loading }] = useMutation(AddWishlistToCartMutation, {
    update(cache, { data }) {
      if (!data) return;
      const { wishlist, cart } = data.addWishlistToCart;
      if (wishlist) replaceCachedWishlist(cache, wishlist);
      if (cart) pointCachedCartAt(cache, cart.id);
    },
  });
  const addWishlistToCart = useCallback(
    async (productIds?: readonly string[]): Promise<boolean> => {
      return settleWithoutForm(
        async () =>
          (await mutate({ variables: { productIds: productIds ? [...productIds] : null } })).data
            ?.addWishlistToCart,
        messages.addedToCart,
      );
    },
    [mutate],
  );
  return [addWishlistToCart, { loading }] as const;
}
