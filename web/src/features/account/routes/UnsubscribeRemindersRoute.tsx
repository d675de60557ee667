import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { REORDER_REMINDERS } from '@storefront/contract/limits';
import { accountPaths } from '../../../shared/session/accountPaths';
import { useUnsubscribeReorderRemindersMutation } from '../api/useReorderReminders';
import { AuthPage } from '../components/AuthPage';
import { reorderRemindersMessages as messages } from '../messages';

/**
 * The reorder reminder e-mail's unsubscribe link (`?token=`): one click turns the reminders off, without a login.
 * Opening the page changes nothing (mail scanners open links); the button does.
 */
export function UnsubscribeRemindersRoute() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const readable = token !== '' && token.length <= REORDER_REMINDERS.tokenMaxLength;
  const [unsubscribe, { loading }] = useUnsubscribeReorderRemindersMutation();
  const [state, setState] = useState<{ done: true } | { done: false; problem: string | null }>({
    done: false,
    problem: readable ? null : messages.linkInvalid,
  });

  const submit = async () => {
    const outcome = await unsubscribe(token);
    if (outcome.ok) setState({ done: true });
    else if (outcome.userErrors[0]) setState({ done: false, problem: outcome.userErrors[0].message });
  };

  return (
    <AuthPage title={messages.unsubscribeTitle}>
      <Stack gap="5">
        {state.done ? (
          <Text role="status">{messages.unsubscribed}</Text>
        ) : (
          <>
            <Text>{messages.unsubscribeIntro}</Text>
            {state.problem && (
              <Text role="alert" color="fg.error">
                {state.problem}
              </Text>
            )}
            <Button colorPalette="brand" loading={loading} disabled={!readable} onClick={() => void submit()}>
              {messages.unsubscribe}
            </Button>
          </>
        )}
        <Link asChild color="brand.700">
          <RouterLink to={accountPaths.reorderReminders}>{messages.openSettings}</RouterLink>
        </Link>
      </Stack>
    </AuthPage>
  );
}
