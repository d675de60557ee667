import type { AddressResolvers } from '../generated/graphql.js';

export const Address: AddressResolvers = {
  id: (address) => String(address.id),
  type: (address) => (address.type === 'shipping' ? 'SHIPPING' : 'BILLING'),
  name: (address) => address.name,
  companyName: (address) => address.company_name,
  address: (address) => address.address ?? '',
  city: (address) => address.city ?? '',
  state: async (address, _args, ctx) => {
    if (address.state) return { id: String(address.state.id), name: address.state.state };
    if (address.state_id === null) return null;
    const name = await ctx.loaders.stateName.load(address.state_id);
    return name === null ? null : { id: String(address.state_id), name };
  },
  stateId: (address) => {
    const id = address.state?.id ?? address.state_id;
    return id === null ? null : String(id);
  },
  postcode: (address) => address.pincode ?? '',
  phone: (address) => address.phone,
};
