import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../../gql';
import type { CreateApiKeyInput } from '../../../gql/graphql';
import { settleMutation, settleWithoutForm } from '../../../shared/forms/mutationOutcome';
import { apiAccessMessages as messages } from '../messages';

const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      apiKey {
        id
        ...ApiKeyRow_apiKey
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

const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      apiKey {
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

/** Makes a key; the new key joins the top of `apiKeys` in the cache, and the outcome carries its secret once. */
export function useCreateApiKeyMutation() {
  const [mutate, { loading }] = useMutation(CreateApiKeyMutation, {
    update(cache, { data }) {
      const created = data?.createApiKey.apiKey;
      if (!created) return;
      cache.modify({
        fields: {
          apiKeys: (existing, { toReference }) =>
            Array.isArray(existing)
              ? [toReference(created), ...(existing as unknown[])]
              : (existing as unknown),
        },
      });
    },
  });
  const create = useCallback(
    (input: CreateApiKeyInput) =>
      settleMutation(
        async () => (await mutate({ variables: { input } })).data?.createApiKey,
        messages.created,
      ),
    [mutate],
  );
  return [create, { loading }] as const;
}

/** Revokes a key; it leaves `apiKeys` in the cache at once. Resolves to whether it was revoked. */
export function useRevokeApiKeyMutation() {
  const [mutate, { loading }] = useMutation(RevokeApiKeyMutation, {
    update(cache, { data }) {
      const revoked = data?.revokeApiKey.apiKey;
      if (!revoked) return;
      cache.evict({ id: cache.identify({ __typename: 'ApiKey', id: revoked.id }) });
      cache.gc();
    },
  });
  const revoke = useCallback(
    (id: string) =>
      settleWithoutForm(
        async () => (await mutate({ variables: { id } })).data?.revokeApiKey,
        messages.revoked,
      ),
    [mutate],
  );
  return [revoke, { loading }] as const;
}
