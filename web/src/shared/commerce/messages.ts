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
