import type { GatewayContext } from '../context.js';
import type { NotAddedReason, ResolversParentTypes } from '../generated/graphql.js';
import type { CartModel, ProductModel, WishlistItemModel } from '../models.js';
import { messages as M } from '@storefront/contract';
import { fail } from './refusals.js';
import { userErrorOf } from './user-errors.js';
import { cartModel } from './view-models.js';

/**
 * Sets a cart line's quantity: absolute, so a retried request leaves the same cart. store-api does it in one
 * guarded statement (set-cart-item-qty). A REST host with only the spec's calls gets the difference added with
 * add-to-cart, or, to lower a line, the line removed and added again with the new quantity (it then has a new
 * id); a retry finds the quantity already set and changes nothing.
 */
export async function setCartLineQuantity(
  ctx: GatewayContext,
  lineId: number,
  quantity: number,
): Promise<CartModel> {
  const set = await ctx.storeApi.cart.setQuantity(lineId, quantity);
  if (set) return cartModel(ctx, set.data);
  const cart = await ctx.storeApi.cart.read();
  const line = cart.lines.find((candidate) => candidate.id === lineId);
  if (!line) throw fail(ctx, 'NOT_FOUND', M.cartLineNotFound);
  if (quantity === line.quantity) return cartModel(ctx, cart);
  if (quantity < line.quantity) await ctx.storeApi.cart.remove(lineId);
  const added = await ctx.storeApi.cart.add(
    line.item_id,
    quantity > line.quantity ? quantity - line.quantity : quantity,
  );
  return cartModel(ctx, added.data);
}

/** A line of addLinesToCart: a product, by its id or by a code, and how many of it to add. */
export type LineToAdd =
  | { productId: number; code?: undefined; quantity: number }
  | { productId?: undefined; code: string; quantity: number };

/** A line whose product is known: by its id, or by a code that names one (null when none does). */
interface ResolvedLine {
  productId: number | null;
  code: string | null;
  quantity: number;
}

export type LineResult = ResolversParentTypes['CartLineResult'];

/** The most of a product the cart may hold, and what sets it. */
function ceilingOf(product: ProductModel): { most: number; reason: NotAddedReason } {
  const limit = product.purchase_limit ?? null;
  // At a limit no larger than the stock, the limit is what the buyer can do nothing about.
  if (limit !== null && limit <= product.stock) return { most: limit, reason: 'PURCHASE_LIMIT' };
  return { most: Math.max(0, product.stock), reason: 'OUT_OF_STOCK' };
}

function resultOf(
  line: ResolvedLine,
  product: ProductModel | null,
  added: number,
  reason: NotAddedReason,
): LineResult {
  const done = {
    productId: line.productId === null ? null : String(line.productId),
    code: line.code,
    product,
    name: product?.item_name ?? null,
    requestedQuantity: line.quantity,
    addedQuantity: added,
  };
  const none = { reason: null, stockLeft: null, purchaseLimit: null, message: null };
  if (added >= line.quantity) return { ...done, ...none };
  if (line.productId === null) return { ...done, ...none, reason: 'UNKNOWN_CODE', message: M.unknownCode };
  if (!product || reason === 'UNAVAILABLE')
    return { ...done, ...none, reason: 'UNAVAILABLE', message: M.noLongerAvailable };
  if (reason === 'PURCHASE_LIMIT') {
    const limit = product.purchase_limit ?? 0;
    return { ...done, ...none, reason, purchaseLimit: limit, message: M.purchaseLimit(limit) };
  }
  const left = Math.max(0, product.stock);
  return { ...done, ...none, reason, stockLeft: left, message: M.stockLeft(left) };
}

/** The product of every line, the lines given by code resolved in one call. */
async function resolveLines(ctx: GatewayContext, lines: readonly LineToAdd[]): Promise<ResolvedLine[]> {
  const codes = [...new Set(lines.flatMap((line) => (line.code === undefined ? [] : [line.code])))];
  const matches = codes.length > 0 ? await ctx.storeApi.catalog.itemsByCode(codes) : [];
  const byCode = new Map(matches.map((match) => [match.code.toLowerCase(), match.item_id]));
  return lines.map((line) =>
    line.code === undefined
      ? { productId: line.productId, code: null, quantity: line.quantity }
      : { productId: byCode.get(line.code.toLowerCase()) ?? null, code: line.code, quantity: line.quantity },
  );
}

