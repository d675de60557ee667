import type { GatewayContext } from '../context.js';
import type { OrderAddressResolvers } from '../generated/graphql.js';
import type { OrderModel } from '../models.js';

export const OrderAddress: OrderAddressResolvers = {
  name: (address) => address.name,
  companyName: (address) => address.company_name,
  address: (address) => address.address ?? '',
  city: (address) => address.city ?? '',
  stateId: (address) => (address.state_id === null ? null : String(address.state_id)),
  // Batched: all addresses of a request share one states-by-ids call (already made for an orders page).
  stateName: (address, _args, ctx) => {
    if (address.state_name !== undefined) return address.state_name;
    return address.state_id === null ? null : ctx.loaders.stateName.load(address.state_id);
  },
  postcode: (address) => address.pincode ?? '',
  phone: (address) => address.phone,
  email: (address) => address.email,
};

/** The orders with the state name of each address filled in, through the request's state-name DataLoader. */
export async function withStateNames(
  ctx: GatewayContext,
  orders: readonly OrderModel[],
): Promise<OrderModel[]> {
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
