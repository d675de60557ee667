import { GraphQLError } from 'graphql';
import type { ProductSort, QueryResolvers } from '../generated/graphql.js';
import {
  CART_LINES_PER_ADD,
  looksLikeApiKey,
  CODE_SUGGESTIONS,
  messages as M,
  parseCents,
  PRODUCT_CODE,
  RECENTLY_VIEWED_MAX,
  SEARCH_MAX_LENGTH,
  WEBHOOKS,
} from '@storefront/contract';
import type { GatewayContext } from '../context.js';
import { productBySlug } from '../services/product-by-slug.js';
import { ordersPage } from '../services/orders.js';
import {
  badInput,
  brandDirectory,
  cartModel,
  fail,
  intInRange,
  numericId,
  numericIds,
  requireLogin,
  viewerModel,
} from './shared.js';

/**
 * A visitor may not filter or sort by price: "which products cost $46?" would reveal the prices the catalog
 * hides from them. Refused before any upstream call, naming the argument, so a client knows what to drop.
 */
function refusePriceForVisitor(
  ctx: GatewayContext,
  filter: { minPrice?: string | null; maxPrice?: string | null } | null | undefined,
  sort: ProductSort | null | undefined,
): void {
  if (ctx.storeApi.isLoggedIn) return;
  const given = (value: string | null | undefined) =>
    value !== null && value !== undefined && value.trim() !== '';
  const field = given(filter?.minPrice)
    ? 'filter.minPrice'
    : given(filter?.maxPrice)
      ? 'filter.maxPrice'
      : sort === 'PRICE_LOW_TO_HIGH' || sort === 'PRICE_HIGH_TO_LOW'
        ? 'sort'
        : undefined;
  if (field) throw fail(ctx, 'LOGIN_REQUIRED', M.loginForPrice, field);
}

function priceFilter(
  ctx: GatewayContext,
  value: string | null | undefined,
  field: string,
): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const cents = parseCents(value);
  if (cents === null || cents < 0) throw badInput(ctx, M.priceInput, field);
  return cents;
}

/**
 * What belongs to the caller (viewer, cart, wishlist, orders): null for a visitor, and for a caller whose session
 * the store no longer accepts (expired, logged out, ended by staff), "not logged in" rather than a failure; the
 * session cookie has then been cleared.
 */
function callsWithApiKey(ctx: GatewayContext): boolean {
  const token = ctx.storeApi.currentToken;
  return token !== undefined && looksLikeApiKey(token);
}

async function ownedByCaller<T>(ctx: GatewayContext, load: () => Promise<T>): Promise<T | null> {
  if (!ctx.storeApi.isLoggedIn) return null;
  try {
    return await load();
  } catch (error) {
    // An ended session reads as a visitor; a revoked or ended API key is an error, so an integration learns it.
    if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED' && !callsWithApiKey(ctx))
      return null;
    throw error;
  }
}

