// Spec sections 5 and 8: what the buyer reads when adding to the cart or the wishlist, from any screen.
export const commerceMessages = {
  loginRequired: 'Please login to add item to cart',
  addedToCart: 'Item Added To Cart Successfully.',
  outOfStock: 'Out of stock,Please try again later after sometime',
  somethingWentWrong: 'Something went wrong',
} as const;
