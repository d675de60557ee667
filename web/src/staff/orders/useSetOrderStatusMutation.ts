import { useMutation } from '@apollo/client/react';

import { type MutationOutcome, settleMutation } from '../../shared/forms/mutationOutcome';
import { orderStatusLabels } from '../../shared/commerce/messages';
import { graphql } from '../gql';
import type { SetOrderStatusMutation as Result, ShipmentInput } from '../gql/graphql';
import { ordersMessages } from './messages';
import type { TargetStatus } from './status';

const SetOrderStatusMutation = graphql(`
  mutation SetOrderStatus($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) {
    setOrderStatus(id: $id, status: $status, shipment: $shipment) {
      order {
        id
        status
        shipment {
          carrier
          trackingNumber
          expectedDeliveryOn
          shippedAt
        }
        audit {
          ...AuditTrail_entry
        }
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

type Payload = Result['setOrderStatus'];

/**
 * Moves an order to another status (to SHIPPED with the carrier, tracking number and expected delivery). The answer's status and audit trail update the order wherever it shows (its
 * page, the lists); a toast says the new status. A refusal (INVALID_STATUS_TRANSITION: someone moved the order
 * meanwhile) comes back as the outcome's userErrors for the page to show.
 */
export function useSetOrderStatusMutation() {
  const [mutate, { loading }] = useMutation(SetOrderStatusMutation);
  const setStatus = (
    order: { id: string; orderNumber: string },
    status: TargetStatus,
    shipment?: ShipmentInput,
  ): Promise<MutationOutcome<Payload>> =>
    settleMutation(
      async () =>
        (await mutate({ variables: { id: order.id, status, ...(shipment ? { shipment } : {}) } })).data
          ?.setOrderStatus,
      ordersMessages.order.statusChanged(order.orderNumber, orderStatusLabels[status]),
    );
  return [setStatus, { loading }] as const;
}
