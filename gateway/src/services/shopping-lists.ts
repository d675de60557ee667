import { messages as M } from '@storefront/contract';
import type { GatewayContext } from '../context.js';
import { addLinesToCart } from './cart.js';
import { badInput } from './refusals.js';

/**
 * A list's products (all, or those asked for) added to the cart with the list's quantities, through the same
 * addLinesToCart as the quick order, so the answer has its per-line report. A line whose product the store no
 * longer has is still tried, and reported UNAVAILABLE.
 */
export async function addShoppingListToCart(
  ctx: GatewayContext,
  listId: number,
  productIds: readonly number[] | null,
) {
  const wanted = productIds ? new Set(productIds) : null;
  const list = await ctx.storeApi.lists.one(listId);
  const lines = list.lines.filter((line) => wanted === null || wanted.has(line.item_id));
  if (lines.length === 0) throw badInput(ctx, M.selectProducts, wanted ? 'productIds' : 'id');
  return addLinesToCart(
    ctx,
    lines.map((line) => ({ productId: line.item_id, quantity: line.quantity })),
    false,
  );
}
