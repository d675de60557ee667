import type { BuyAgainItemResolvers } from '../generated/graphql.js';

export const BuyAgainItem: BuyAgainItemResolvers = {
  id: (item) => String(item.product.id),
  product: (item) => item.product,
  lastOrderedAt: (item) => item.last_ordered_at,
  usualQuantity: (item) => item.usual_quantity,
  timesOrdered: (item) => item.times_ordered,
};
