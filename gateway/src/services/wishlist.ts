import type { GatewayContext } from '../context.js';
import type { CartModel, ProductModel, WishlistItemModel } from '../models.js';
import { messages as M } from '@storefront/contract';
import { badInput } from './refusals.js';
import { cartModel } from './view-models.js';

/** The wishlist after a change, with the products whose flag the change concerns (for clients' caches). */
export interface WishlistChangeResult {
  products: ProductModel[];
  wishlist: WishlistItemModel[];
}

/** Reloads products after a wishlist change so their flag (and the caller's price) is current. */
async function freshProducts(ctx: GatewayContext, ids: readonly number[]): Promise<ProductModel[]> {
  for (const id of ids) ctx.loaders.product.clear(id);
  const products = await ctx.loaders.product.loadMany(ids);
  return products.filter(
    (product): product is ProductModel => product !== null && !(product instanceof Error),
  );
}

/** The given products with their flag, and the wishlist as it is now. */
async function changed(
  ctx: GatewayContext,
  ids: readonly number[],
  flag: boolean,
): Promise<WishlistChangeResult> {
  const [products, wishlist] = await Promise.all([freshProducts(ctx, ids), ctx.storeApi.wishlist.list()]);
  return { products: products.map((product) => ({ ...product, wishlist: flag })), wishlist };
}

/** The spec's add-wishlist: adds, or removes a product already there (deprecated toggleWishlist). */
export async function toggleWishlist(
  ctx: GatewayContext,
  id: number,
): Promise<WishlistChangeResult & { message: string }> {
  const { data, message } = await ctx.storeApi.wishlist.toggle(id);
  const flag = data.wishlist;
  return {
    message: message ?? (flag ? M.wishlistAdded : M.wishlistRemoved),
    ...(await changed(ctx, [id], flag)),
  };
}

/**
 * Puts a product on the wishlist; one already there stays (safe to repeat). A REST host without store-api's
 * add-wishlist-item gets the spec's toggle only when the product is not listed yet.
 */
export async function addToWishlist(ctx: GatewayContext, id: number): Promise<WishlistChangeResult> {
  const added = await ctx.storeApi.wishlist.add(id);
  if (!added) {
    const listed = (await ctx.storeApi.wishlist.list()).some((entry) => entry.item_id === id);
    if (!listed) await ctx.storeApi.wishlist.toggle(id);
  }
  return changed(ctx, [id], true);
}

/** Removes the given products (those not listed are left off, so safe to repeat), or every product. */
export async function removeFromWishlist(
  ctx: GatewayContext,
  ids: readonly number[] | undefined,
): Promise<WishlistChangeResult> {
  if (ids) {
    await ctx.storeApi.wishlist.remove(ids);
    return changed(ctx, ids, false);
  }
  // Emptying the whole wishlist: what it held is what changed.
  const before = await ctx.storeApi.wishlist.list();
  await ctx.storeApi.wishlist.remove('all');
  return {
    products: before.map((entry) => ({ ...entry.item, wishlist: false })),
    wishlist: await ctx.storeApi.wishlist.list(),
  };
}

/**
 * Moves wishlist products (the given ones, or all) into the cart, one of each. store-api adds what fits: only
 * the products that left the wishlist changed.
 */
export async function moveWishlistToCart(
  ctx: GatewayContext,
  ids: readonly number[] | undefined,
): Promise<WishlistChangeResult & { cart: CartModel }> {
  const before = await ctx.storeApi.wishlist.list();
  const onList = new Map(before.map((entry) => [entry.item_id, entry.item]));
  const wanted = ids ?? [...onList.keys()];
  if (wanted.length === 0) throw badInput(ctx, M.wishlistNothingToAdd, 'productIds');
  const { data } = await ctx.storeApi.cart.addSelected(wanted, 1);
  const wishlist = await ctx.storeApi.wishlist.list();
  const remaining = new Set(wishlist.map((entry) => entry.item_id));
  const moved = wanted
    .filter((id) => !remaining.has(id))
    .map((id) => onList.get(id))
    .filter((product) => product !== undefined);
  return {
    cart: cartModel(ctx, data),
    products: moved.map((product) => ({ ...product, wishlist: false })),
    wishlist,
  };
}
