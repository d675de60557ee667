import { useMutation } from '@apollo/client/react';

import { toaster } from '../../shared/components/toaster';
import { type MutationOutcome, settleMutation } from '../../shared/forms/mutationOutcome';
import { graphql } from '../gql';
import type { SetOrdersStatusMutation as Result } from '../gql/graphql';
import { ordersMessages } from './messages';
import type { TargetStatus } from './status';

const SetOrdersStatusMutation = graphql(`
  mutation SetOrdersStatus($ids: [ID!]!, $status: OrderStatus!) {
    setOrdersStatus(ids: $ids, status: $status) {
      results {
        orderId
        orderNumber
        changed
        code
        message
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

type Payload = Result['setOrdersStatus'];

/**
 * Moves the selected orders to a status, each by the rules of one. The orders list is asked again (statuses moved),
 * a toast says how many moved, and the outcome's results say what became of each for the page's report.
 */
export function useSetOrdersStatusMutation() {
  const [mutate, { loading }] = useMutation(SetOrdersStatusMutation, { refetchQueries: ['OrdersRoute'] });
  const setStatus = async (
    ids: readonly string[],
    status: TargetStatus,
  ): Promise<MutationOutcome<Payload>> => {
    const outcome = await settleMutation(
      async () => (await mutate({ variables: { ids: [...ids], status } })).data?.setOrdersStatus,
    );
    if (outcome.ok) {
      const moved = outcome.payload.results.filter((result) => result.changed).length;
      toaster.create({
        type: moved === ids.length ? 'success' : 'warning',
        title: ordersMessages.list.bulkDone(moved, ids.length),
      });
    }
    return outcome;
  };
  return [setStatus, { loading }] as const;
}
