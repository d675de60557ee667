import { useMutation } from '@apollo/client/react';

import { type MutationOutcome, settleMutation } from '../../shared/forms/mutationOutcome';
import { graphql } from '../gql';
import type { SetOrderLineQuantityMutation as Result } from '../gql/graphql';
import { ordersMessages } from './messages';

const SetOrderLineQuantityMutation = graphql(`
  mutation SetOrderLineQuantity($orderId: ID!, $lineId: ID!, $quantity: Int!) {
    setOrderLineQuantity(orderId: $orderId, lineId: $lineId, quantity: $quantity) {
      order {
        id
        lineCount
        lines {
          id
          ...OrderLines_line
        }
        subtotal {
          amount
          currencyCode
        }
        tax {
          amount
          currencyCode
        }
        total {
          amount
          currencyCode
        }
        amountToCollect {
          amount
          currencyCode
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

type Payload = Result['setOrderLineQuantity'];

/**
 * Changes a line's quantity (0 removes it) before the order ships: the answer's lines, totals and audit trail
 * replace the order's wherever it shows, a toast says what changed (the buyer is e-mailed by the store), and a
 * refusal (stock, purchase limit, the last line, the order shipped meanwhile) comes back for the dialog to show.
 */
export function useSetOrderLineQuantityMutation() {
  const [mutate, { loading }] = useMutation(SetOrderLineQuantityMutation);
  const setQuantity = (
    orderId: string,
    line: { id: string; productName: string },
    quantity: number,
  ): Promise<MutationOutcome<Payload>> =>
    settleMutation(
      async () =>
        (await mutate({ variables: { orderId, lineId: line.id, quantity } })).data?.setOrderLineQuantity,
      quantity === 0
        ? ordersMessages.order.lineRemoved(line.productName)
        : ordersMessages.order.quantityChanged(line.productName, quantity),
    );
  return [setQuantity, { loading }] as const;
}
