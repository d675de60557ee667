import { useMutation } from '@apollo/client/react';

import { settleWithoutForm } from '../../shared/forms/mutationOutcome';
import { graphql } from '../gql';
import { ordersMessages } from './messages';

const SetOrderLineFulfilledMutation = graphql(`
  mutation SetOrderLineFulfilled($orderId: ID!, $lineId: ID!, $fulfilled: Boolean!) {
    setOrderLineFulfilled(orderId: $orderId, lineId: $lineId, fulfilled: $fulfilled) {
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

const messages = ordersMessages.order;

/**
 * Marks one line of an order fulfilled or not, saved at once: the answer updates the line and the audit trail, a
 * toast says what was saved, and a refusal is a toast with the store's words. Resolves to whether it was saved.
 */
export function useSetOrderLineFulfilledMutation() {
  const [mutate] = useMutation(SetOrderLineFulfilledMutation);
  return (orderId: string, line: { id: string; productName: string }, fulfilled: boolean) =>
    settleWithoutForm(
      async () =>
        (await mutate({ variables: { orderId, lineId: line.id, fulfilled } })).data?.setOrderLineFulfilled,
      fulfilled ? messages.markedFulfilled(line.productName) : messages.markedNotFulfilled(line.productName),
    );
}
