import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import type { ApolloCache } from '@apollo/client';

import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { toaster } from '../components/toaster';
import { settleWithoutForm } from '../forms/mutationOutcome';
import { useSession } from '../session/useSession';
import { commerceMessages as messages } from './messages';
import { replaceCachedWishlist } from './wishlistCache';

// What the heart needs back: the products' new flags (every card showing them follows) and the wishlist's entries.
const WishlistHeartPayloadFragment = graphql(`
  fragment WishlistHeart_payload on WishlistPayload {
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
`);

const AddToWishlistMutation = graphql(`
  mutation AddToWishlist($productId: ID!) {
    addToWishlist(productId: $productId) {
      ...WishlistHeart_payload
    }
  }
`);

const RemoveProductFromWishlistMutation = graphql(`
  mutation RemoveProductFromWishlist($productId: ID!) {
    removeFromWishlist(productIds: [$productId]) {
      ...WishlistHeart_payload
    }
  }
`);

type Payload = FragmentType<typeof WishlistHeartPayloadFragment>;

const payloadOf = (payload: Payload | undefined) => getFragmentData(WishlistHeartPayloadFragment, payload);

function updateWishlist(cache: ApolloCache, payload: Payload | undefined) {
  const wishlist = payloadOf(payload)?.wishlist;
  if (wishlist) replaceCachedWishlist(cache, wishlist);
}

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
    update: (cache, { data }) => updateWishlist(cache, data?.addToWishlist),
  });
  const [remove, removing] = useMutation(RemoveProductFromWishlistMutation, {
    update: (cache, { data }) => updateWishlist(cache, data?.removeFromWishlist),
  });

  const change = useCallback(
    async (send: () => Promise<Payload | undefined>, success: string) => {
      if (!loggedIn) {
        toaster.create({ type: 'error', title: messages.loginRequired });
        return false;
      }
      return settleWithoutForm(async () => payloadOf(await send()), success);
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
