import type { ShoppingListLineResolvers } from '../generated/graphql.js';

export const ShoppingListLine: ShoppingListLineResolvers = {
  productId: (line) => String(line.item_id),
  product: (line) => line.item,
  quantity: (line) => line.quantity,
  addedAt: (line) => line.added_at,
};
