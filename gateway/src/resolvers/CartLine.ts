import type { CartLineResolvers } from '../generated/graphql.js';
import { requiredMoney } from './shared.js';

export const CartLine: CartLineResolvers = {
  id: (line) => String(line.id),
  product: (line) => line.item,
  quantity: (line) => line.quantity,
  unitPrice: (line, _args, ctx) => requiredMoney(ctx, line.item.sales_price, 'cart line unit price'),
  tax: (line, _args, ctx) =>
    requiredMoney(
      ctx,
      line.tax ?? (line.item.tax_per_unit === undefined ? undefined : line.quantity * line.item.tax_per_unit),
      'cart line tax',
    ),
  subtotal: (line, _args, ctx) =>
    requiredMoney(
      ctx,
      line.subtotal ??
        (line.item.sales_price === undefined ? undefined : line.quantity * line.item.sales_price),
      'cart line subtotal',
    ),
};
