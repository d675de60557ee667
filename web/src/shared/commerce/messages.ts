import { messages as M } from '@storefront/contract/messages';

// Spec sections 5 and 8: what the buyer reads when adding to the cart or the wishlist, from any screen.
export const commerceMessages = {
  loginRequired: M.loginRequired,
  addedToCart: M.addedToCartOk,
  addedToWishlist: M.wishlistAdded,
  removedFromWishlist: M.wishlistRemoved,
  outOfStock: M.outOfStock,
  somethingWentWrong: M.somethingWentWrong,
} as const;

/** Order statuses as the buyer reads them in their account and staff read them in the back office. */
export const orderStatusLabels = {
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  READY_FOR_PICKUP: 'Ready for pickup',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
} as const;

/** What the buyer reads after adding several products at once (order again, the wishlist's bulk add). */
export const cartAddReportMessages = {
  /** The toast when every line was added in full. */
  allAdded: (count: number) =>
    count === 1 ? M.addedToCartOk : `All ${count} products were added to your cart.`,
  title: (anyAdded: boolean) =>
    anyAdded ? 'Not everything could be added to your cart' : 'Nothing could be added to your cart',
  summary: (inFull: number, total: number) =>
    `${inFull} of ${total} ${total === 1 ? 'product was' : 'products were'} added in full.`,
  shortfalls: 'Products not added in full',
  partlyAdded: (added: number, requested: number) => `${added} of ${requested} added`,
  notAdded: 'Not added',
  /** A product the store no longer has, whose name the page does not know either. */
  unknownProduct: (id: string) => `Product ${id}`,
  viewCart: 'View cart',
  close: 'Close',
} as const;
