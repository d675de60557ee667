import type { ApolloCache } from '@apollo/client';

/**
 * Points the cached `cart` root field at the cart a mutation returned. The cart's id is stable, so this matters
 * only when the cache held no cart yet (e.g. it was read as null): the header's count then follows as well.
 */
export function pointCachedCartAt(cache: ApolloCache, cartId: string) {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      cart(_existing, { toReference }) {
        return toReference({ __typename: 'Cart', id: cartId });
      },
    },
  });
}
