import type { GatewayContext } from '../context.js';
import type { CategoryResolvers } from '../generated/graphql.js';
import type { CategoryModel } from '../models.js';
import { image } from './shared.js';

/** Every category of the (cached) tree by id, for parents and children that a REST shape leaves out. */
async function categoryIndex(ctx: GatewayContext): Promise<Map<number, CategoryModel>> {
  const index = new Map<number, CategoryModel>();
  const visit = (categories: readonly CategoryModel[]) => {
    for (const category of categories) {
      index.set(category.id, category);
      visit(category.children ?? []);
    }
  };
  visit(await ctx.storeApi.catalog.categories());
  return index;
}

export const Category: CategoryResolvers = {
  id: (category) => String(category.id),
  slug: (category) => category.slug,
  name: (category) => category.category_name,
  parentId: (category) => (category.parent_id === null ? null : String(category.parent_id)),
  parent: async (category, _args, ctx) => {
    if (category.parent_id === null) return null;
    return (await categoryIndex(ctx)).get(category.parent_id) ?? null;
  },
  children: async (category, _args, ctx) =>
    category.children ?? (await categoryIndex(ctx)).get(category.id)?.children ?? [],
  brands: async (category, _args, ctx) =>
    (await ctx.storeApi.catalog.singleCategory(category.slug)).brands ??
    (await ctx.storeApi.catalog.brands([category.slug])),
  // store-api's extra image_url; a category embedded in a product has none, so the tree's is read. The spec's
  // category has no picture: null.
  image: async (category, _args, ctx) => {
    const url =
      category.image_url !== undefined
        ? category.image_url
        : (await categoryIndex(ctx)).get(category.id)?.image_url;
    return url ? image(url, category.category_name) : null;
  },
};
