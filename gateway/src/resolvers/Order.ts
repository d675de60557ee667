import type { OrderResolvers, OrderStatus } from '../generated/graphql.js';
import { requiredMoney } from './shared.js';

const STATUSES: Record<string, OrderStatus> = {
  pending: 'PENDING',
  processing: 'PROCESSING',
  shipped: 'SHIPPED',
  ready_for_pickup: 'READY_FOR_PICKUP',
  delivered: 'DELIVERED',
  cancelled: 'CANCELLED',
  canceled: 'CANCELLED',
};

export const Order: OrderResolvers = {
  id: (order) => String(order.id),
  number: (order) => `order-${order.id}`,
  createdAt: (order) => order.created_at,
  status: (order, _args, ctx) => {
    const status = STATUSES[order.order_status.toLowerCase()];
    if (status) return status;
    ctx.log.warn({ requestId: ctx.requestId, orderStatus: order.order_status }, 'unknown order status');
    return 'PENDING';
  },
  // The REST API's legacy 'Cash On Dilevery' is the only method; the enum hides the spelling.
  paymentMethod: () => 'CASH_ON_DELIVERY',
  note: (order) => order.note,
  email: (order) => order.email,
  phone: (order) => order.phone,
  billingAddress: (order) => order.billing_address,
  shippingAddress: (order) => order.shipping_address,
  lines: (order) => order.line_items,
  subtotal: (order, _args, ctx) => requiredMoney(ctx, order.subtotal, 'order subtotal'),
  tax: (order, _args, ctx) => requiredMoney(ctx, order.tax, 'order tax'),
  total: (order, _args, ctx) => requiredMoney(ctx, order.total, 'order total'),
  // Ours: a host that keeps no shipment (the spec's orders have none) answers null.
  shipment: (order) =>
    order.shipment
      ? {
          carrier: order.shipment.carrier,
          trackingNumber: order.shipment.tracking_number,
          expectedDeliveryOn: order.shipment.expected_delivery_on,
          shippedAt: order.shipment.shipped_at,
        }
      : null,
};
