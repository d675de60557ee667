import { GraphQLError } from 'graphql';
import type { StoreFeaturesResolvers } from '../generated/graphql.js';

export const StoreFeatures: StoreFeaturesResolvers = {
  // Lists belong to a customer: a visitor (or an ended session) has none to keep.
  shoppingLists: async (_features, _args, ctx) => {
    if (!ctx.storeApi.isLoggedIn) return false;
    try {
      return await ctx.storeApi.lists.offered();
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') return false;
      throw error;
    }
  },
  reorderReminders: async (_features, _args, ctx) => {
    if (!ctx.storeApi.isLoggedIn) return false;
    try {
      return (await ctx.storeApi.reorderReminders.enabled()) !== undefined;
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') return false;
      throw error;
    }
  },
};
