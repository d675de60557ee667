import type { GatewayContext } from '../context.js';
import type { OrderAddressResolvers } from '../generated/graphql.js';
import type { OrderAddressModel } from '../models.js';
import { knownStateName } from '../services/orders.js';

/**
 * Batched: all addresses of a request share one states-by-ids call (already made for an orders page). A name at hand
 * is answered without a promise: graphql-js waits on each one (a hundred on a page of 50 orders).
 */
function stateNameOf(
  address: OrderAddressModel,
  ctx: GatewayContext,
): string | null | Promise<string | null> {
  if (address.state_name !== undefined) return address.state_name;
  if (address.state_id === null) return null;
  const known = knownStateName(ctx, address.state_id);
  return known !== undefined ? known : ctx.loaders.stateName.load(address.state_id);
}

export const OrderAddress: OrderAddressResolvers = {
  name: (address) => address.name,
  companyName: (address) => address.company_name,
  address: (address) => address.address ?? '',
  city: (address) => address.city ?? '',
  stateId: (address) => (address.state_id === null ? null : String(address.state_id)),
  stateName: (address, _args, ctx) => stateNameOf(address, ctx),
  state: async (address, _args, ctx) => {
    const name = await stateNameOf(address, ctx);
    return address.state_id === null || name === null ? null : { id: String(address.state_id), name };
  },
  postcode: (address) => address.pincode ?? '',
  phone: (address) => address.phone,
  email: (address) => address.email,
};