export const Query: QueryResolvers = {
  viewer: (_root, _args, ctx) =>
    ownedByCaller(ctx, async () => viewerModel(await ctx.storeApi.account.details())),

  categories: (_root, _args, ctx) => ctx.storeApi.catalog.categories(),

  category: async (_root, { slug }, ctx) => {
    const { main_category, subcategory } = await ctx.storeApi.catalog.singleCategory(slug);
    return { ...main_category, children: subcategory };
  },

  brands: (_root, { categorySlug }, ctx) =>
    ctx.storeApi.catalog.brands(categorySlug ? [categorySlug] : undefined),

  brand: async (_root, { id }, ctx) => {
    const brandId = numericId(ctx, id, 'id');
    const { brand } = await ctx.storeApi.catalog.categoryByBrand(brandId);
    // The spec's answer is the brand's categories alone: the brand is the listed one of that id.
    return brand ?? (await brandDirectory(ctx)).get(brandId) ?? null;
  },

  products: (_root, { filter, sort, page, perPage }, ctx) => {
    refusePriceForVisitor(ctx, filter, sort);
    return ctx.storeApi.catalog.items({
      categorySlugs: filter?.categorySlugs,
      brandIds: filter?.brandIds ? numericIds(ctx, filter.brandIds, 'filter.brandIds') : undefined,
      minPriceCents: priceFilter(ctx, filter?.minPrice, 'filter.minPrice'),
      maxPriceCents: priceFilter(ctx, filter?.maxPrice, 'filter.maxPrice'),
      sort,
      page: intInRange(ctx, page, 1, 1, 100_000, 'page'),
      perPage: intInRange(ctx, perPage, 12, 1, 48, 'perPage'),
    });
  },

  searchProducts: (_root, { query, sort, page, perPage }, ctx) => {
    const words = query.trim();
    if (words.length === 0) throw badInput(ctx, M.enterSearch, 'query');
    if (words.length > SEARCH_MAX_LENGTH) throw badInput(ctx, M.searchLength, 'query');
    refusePriceForVisitor(ctx, undefined, sort);
    return ctx.storeApi.catalog.searchItems(
      words,
      sort,
      intInRange(ctx, page, 1, 1, 100_000, 'page'),
      intInRange(ctx, perPage, 10, 1, 25, 'perPage'),
    );
  },

  product: (_root, { id }, ctx) => ctx.loaders.productDetail.load(numericId(ctx, id, 'id')),

  productBySlug: (_root, { slug }, ctx) => productBySlug(ctx, slug),

  relatedProducts: async (_root, { productId }, ctx) => {
    const id = numericId(ctx, productId, 'productId');
    // An unknown product has no relatives; an error here would null the whole answer (the list is non-null).
    const product = await ctx.loaders.productDetail.load(id).catch((error: unknown) => {
      if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
      throw error;
    });
    if (!product || product.category_id === null) return [];
    return ctx.storeApi.catalog.relatedItems(product.category_id, id);
  },

  productCodeSuggestions: async (_root, { prefix }, ctx) => {
    requireLogin(ctx);
    const typed = prefix.trim();
    if (typed.length > PRODUCT_CODE.maxLength || /,/.test(typed)) throw badInput(ctx, M.codePrefix, 'prefix');
    if (typed.length < CODE_SUGGESTIONS.minLength) return [];
    const suggestions = await ctx.storeApi.catalog.codeSuggestions(typed);
    const products = await Promise.all(suggestions.map((row) => ctx.loaders.product.load(row.item_id)));
    return products.flatMap((product) => (product ? [product] : []));
  },

  productsByCode: async (_root, { codes }, ctx) => {
    requireLogin(ctx);
    if (codes.length > CART_LINES_PER_ADD) throw badInput(ctx, M.productCode, 'codes');
    const trimmed = codes.map((code, index) => {
      const typed = code.trim();
      if (typed.length > PRODUCT_CODE.maxLength || !PRODUCT_CODE.pattern.test(typed))
        throw badInput(ctx, M.productCode, `codes.${index}`);
      return typed;
    });
    if (trimmed.length === 0) return [];
    // One look-up for every distinct code (case does not matter to the store), then the products through the loader.
    const distinct = trimmed.filter(
      (code, index) => trimmed.findIndex((other) => other.toLowerCase() === code.toLowerCase()) === index,
    );
    const matches = await ctx.storeApi.catalog.itemsByCode(distinct);
    const idOf = new Map(matches.map((match) => [match.code.toLowerCase(), match.item_id]));
    return Promise.all(
      codes.map(async (code, index) => {
        const id = idOf.get(trimmed[index]!.toLowerCase()) ?? null;
        return {
          code,
          productId: id === null ? null : String(id),
          product: id === null ? null : await ctx.loaders.product.load(id),
        };
      }),
    );
  },

  recentlyViewed: (_root, { ids, exceptId }, ctx) => {
    const wanted = numericIds(ctx, ids, 'ids').slice(0, RECENTLY_VIEWED_MAX);
    const except =
      exceptId === null || exceptId === undefined ? undefined : numericId(ctx, exceptId, 'exceptId');
    const shown = wanted.filter((id) => id !== except);
    if (shown.length === 0) return [];
    return ctx.storeApi.catalog.recentViewedItems(shown, except);
  },

  home: () => ({}),

  // What belongs to a customer is null for anonymous callers, like `viewer` (schema.graphql says so).
  cart: (_root, _args, ctx) => ownedByCaller(ctx, async () => cartModel(ctx, await ctx.storeApi.cart.read())),

  wishlist: (_root, _args, ctx) => ownedByCaller(ctx, () => ctx.storeApi.wishlist.list()),

  shoppingLists: (_root, _args, ctx) => ownedByCaller(ctx, () => ctx.storeApi.lists.summaries()),

  shoppingList: (_root, { id }, ctx) => {
    const listId = numericId(ctx, id, 'id');
    return ownedByCaller(ctx, async () => {
      try {
        return await ctx.storeApi.lists.one(listId);
      } catch (error) {
        // Another's list, or none: null, like `order`.
        if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
        throw error;
      }
    });
  },

  storeFeatures: () => ({}),

  orders: (_root, { page, perPage }, ctx, info) => {
    const pageNumber = intInRange(ctx, page, 1, 1, 100_000, 'page');
    const size = intInRange(ctx, perPage, 20, 1, 50, 'perPage');
    return ownedByCaller(ctx, () => ordersPage(ctx, info, pageNumber, size));
  },

  apiKeys: (_root, _args, ctx) => ownedByCaller(ctx, () => ctx.storeApi.apiKeys.list()),

  order: (_root, { id }, ctx) => {
    const orderId = numericId(ctx, id, 'id');
    return ownedByCaller(ctx, () => ctx.storeApi.orders.one(orderId));
  },

  webhookEndpoints: (_root, _args, ctx) => ownedByCaller(ctx, () => ctx.storeApi.webhooks.endpoints()),

  webhookDeliveries: (_root, { endpointId, page, perPage }, ctx) => {
    const id = numericId(ctx, endpointId, 'endpointId');
    const pageNumber = intInRange(ctx, page, 1, 1, 100_000, 'page');
    const size = intInRange(
      ctx,
      perPage,
      WEBHOOKS.deliveriesPerPage.default,
      1,
      WEBHOOKS.deliveriesPerPage.max,
      'perPage',
    );
    return ownedByCaller(ctx, () => ctx.storeApi.webhooks.deliveries(id, pageNumber, size));
  },

  countries: async (_root, _args, ctx) =>
    (await ctx.storeApi.reference.countries()).map((country) => ({
      id: String(country.id),
      name: country.country,
    })),

  states: async (_root, { countryId }, ctx) => {
    const states =
      countryId === null || countryId === undefined
        ? await ctx.storeApi.reference.states()
        : await ctx.storeApi.reference.statesOfCountry(numericId(ctx, countryId, 'countryId'));
    return states
      .map((state) => ({ id: String(state.id), name: state.state }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  },

  membershipCategories: async (_root, _args, ctx) =>
    (await ctx.storeApi.reference.membershipCategories()).map((category) => ({
      id: String(category.cc_id),
      name: category.cc_name,
    })),

  productCount: (_root, _args, ctx) => ctx.storeApi.catalog.productCount(),
};
