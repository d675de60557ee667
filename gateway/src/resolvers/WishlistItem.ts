import type { WishlistItemResolvers } from '../generated/graphql.js';

export const WishlistItem: WishlistItemResolvers = {
  id: (entry) => String(entry.id),
  // Everything on the wishlist is, by definition, flagged: the flag is set even if store-api left it out.
  product: (entry) => ({ ...entry.item, wishlist: true }),
  addedAt: (entry) => entry.added_at,
};
