import type { ShoppingListResolvers } from '../generated/graphql.js';

export const ShoppingList: ShoppingListResolvers = {
  id: (list) => String(list.id),
  name: (list) => list.name,
  lineCount: (list) => list.line_count,
  totalQuantity: (list) => list.total_quantity,
  createdAt: (list) => list.created_at,
  updatedAt: (list) => list.updated_at,
  // A summary (Query.shoppingLists) has no lines: they are read for the list that asks for them.
  lines: async (list, _args, ctx) => list.lines ?? (await ctx.storeApi.lists.one(list.id)).lines,
};
