import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../gql';
import { toaster } from '../components/toaster';
import { useSession } from '../session/useSession';
import { errorMessage } from './errors';
import { commerceMessages as messages } from './messages';
import { replaceCachedWishlist } from './wishlistCache';

const ToggleWishlistMutation = graphql(`
  mutation ToggleWishlist($productId: ID!) {
    toggleWishlist(productId: $productId) {
      message
      products {
        id
        inWishlist
      }
      wishlist {
        id
        addedAt
        product {
          id
        }
      }
    }
  }
`);

/**
 * Adds a product to the wishlist or takes it off, and shows the store's message ('Item added into Wishlist' or
 * 'Item Removed from Wishlist'). The changed products come back with their new `inWishlist` flag, so every card
 * showing them follows through the cache. Logged out, nothing is sent.
 *
 * `await toggleWishlist(productId)` resolves to true when the wishlist changed.
 */
export function useToggleWishlistMutation() {
  const { loggedIn } = useSession();
  const [mutate, { loading }] = useMutation(ToggleWishlistMutation, {
    update(cache, { data }) {
      if (data) replaceCachedWishlist(cache, data.toggleWishlist.wishlist);
    },
  });

  const toggleWishlist = useCallback(
    async (productId: string): Promise<boolean> => {
      if (!loggedIn) {
        toaster.create({ type: 'error', title: messages.loginRequired });
        return false;
      }
      try {
        const { data } = await mutate({ variables: { productId } });
        if (data) toaster.create({ type: 'success', title: data.toggleWishlist.message });
        return true;
      } catch (error) {
        toaster.create({ type: 'error', title: errorMessage(error) });
        return false;
      }
    },
    [loggedIn, mutate],
  );

  return [toggleWishlist, { loading }] as const;
}
