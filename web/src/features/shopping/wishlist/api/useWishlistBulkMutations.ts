import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../../../gql';
import { pointCachedCartAt } from '../../../../shared/commerce/cartCache';
import { errorMessage } from '../../../../shared/commerce/errors';
import { replaceCachedWishlist } from '../../../../shared/commerce/wishlistCache';
import { toaster } from '../../../../shared/components/toaster';
import { wishlistMessages as messages } from '../../messages';

const RemoveFromWishlistMutation = graphql(`
  mutation RemoveFromWishlist($productIds: [ID!]) {
    removeFromWishlist(productIds: $productIds) {
      message
      products {
        id
        inWishlist
      }
      wishlist {
        id
        ...WishlistTable_item
      }
    }
  }
`);

const AddWishlistToCartMutation = graphql(`
  mutation AddWishlistToCart($productIds: [ID!]) {
    addWishlistToCart(productIds: $productIds) {
      message
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
      if (data) replaceCachedWishlist(cache, data.removeFromWishlist.wishlist);
    },
  });
  const removeFromWishlist = useCallback(
    async (productIds?: readonly string[]): Promise<boolean> => {
      try {
        await mutate({ variables: { productIds: productIds ? [...productIds] : null } });
        toaster.create({ type: 'success', title: messages.removed });
        return true;
      } catch (error) {
        toaster.create({ type: 'error', title: errorMessage(error) });
        return false;
      }
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
      replaceCachedWishlist(cache, data.addWishlistToCart.wishlist);
      pointCachedCartAt(cache, data.addWishlistToCart.cart.id);
    },
  });
  const addWishlistToCart = useCallback(
    async (productIds?: readonly string[]): Promise<boolean> => {
      try {
        const { data } = await mutate({ variables: { productIds: productIds ? [...productIds] : null } });
        toaster.create({ type: 'success', title: data?.addWishlistToCart.message || messages.addedToCart });
        return true;
      } catch (error) {
        toaster.create({ type: 'error', title: errorMessage(error) });
        return false;
      }
    },
    [mutate],
  );
  return [addWishlistToCart, { loading }] as const;
}
