import type { GatewayContext } from '../context.js';
import type { CartModel } from '../models.js';
import { messages as M } from '@storefront/contract';
import { cartModel, fail } from '../resolvers/shared.js';

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
  const set = await ctx.storeApi.setCartLineQuantity(lineId, quantity);
  if (set) return cartModel(ctx, set.data);
  const cart = await ctx.storeApi.cart();
  const line = cart.lines.find((candidate) => candidate.id === lineId);
  if (!line) throw fail(ctx, 'NOT_FOUND', M.cartLineNotFound);
  if (quantity === line.quantity) return cartModel(ctx, cart);
  if (quantity < line.quantity) await ctx.storeApi.removeCartLine(lineId);
  const added = await ctx.storeApi.addToCart(
    line.item_id,
    quantity > line.quantity ? quantity - line.quantity : quantity,
  );
  return cartModel(ctx, added.data);
}
