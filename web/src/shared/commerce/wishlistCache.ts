import type { ApolloCache, Reference } from '@apollo/client';

/**
 * Points the cached `wishlist` root field at the list a wishlist mutation returned. Entries whose fields the
 * wishlist page has not seen yet make that page fetch them when it is next shown.
 */
export function replaceCachedWishlist(
  cache: ApolloCache,
  wishlist: ReadonlyArray<{ __typename?: 'WishlistItem'; id: string }>,
) {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      wishlist(_existing, { toReference }) {
        return wishlist
          .map((item) => toReference({ __typename: 'WishlistItem', id: item.id }))
          .filter((ref): ref is Reference => ref !== undefined);
      },
    },
  });
}
