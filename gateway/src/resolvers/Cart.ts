import type { CartResolvers } from '../generated/graphql.js';
import { requiredMoney } from './shared.js';

// Every amount is computed from the lines, in cents, as the cart is read (upstream/types.ts RestCartSchema).
export const Cart: CartResolvers = {
  id: (cart) => cart.id,
  lines: (cart) => cart.lines,
  subtotal: (cart, _args, ctx) => requiredMoney(ctx, cart.subtotal, 'cart subtotal'),
  tax: (cart, _args, ctx) => requiredMoney(ctx, cart.tax, 'cart tax'),
  total: (cart, _args, ctx) => requiredMoney(ctx, cart.total, 'cart total'),
  totalQuantity: (cart) => cart.total_quantity,
  minimumOrder: (cart, _args, ctx) => requiredMoney(ctx, cart.minimum_order, 'minimum'),
  meetsMinimum: (cart) => cart.meets_minimum,
};
