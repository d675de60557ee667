import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';

import { settleMutation } from '../../shared/forms/mutationOutcome';
import { graphql } from '../gql';
import { registrationMessages as messages } from './messages';

const ApproveRegistrationMutation = graphql(`
  mutation ApproveRegistration($id: ID!) {
    approveRegistration(id: $id) {
      registration {
        id
        ...RegistrationRoute_registration
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const RejectRegistrationMutation = graphql(`
  mutation RejectRegistration($id: ID!, $reason: String!) {
    rejectRegistration(id: $id, reason: $reason) {
      registration {
        id
        ...RegistrationRoute_registration
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const RequestRegistrationInformationMutation = graphql(`
  mutation RequestRegistrationInformation($id: ID!, $message: String!) {
    requestRegistrationInformation(id: $id, message: $message) {
      registration {
        id
        ...RegistrationRoute_registration
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** The registration lists and the customers' statuses are out of date after a decision: asked again when shown. */
function forgetLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'registrations' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'customers' });
  cache.gc();
}

interface Reviewed {
  id: string;
  email: string;
}

/** Approves a registration (the store mails the create-account link); a toast says to whom. */
export function useApproveRegistrationMutation() {
  const [mutate, { loading }] = useMutation(ApproveRegistrationMutation, { update: forgetLists });
  const approve = ({ id, email }: Reviewed) =>
    settleMutation(
      async () => (await mutate({ variables: { id } })).data?.approveRegistration,
      messages.approved(email),
    );
  return [approve, loading] as const;
}

/** Rejects a registration with the reason the store mails to the business. */
export function useRejectRegistrationMutation() {
  const [mutate, { loading }] = useMutation(RejectRegistrationMutation, { update: forgetLists });
  const reject = ({ id }: Reviewed, reason: string) =>
    settleMutation(
      async () => (await mutate({ variables: { id, reason } })).data?.rejectRegistration,
      messages.rejected,
    );
  return [reject, loading] as const;
}

/** E-mails the business a question; the registration stays pending and lists the question with the others. */
export function useRequestRegistrationInformationMutation() {
  const [mutate, { loading }] = useMutation(RequestRegistrationInformationMutation);
  const request = ({ id, email }: Reviewed, message: string) =>
    settleMutation(
      async () => (await mutate({ variables: { id, message } })).data?.requestRegistrationInformation,
      messages.requested(email),
    );
  return [request, loading] as const;
}
