import type { OrderStatus } from '../gql/graphql';

/** The statuses an order can be moved to (none goes back to pending). */
export type TargetStatus = Exclude<OrderStatus, 'PENDING'>;

/**
 * Where an order may go from each status, as staff.graphql's `setOrderStatus` documents it (store-api enforces the
 * same and answers INVALID_STATUS_TRANSITION otherwise): the order's page offers only these moves.
 */
export const NEXT_STATUSES: Readonly<Record<OrderStatus, readonly TargetStatus[]>> = {
  PENDING: ['PROCESSING', 'CANCELLED'],
  PROCESSING: ['SHIPPED', 'READY_FOR_PICKUP', 'CANCELLED'],
  SHIPPED: ['DELIVERED'],
  READY_FOR_PICKUP: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
};
