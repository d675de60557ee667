import type { OrderLineResolvers } from '../generated/graphql.js';
import { image, requiredMoney } from './shared.js';

export const OrderLine: OrderLineResolvers = {
  id: (line) => String(line.id),
  productId: (line) => (line.item_id === null ? null : String(line.item_id)),
  name: (line) => line.item.item_name,
  image: (line) => image(line.item.image?.url, line.item.item_name),
  quantity: (line) => line.quantity,
  unitPrice: (line, _args, ctx) => requiredMoney(ctx, line.item_price, 'order line price'),
  tax: (line, _args, ctx) => requiredMoney(ctx, line.tax, 'order line tax'),
  subtotal: (line, _args, ctx) => requiredMoney(ctx, line.subtotal, 'order line subtotal'),
  fulfillmentStatus: (line) => (line.fulfillment_status === 'fulfilled' ? 'FULFILLED' : 'NOT_FULFILLED'),
};
