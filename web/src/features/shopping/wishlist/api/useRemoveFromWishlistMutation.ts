import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../../../gql';
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

/**
 * 'Remove Selected Items' (with ids) and 'Empty Wishlist' (without). The removed products come back with their
 * flag cleared, so product cards elsewhere follow through the cache. The toast says what happened: 'Item Removed
 * from Wishlist' for one product, the spec's 'Wishlist clear successfully' for the whole list.
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
        productIds ? messages.removedItems(productIds.length) : messages.emptied,
      );
    },
    [mutate],
  );
  return [removeFromWishlist, { loading }] as const;
}
