import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../gql';
import { toaster } from '../components/toaster';
import { settleWithoutForm } from '../forms/mutationOutcome';
import type { UserError } from '../forms/userErrors';
import { useSession } from '../session/useSession';
import { commerceMessages as messages } from './messages';
import { replaceCachedWishlist } from './wishlistCache';

const AddToWishlistMutation = graphql(`
  mutation AddToWishlist($productId: ID!) {
    addToWishlist(productId: $productId) {
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
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const RemoveProductFromWishlistMutation = graphql(`
  mutation RemoveProductFromWishlist($productId: ID!) {
    removeFromWishlist(productIds: [$productId]) {
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
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/**
 * The heart of a product card or page: it knows whether the product is on the wishlist, so it asks to add it or to
 * take it off (never to toggle: a retried request leaves the same wishlist), and says 'Item added into Wishlist' or
 * 'Item Removed from Wishlist'. The product comes back with its new `inWishlist` flag, so every card showing it
 * follows through the cache. Logged out, nothing is sent.
 *
 * `await addToWishlist(productId)` and `await removeFromWishlist(productId)` resolve to true when done.
 */
export function useWishlistMutations() {
  const { loggedIn } = useSession();
  const [add, adding] = useMutation(AddToWishlistMutation, {
    update(cache, { data }) {
      const wishlist = data?.addToWishlist.wishlist;
      if (wishlist) replaceCachedWishlist(cache, wishlist);
    },
  });
  const [remove, removing] = useMutation(RemoveProductFromWishlistMutation, {
    update(cache, { data }) {
      const wishlist = data?.removeFromWishlist.wishlist;
      if (wishlist) replaceCachedWishlist(cache, wishlist);
    },
  });

  const change = useCallback(
    async (
      send: () => Promise<{ readonly userErrors: readonly UserError[] } | undefined>,
      success: string,
    ) => {
      if (!loggedIn) {
        toaster.create({ type: 'error', title: messages.loginRequired });
        return false;
      }
      return settleWithoutForm(send, success);
    },
    [loggedIn],
  );

  const addToWishlist = useCallback(
    (productId: string) =>
      change(
        async () => (await add({ variables: { productId } })).data?.addToWishlist,
        messages.addedToWishlist,
      ),
    [add, change],
  );
  const removeFromWishlist = useCallback(
    (productId: string) =>
      change(
        async () => (await remove({ variables: { productId } })).data?.removeFromWishlist,
        messages.removedFromWishlist,
      ),
    [remove, change],
  );

  return { addToWishlist, removeFromWishlist, loading: adding.loading || removing.loading };
}
