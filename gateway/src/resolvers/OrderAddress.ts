import type { OrderAddressResolvers } from '../generated/graphql.js';

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
