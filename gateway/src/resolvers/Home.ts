import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';
import type { HomeResolvers } from '../generated/graphql.js';
import type { BuyAgainItemModel, ProductModel } from '../models.js';
import { image } from './shared.js';

/** home-page-items: the first key is the recommended list, the others are named groups. */
async function homeLists(ctx: GatewayContext): Promise<[string, ProductModel[]][]> {
  return Object.entries(await ctx.storeApi.home.lists());
}

/**
 * A part of the home page that store-api could not deliver is left out (and logged by the error mapping), as
 * the spec asks: the rest of the page, and the other fields of the same query, still arrive.
 */
async function part<T>(load: () => Promise<T> | T, missing: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const code = error instanceof GraphQLError ? error.extensions.code : undefined;
    if (code === 'UPSTREAM_ERROR' || code === 'UPSTREAM_UNAVAILABLE') return missing;
    throw error;
  }
}

/** The buyer's order history, what is still in stock (a host that sends more is filtered); none for a visitor. */
async function buyAgain(ctx: GatewayContext): Promise<BuyAgainItemModel[]> {
  if (!ctx.storeApi.isLoggedIn) return [];
  const items = await part(() => ctx.storeApi.home.frequentlyOrderedItems(), []);
  return items.filter((item) => item.product.stock > 0);
}

// Each field fetches its own part: graphql-js starts them all at once, so the home query fans out in parallel.
export const Home: HomeResolvers = {
  slides: (_home, _args, ctx) => part(() => ctx.storeApi.home.sliders(), []),
  promo: (_home, _args, ctx) => part(() => ctx.storeApi.home.promo(), null),
  recommended: (_home, _args, ctx) =>
    part(async () => {
      const [recommended, extra] = await homeLists(ctx);
      const products = [...(recommended?.[1] ?? [])];
      const appended = extra?.[1][0];
      if (appended && !products.some((product) => product.id === appended.id)) products.push(appended);
      return products;
    }, []),
  groups: (_home, _args, ctx) =>
    part(async () => (await homeLists(ctx)).slice(1).map(([name, products]) => ({ name, products })), []),
  categoryRows: (_home, _args, ctx) =>
    part(
      async () =>
        (await ctx.storeApi.home.itemsByCategory()).map((row) => ({
          category: row.category,
          products: row.items,
        })),
      [],
    ),
  promoted: (_home, _args, ctx) =>
    ctx.storeApi.isLoggedIn ? part(() => ctx.storeApi.home.promotedItems(), []) : [],
  frequentlyOrdered: async (_home, _args, ctx) => (await buyAgain(ctx)).map((item) => item.product),
  buyAgain: (_home, _args, ctx) => buyAgain(ctx),
  brandLogos: (_home, _args, ctx) => part(() => ctx.storeApi.home.logos(), []),
  footerBanner: (_home, _args, ctx) =>
    part(async () => {
      const banner = await ctx.storeApi.home.footerImage();
      return banner ? image(banner.image_url, 'Wholesale tobacco delivered to your business') : null;
    }, null),
};
