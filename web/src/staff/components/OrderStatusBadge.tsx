import { Badge } from '@chakra-ui/react';

import { orderStatusLabels } from '../../shared/commerce/messages';
import type { OrderStatus } from '../gql/graphql';

// Waiting work stands out (orange), finished work recedes (green, grey).
const palettes: Record<OrderStatus, string> = {
  PENDING: 'orange',
  PROCESSING: 'blue',
  SHIPPED: 'purple',
  READY_FOR_PICKUP: 'teal',
  DELIVERED: 'green',
  CANCELLED: 'gray',
};

/** An order's status as a coloured badge, on the order lists and the order's page. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge colorPalette={palettes[status]} variant="subtle" whiteSpace="nowrap">
      {orderStatusLabels[status]}
    </Badge>
  );
}
