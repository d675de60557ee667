/** The screens of this feature (spec section 2, route table). */
export const checkoutPath = '/checkout';