/** How many of each product the cart holds. */
async function heldInCart(ctx: GatewayContext): Promise<Map<number, number>> {
  const held = new Map<number, number>();
  for (const line of (await ctx.storeApi.cart.read()).lines)
    held.set(line.item_id, (held.get(line.item_id) ?? 0) + line.quantity);
  return held;
}

/**
 * Adds one line: as many as the product's stock and purchase limit allow beside what the cart holds. store-api's
 * add is the guard (one statement, so concurrent adds cannot pass it together); the gateway's reading of the
 * product only chooses how many to ask for. A refusal means the stock or the cart changed since they were read:
 * both are read again and the line tried once more, and a second refusal of a product that should fit means the
 * store will not sell it.
 */
async function addLine(
  ctx: GatewayContext,
  line: ResolvedLine,
  held: Map<number, number>,
): Promise<LineResult> {
  const id = line.productId;
  if (id === null) return resultOf(line, null, 0, 'UNKNOWN_CODE');
  let product = await ctx.loaders.product.load(id);
  for (let attempt = 1; ; attempt += 1) {
    if (!product) return resultOf(line, null, 0, 'UNAVAILABLE');
    const inCart = held.get(id) ?? 0;
    const { most, reason } = ceilingOf(product);
    const quantity = Math.min(line.quantity, most - inCart);
    if (quantity <= 0) return resultOf(line, product, 0, reason);
    try {
      await ctx.storeApi.cart.addOnly(id, quantity);
      held.set(id, inCart + quantity);
      return resultOf(line, product, quantity, reason);
    } catch (error) {
      if (!userErrorOf(error, NO_ARGUMENTS)) throw error;
      if (attempt === 2) return resultOf(line, product, 0, 'UNAVAILABLE');
    }
    ctx.loaders.product.clear(id);
    product = await ctx.loaders.product.load(id);
    const fresh = await heldInCart(ctx);
    held.set(id, fresh.get(id) ?? 0);
  }
}

const NO_ARGUMENTS: ReadonlySet<string> = new Set();

/**
 * Adds several products to the cart, each with its quantity, one line after another (so a later line of the same
 * product sees what an earlier one added), and answers what became of each line. With `removeAddedFromWishlist`,
 * the products added in full leave the wishlist. The codes are resolved first, in one call, then every product is
 * read, in batches, through the loader.
 */
export async function addLinesToCart(
  ctx: GatewayContext,
  lines: readonly LineToAdd[],
  removeAddedFromWishlist: boolean,
): Promise<{ cart: CartModel; results: LineResult[]; wishlist: WishlistItemModel[] | null }> {
  const [resolved, held] = await Promise.all([
    resolveLines(ctx, lines).then(async (known) => {
      const ids = known.flatMap((line) => (line.productId === null ? [] : [line.productId]));
      await ctx.loaders.product.loadMany([...new Set(ids)]);
      return known;
    }),
    heldInCart(ctx),
  ]);
  const results: LineResult[] = [];
  for (const line of resolved) results.push(await addLine(ctx, line, held));
  let wishlist: WishlistItemModel[] | null = null;
  if (removeAddedFromWishlist) {
    const moved = new Set(
      results.flatMap((result) =>
        result.reason === null && result.productId !== null ? [Number(result.productId)] : [],
      ),
    );
    if (moved.size > 0) await ctx.storeApi.wishlist.remove([...moved]);
    wishlist = await ctx.storeApi.wishlist.list();
    for (const result of results) {
      if (result.product && moved.has(Number(result.productId)))
        result.product = { ...result.product, wishlist: false };
    }
  }
  return { cart: cartModel(ctx, await ctx.storeApi.cart.read()), results, wishlist };
}
