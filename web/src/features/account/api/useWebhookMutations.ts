import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../../gql';
import type { UpdateWebhookEndpointInput, WebhookEndpointInput } from '../../../gql/graphql';
import {
  type MutationOutcome,
  settleMutation,
  settleWithoutForm,
} from '../../../shared/forms/mutationOutcome';
import { webhooksMessages as messages } from '../messages';

const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      webhookEndpoint {
        id
        ...WebhookEndpointRow_endpoint
      }
      secret
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const UpdateWebhookEndpointMutation = graphql(`
  mutation UpdateWebhookEndpoint($input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(input: $input) {
      webhookEndpoint {
        id
        ...WebhookEndpointRow_endpoint
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id) {
      deletedWebhookEndpointId
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const RedeliverWebhookMutation = graphql(`
  mutation RedeliverWebhook($endpointId: ID!, $deliveryId: ID!) {
    redeliverWebhook(endpointId: $endpointId, deliveryId: $deliveryId) {
      webhookDelivery {
        id
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const SendTestWebhookMutation = graphql(`
  mutation SendTestWebhook($endpointId: ID!) {
    sendTestWebhook(endpointId: $endpointId) {
      webhookDelivery {
        id
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** Registers an endpoint; the new one joins the screen's list, and the outcome carries its secret (shown once). */
export function useCreateWebhookEndpointMutation() {
  const [mutate, { loading }] = useMutation(CreateWebhookEndpointMutation, {
    update(cache, { data }) {
      const created = data?.createWebhookEndpoint.webhookEndpoint;
      const ref = created ? cache.identify(created) : undefined;
      if (!ref) return;
      cache.modify({
        fields: {
          webhookEndpoints: (existing: readonly Reference[] | null) =>
            existing ? [...existing, { __ref: ref }] : existing,
        },
      });
    },
  });
  const create = useCallback(
    (input: WebhookEndpointInput) =>
      settleMutation(async () => (await mutate({ variables: { input } })).data?.createWebhookEndpoint),
    [mutate],
  );
  return [create, { loading }] as const;
}

/** Switches an endpoint on or off (the cache follows by id). */
export function useUpdateWebhookEndpointMutation() {
  const [mutate, { loading }] = useMutation(UpdateWebhookEndpointMutation);
  const update = useCallback(
    (input: UpdateWebhookEndpointInput): Promise<MutationOutcome<unknown>> =>
      settleMutation(
        async () => (await mutate({ variables: { input } })).data?.updateWebhookEndpoint,
        messages.updated,
      ),
    [mutate],
  );
  return [update, { loading }] as const;
}

/** Deletes an endpoint; it leaves the cache, and so the list. */
export function useDeleteWebhookEndpointMutation() {
  const [mutate, { loading }] = useMutation(DeleteWebhookEndpointMutation, {
    update(cache, { data }) {
      const id = data?.deleteWebhookEndpoint.deletedWebhookEndpointId;
      if (!id) return;
      cache.evict({ id: cache.identify({ __typename: 'WebhookEndpoint', id }) });
      cache.gc();
    },
  });
  const remove = useCallback(
    (id: string) =>
      settleWithoutForm(
        async () => (await mutate({ variables: { id } })).data?.deleteWebhookEndpoint,
        messages.deleted,
      ),
    [mutate],
  );
  return [remove, { loading }] as const;
}

/** Queues a delivery's event again; the open delivery log is read again to show it. */
export function useRedeliverWebhookMutation() {
  const [mutate, { loading }] = useMutation(RedeliverWebhookMutation, {
    refetchQueries: ['WebhookDeliveryLogQuery'],
  });
  const redeliver = useCallback(
    (endpointId: string, deliveryId: string) =>
      settleWithoutForm(
        async () => (await mutate({ variables: { endpointId, deliveryId } })).data?.redeliverWebhook,
        messages.redelivered,
      ),
    [mutate],
  );
  return [redeliver, { loading }] as const;
}

/** Queues a test event to the endpoint; the open delivery log is read again to show it. */
export function useSendTestWebhookMutation() {
  const [mutate, { loading }] = useMutation(SendTestWebhookMutation, {
    refetchQueries: ['WebhookDeliveryLogQuery'],
  });
  const sendTest = useCallback(
    (endpointId: string) =>
      settleWithoutForm(
        async () => (await mutate({ variables: { endpointId } })).data?.sendTestWebhook,
        messages.testQueued,
      ),
    [mutate],
  );
  return [sendTest, { loading }] as const;
}
