import { useMutation } from '@apollo/client/react';
import { Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { settleWithoutForm } from '../../shared/forms/mutationOutcome';
import { graphql } from '../gql';
import type { TeamMember_MemberFragment } from '../gql/graphql';
import { teamMessages as messages } from './messages';
import { TeamRouteQuery } from './queries';

const SetStaffTotpRequiredMutation = graphql(`
  mutation SetStaffTotpRequired($required: Boolean!) {
    setStaffTotpRequired(required: $required) {
      settings {
        totpRequired
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** The store-wide "Require two-step sign-in for all staff": each way asked first, saying what it does to whom. */
export function TotpRequiredSetting({
  required,
  members,
}: {
  required: boolean;
  members: readonly TeamMember_MemberFragment[];
}) {
  const [setRequired, { loading }] = useMutation(SetStaffTotpRequiredMutation, {
    // The settings have no id to update in the cache by: the team list asks again (and so do its members' rows).
    refetchQueries: [TeamRouteQuery],
    awaitRefetchQueries: true,
  });
  const [asking, setAsking] = useState(false);
  const without = members.filter((member) => member.active && !member.totpEnabled).length;

  const answer = async (confirmed: boolean) => {
    if (confirmed) {
      await settleWithoutForm(
        async () => (await setRequired({ variables: { required: !required } })).data?.setStaffTotpRequired,
        required ? messages.notRequired : messages.required,
      );
    }
    setAsking(false);
  };

  return (
    <Stack
      as="section"
      aria-labelledby="sign-in-rules"
      gap="2"
      bg="white"
      borderWidth="1px"
      rounded="lg"
      p="4"
    >
      <Heading as="h2" size="md" id="sign-in-rules">
        {messages.totpHeading}
      </Heading>
      <Checkbox.Root
        colorPalette="brand"
        checked={required}
        disabled={loading}
        onCheckedChange={() => setAsking(true)}
      >
        <Checkbox.HiddenInput aria-describedby="totp-required-help" />
        <Checkbox.Control />
        <Checkbox.Label fontWeight="medium">{messages.totpRequired}</Checkbox.Label>
      </Checkbox.Root>
      <Text id="totp-required-help" fontSize="sm" color="fg.muted">
        {messages.totpRequiredHelp}
      </Text>
      <ConfirmDialog
        open={asking}
        title={required ? messages.stopTitle : messages.requireTitle}
        description={required ? messages.stopDescription : messages.requireDescription(without)}
        confirmLabel={required ? messages.stopConfirm : messages.requireConfirm}
        cancelLabel={messages.cancel}
        loading={loading}
        onAnswer={(confirmed) => void answer(confirmed)}
      />
    </Stack>
  );
}
