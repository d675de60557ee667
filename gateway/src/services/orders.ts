import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context.js';
import type { OrderModel, OrderPageModel } from '../models.js';
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
  const orders = await ctx.storeApi.orders.page(page, perPage);
  return selects(info, 'stateName') ? { ...orders, data: await withStateNames(ctx, orders.data) } : orders;
}

/** The orders with the state name of each address filled in, through the request's state-name DataLoader. */
async function withStateNames(ctx: GatewayContext, orders: readonly OrderModel[]): Promise<OrderModel[]> {
  const ids = new Set<number>();
  for (const order of orders) {
    if (order.billing_address.state_id !== null) ids.add(order.billing_address.state_id);
    if (order.shipping_address?.state_id != null) ids.add(order.shipping_address.state_id);
  }
  const loaded = await ctx.loaders.stateName.loadMany([...ids]);
  const names = new Map([...ids].map((id, index) => [id, loaded[index]]));
  const named = <A extends { state_id: number | null }>(address: A) => {
    const name = address.state_id === null ? null : names.get(address.state_id);
    if (name instanceof Error) throw name;
    return { ...address, state_name: name ?? null };
  };
  return orders.map((order) => ({
    ...order,
    billing_address: named(order.billing_address),
    shipping_address: order.shipping_address ? named(order.shipping_address) : null,
  }));
}
