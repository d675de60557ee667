import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';

import { settleMutation } from '../../shared/forms/mutationOutcome';
import { graphql } from '../gql';
import { formatDate } from '../lib/format';
import { renewalMessages as messages } from './messages';

const ApproveCertificateRenewalMutation = graphql(`
  mutation ApproveCertificateRenewal($id: ID!) {
    approveCertificateRenewal(id: $id) {
      renewal {
        id
        ...RenewalTable_renewal
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const RejectCertificateRenewalMutation = graphql(`
  mutation RejectCertificateRenewal($id: ID!, $reason: String!) {
    rejectCertificateRenewal(id: $id, reason: $reason) {
      renewal {
        id
        ...RenewalTable_renewal
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

type ReviewPayload = { renewal: { id: string; status: string } | null } | null | undefined;

/**
 * After a review the screens change in place, without a spinner: the reviewed renewal leaves the pending lists,
 * the lists of reviewed ones are asked again when shown, and an approval's date becomes the customer's. A
 * refusal (another member reviewed it meanwhile) asks for the lists and the customer again.
 */
function updateAfterReview(reviewed: Reviewed, approve: boolean, payload: ReviewPayload, cache: ApolloCache) {
  const customerId = cache.identify({ __typename: 'Customer', id: reviewed.customer.id });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'customers' });
  if (!payload?.renewal) {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'certificateRenewals' });
    cache.evict({ id: customerId });
    cache.gc();
    return;
  }
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      certificateRenewals(existing: readonly Reference[], { storeFieldName, readField, DELETE }) {
        if (!storeFieldName.includes('"PENDING"')) return DELETE;
        return existing.filter((renewal) => readField('id', renewal) !== reviewed.id);
      },
    },
  });
  if (approve) {
    const field = reviewed.kind === 'TOBACCO' ? 'tobaccoLicenseExpiresOn' : 'taxIdExpiresOn';
    cache.modify({ id: customerId, fields: { [field]: () => reviewed.expiresOn } });
  }
  cache.gc();
}

export interface Reviewed {
  id: string;
  kind: 'TAX' | 'TOBACCO';
  expiresOn: string;
  customer: { id: string; companyName: string };
}

/** Approves a renewal: its date becomes the customer's; a toast says which and until when. */
export function useApproveRenewalMutation() {
  const [mutate, { loading }] = useMutation(ApproveCertificateRenewalMutation);
  const approve = (renewal: Reviewed) =>
    settleMutation(
      async () =>
        (
          await mutate({
            variables: { id: renewal.id },
            update: (cache, { data }) =>
              updateAfterReview(renewal, true, data?.approveCertificateRenewal, cache),
          })
        ).data?.approveCertificateRenewal,
      messages.approved(
        messages.kinds[renewal.kind],
        renewal.customer.companyName,
        formatDate(renewal.expiresOn),
      ),
    );
  return [approve, loading] as const;
}

/** Rejects a renewal with the reason the store mails to the buyer. */
export function useRejectRenewalMutation() {
  const [mutate, { loading }] = useMutation(RejectCertificateRenewalMutation);
  const reject = (renewal: Reviewed, reason: string) =>
    settleMutation(
      async () =>
        (
          await mutate({
            variables: { id: renewal.id, reason },
            update: (cache, { data }) =>
              updateAfterReview(renewal, false, data?.rejectCertificateRenewal, cache),
          })
        ).data?.rejectCertificateRenewal,
      messages.rejected,
    );
  return [reject, loading] as const;
}
