import { useMutation } from '@apollo/client/react';

import { settleWithoutForm } from '../../shared/forms/mutationOutcome';
import { graphql } from '../gql';
import { ordersMessages } from './messages';

const FulfilAllOrderLinesMutation = graphql(`
  mutation FulfilAllOrderLines($orderId: ID!) {
    fulfilAllOrderLines(orderId: $orderId) {
      order {
        id
        lines {
          id
          fulfilled
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

/** "Fulfil all lines": the answer ticks every line and updates the audit trail; a toast says so. */
export function useFulfilAllOrderLinesMutation() {
  const [mutate, { loading }] = useMutation(FulfilAllOrderLinesMutation);
  const fulfilAll = (order: { id: string; orderNumber: string }) =>
    settleWithoutForm(
      async () => (await mutate({ variables: { orderId: order.id } })).data?.fulfilAllOrderLines,
      ordersMessages.order.allFulfilled(order.orderNumber),
    );
  return [fulfilAll, { loading }] as const;
}
