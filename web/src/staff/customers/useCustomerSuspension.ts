import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';

import { settleMutation } from '../../shared/forms/mutationOutcome';
import { graphql } from '../gql';
import { customerMessages as messages } from './messages';

const SuspendCustomerMutation = graphql(`
  mutation SuspendCustomer($id: ID!, $reason: String) {
    suspendCustomer(id: $id, reason: $reason) {
      customer {
        id
        ...CustomerRoute_customer
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const ReactivateCustomerMutation = graphql(`
  mutation ReactivateCustomer($id: ID!) {
    reactivateCustomer(id: $id) {
      customer {
        id
        ...CustomerRoute_customer
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** The customer lists show who is suspended: asked again when shown. */
function forgetCustomerLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'customers' });
  cache.gc();
}

/** Suspends a customer (every session of theirs ends at once); an empty reason is sent as none. */
export function useSuspendCustomerMutation() {
  const [mutate, { loading }] = useMutation(SuspendCustomerMutation, { update: forgetCustomerLists });
  const suspend = (id: string, reason: string) =>
    settleMutation(
      async () =>
        (await mutate({ variables: { id, reason: reason === '' ? null : reason } })).data?.suspendCustomer,
      messages.suspendedToast,
    );
  return [suspend, loading] as const;
}

/** Lifts a customer's suspension. */
export function useReactivateCustomerMutation() {
  const [mutate, { loading }] = useMutation(ReactivateCustomerMutation, { update: forgetCustomerLists });
  const reactivate = (id: string) =>
    settleMutation(
      async () => (await mutate({ variables: { id } })).data?.reactivateCustomer,
      messages.reactivatedToast,
    );
  return [reactivate, loading] as const;
}
