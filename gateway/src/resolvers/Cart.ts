import type { CartResolvers } from '../generated/graphql.js';
import type { CartModel } from '../models.js';
import { requiredMoney } from './shared.js';

const MINIMUM_ORDER_CENTS = 200_00;

export const Cart: CartResolvers = {
  id: (cart) => cart.id,
  lines: (cart) => cart.lines,
  // store-api computes the totals; the sums are the fallback a REST host without them gets, in cents.
  subtotal: (cart, _args, ctx) =>
    requiredMoney(ctx, cart.subtotal ?? sum(cart.lines.map((line) => line.subtotal)), 'cart subtotal'),
  tax: (cart, _args, ctx) =>
    requiredMoney(ctx, cart.tax ?? sum(cart.lines.map((line) => line.tax)), 'cart tax'),
  total: (cart, _args, ctx) => requiredMoney(ctx, totalCents(cart), 'cart total'),
  totalQuantity: (cart) => cart.total_quantity,
  minimumOrder: (cart, _args, ctx) =>
    requiredMoney(ctx, cart.minimum_order ?? MINIMUM_ORDER_CENTS, 'minimum'),
  meetsMinimum: (cart) =>
    cart.meets_minimum ?? (totalCents(cart) ?? 0) >= (cart.minimum_order ?? MINIMUM_ORDER_CENTS),
};

function sum(values: readonly (number | undefined)[]): number | undefined {
  let total = 0;
  for (const value of values) {
    if (value === undefined) return undefined;
    total += value;
  }
  return total;
}

function totalCents(cart: CartModel): number | undefined {
  if (cart.total !== undefined) return cart.total;
  const subtotal = cart.subtotal ?? sum(cart.lines.map((line) => line.subtotal));
  const tax = cart.tax ?? sum(cart.lines.map((line) => line.tax));
  return subtotal === undefined || tax === undefined ? undefined : subtotal + tax;
}
