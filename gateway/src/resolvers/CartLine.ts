import type { CartLineResolvers } from '../generated/graphql.js';
import { requiredMoney } from './shared.js';

export const CartLine: CartLineResolvers = {
  id: (line) => String(line.id),
  product: (line) => line.item,
  quantity: (line) => line.quantity,
  unitPrice: (line, _args, ctx) => requiredMoney(ctx, line.item.sales_price, 'cart line unit price'),
  // quantity × the unit amounts, computed as the cart is read (upstream/types.ts RestCartLineSchema).
  tax: (line, _args, ctx) => requiredMoney(ctx, line.tax, 'cart line tax'),
  subtotal: (line, _args, ctx) => requiredMoney(ctx, line.subtotal, 'cart line subtotal'),
};
