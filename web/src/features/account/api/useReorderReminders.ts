import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../../gql';
import { settleMutation, settleWithoutForm } from '../../../shared/forms/mutationOutcome';
import { useSession } from '../../../shared/session/useSession';
import { reorderRemindersMessages as messages } from '../messages';

const ReorderRemindersOfferedQuery = graphql(`
  query ReorderRemindersOffered {
    storeFeatures {
      reorderReminders
    }
  }
`);

/** Whether the logged-in buyer can turn on reorder reminders (a store whose REST API has none says no). */
export function useReorderRemindersOffered(): boolean {
  const { loggedIn } = useSession();
  const { data } = useQuery(ReorderRemindersOfferedQuery, { skip: !loggedIn });
  return loggedIn && data?.storeFeatures.reorderReminders === true;
}

const SetReorderRemindersMutation = graphql(`
  mutation SetReorderReminders($enabled: Boolean!) {
    setReorderReminders(enabled: $enabled) {
      enabled
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const UnsubscribeReorderRemindersMutation = graphql(`
  mutation UnsubscribeReorderReminders($token: String!) {
    unsubscribeReorderReminders(token: $token) {
      enabled
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/**
 * Turns the viewer's reorder reminders on or off; the viewer's flag follows in the cache, and a toast says which.
 * Resolves to whether it was saved.
 */
export function useSetReorderRemindersMutation(viewerId: string | undefined) {
  const [mutate, { loading }] = useMutation(SetReorderRemindersMutation, {
    update(cache, { data }) {
      const enabled = data?.setReorderReminders.enabled;
      if (enabled === null || enabled === undefined || viewerId === undefined) return;
      cache.modify({
        id: cache.identify({ __typename: 'Customer', id: viewerId }),
        fields: { reorderReminders: () => enabled },
      });
    },
  });
  const set = useCallback(
    (enabled: boolean) =>
      settleWithoutForm(
        async () => (await mutate({ variables: { enabled } })).data?.setReorderReminders,
        enabled ? messages.turnedOn : messages.turnedOff,
      ),
    [mutate],
  );
  return [set, { loading }] as const;
}

/** Turns reminders off with the e-mail link's token, without a login; the outcome carries the refusal, if any. */
export function useUnsubscribeReorderRemindersMutation() {
  const [mutate, { loading }] = useMutation(UnsubscribeReorderRemindersMutation);
  const unsubscribe = useCallback(
    (token: string) =>
      settleMutation(async () => (await mutate({ variables: { token } })).data?.unsubscribeReorderReminders),
    [mutate],
  );
  return [unsubscribe, { loading }] as const;
}
