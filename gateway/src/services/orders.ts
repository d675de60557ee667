import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context.js';
import type { OrderPageModel } from '../models.js';
import { withStateNames } from '../resolvers/OrderAddress.js';
import { selects } from './look-ahead.js';

/**
 * A page of the caller's orders. When the query asks for state names, one states-by-ids call names the whole
 * page here, so that the hundred address fields below resolve synchronously instead of each waiting on the
 * DataLoader.
 */
export async function ordersPage(
  ctx: GatewayContext,
  info: GraphQLResolveInfo,
  page: number,
  perPage: number,
): Promise<OrderPageModel> {
  const orders = await ctx.storeApi.orders(page, perPage);
  return selects(info, 'stateName') ? { ...orders, data: await withStateNames(ctx, orders.data) } : orders;
}
