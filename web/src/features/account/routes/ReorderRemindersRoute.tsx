import { useQuery } from '@apollo/client/react';
import { Box, Checkbox, Heading, Stack, Text } from '@chakra-ui/react';

import { graphql } from '../../../gql';
import { useSetReorderRemindersMutation } from '../api/useReorderReminders';
import { accountMessages, reorderRemindersMessages as messages } from '../messages';

const ReorderRemindersRouteQuery = graphql(`
  query ReorderRemindersRouteQuery {
    viewer {
      id
      reorderReminders
    }
    storeFeatures {
      reorderReminders
    }
  }
`);

/** The account's reorder reminders (issue 33 item 7): what they are, and the one setting, saved as it changes. */
export function ReorderRemindersRoute() {
  const { data, loading, error } = useQuery(ReorderRemindersRouteQuery, { fetchPolicy: 'cache-and-network' });
  const viewer = data?.viewer;
  const [setEnabled, { loading: saving }] = useSetReorderRemindersMutation(viewer?.id);
  const offered = data?.storeFeatures.reorderReminders === true && viewer?.reorderReminders != null;
  const enabled = viewer?.reorderReminders === true;

  return (
    <Stack gap="6">
      <title>{messages.documentTitle}</title>
      <Heading as="h2" size="xl">
        {messages.heading}
      </Heading>
      <Text maxW="3xl">{messages.intro}</Text>
      {error && !data ? (
        <Text role="alert" color="fg.error">
          {messages.loadFailed}
        </Text>
      ) : loading && !data ? (
        <Text>{accountMessages.loading}</Text>
      ) : !offered ? (
        <Text>{messages.notOffered}</Text>
      ) : (
        <Box borderWidth="1px" borderRadius="l2" p="5">
          <Stack gap="3">
            <Checkbox.Root
              colorPalette="brand"
              checked={enabled}
              disabled={saving}
              onCheckedChange={(details) => void setEnabled(details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="medium">{messages.toggle}</Checkbox.Label>
            </Checkbox.Root>
            <Text color="fg.muted" aria-live="polite">
              {enabled ? messages.on : messages.off}
            </Text>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
