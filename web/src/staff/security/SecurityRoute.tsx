import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { FormField } from '../../shared/components/FormField';
import { settleMutation, settleWithoutForm } from '../../shared/forms/mutationOutcome';
import { useForm } from '../../shared/forms/useForm';
import type { UserError } from '../../shared/forms/userErrors';
import { RefusalAlert } from '../components/RefusalAlert';
import { StaffPage } from '../components/StaffPage';
import { graphql } from '../gql';
import type { StartTotpEnrolmentMutation } from '../gql/graphql';
import { StaffMeQuery } from '../session';
import { securityMessages as messages } from './messages';
import { QrCode } from './QrCode';
import { NewRecoveryCodes, RecoveryCodes } from './RecoveryCodes';
import { totpCode, TotpCodeInput, totpCodeMessages, totpCodeRules } from './TotpCode';

const StartTotpEnrolmentMutation = graphql(`
  mutation StartTotpEnrolment {
    startTotpEnrolment {
      enrolment {
        secret
        uri
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const ConfirmTotpEnrolmentMutation = graphql(`
  mutation ConfirmTotpEnrolment($code: String!) {
    confirmTotpEnrolment(code: $code) {
      staffMember {
        ...StaffSession_member
      }
      recoveryCodes
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const DisableTotpMutation = graphql(`
  mutation DisableTotp($code: String!) {
    disableTotp(code: $code) {
      staffMember {
        ...StaffSession_member
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

type TotpEnrolment = NonNullable<StartTotpEnrolmentMutation['startTotpEnrolment']['enrolment']>;

interface CodeValues {
  code: string;
}

const codeRules = totpCodeRules<CodeValues, 'code'>('code');

/**
 * /staff/security: the signed-in member turns two-step sign-in on (a QR code of the store's otpauth URI and its
 * key as text, then a code of the app) or off (with a current code). A member the store requires it of is sent here
 * by every other screen until it is on.
 */
export function SecurityRoute() {
  // Fresh from the store: an admin may have required two-step sign-in since the session began.
  const { data } = useQuery(StaffMeQuery, { fetchPolicy: 'cache-and-network' });
  // Recovery codes the store just gave (turning it on, or new ones): shown until the member says they saved them.
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const me = data?.me;
  if (!me) return null;
  return (
    <StaffPage title={messages.title}>
      {me.totpEnrolmentRequired && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{messages.required}</Alert.Title>
        </Alert.Root>
      )}
      <Stack
        as="section"
        aria-labelledby="totp-heading"
        gap="4"
        bg="white"
        borderWidth="1px"
        rounded="lg"
        p={{ base: '4', md: '6' }}
        maxW="3xl"
      >
        <Heading as="h2" size="lg" id="totp-heading">
          {messages.heading}
        </Heading>
        <Text color="fg.muted">{messages.intro}</Text>
        <Text fontWeight="medium">{me.totpEnabled ? messages.on : messages.off}</Text>
        {newCodes && me.totpEnabled && (
          <NewRecoveryCodes codes={newCodes} email={me.email} onDone={() => setNewCodes(null)} />
        )}
        {me.totpEnabled ? (
          <>
            <RecoveryCodes left={me.recoveryCodesLeft} onCodes={setNewCodes} />
            <TurnOff />
          </>
        ) : (
          <TurnOn onCodes={setNewCodes} />
        )}
      </Stack>
    </StaffPage>
  );
}

/** Setting it up: a new secret from the store, scanned or typed into the app, then one of its codes. */
function TurnOn({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const [start, { loading: starting }] = useMutation(StartTotpEnrolmentMutation);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);

  const onStart = async () => {
    let started: TotpEnrolment | null | undefined;
    const ok = await settleWithoutForm(async () => {
      const { data } = await start();
      started = data?.startTotpEnrolment.enrolment;
      return data?.startTotpEnrolment;
    });
    if (ok && started) setEnrolment(started);
  };

  if (!enrolment) {
    return (
      <Box>
        <Button colorPalette="brand" loading={starting} onClick={() => void onStart()}>
          {messages.start}
        </Button>
      </Box>
    );
  }
  return (
    <Enrolment
      key={enrolment.secret}
      enrolment={enrolment}
      onCancel={() => setEnrolment(null)}
      onCodes={onCodes}
    />
  );
}

function Enrolment({
  enrolment,
  onCancel,
  onCodes,
}: {
  enrolment: TotpEnrolment;
  onCancel: () => void;
  onCodes: (codes: string[]) => void;
}) {
  const [confirm, { loading }] = useMutation(ConfirmTotpEnrolmentMutation);
  const form = useForm<CodeValues>({ code: '' }, codeRules);

  const submit = form.onSubmit(async ({ code }, { showUserErrors }) => {
    const outcome = await settleMutation(async () => {
      const { data } = await confirm({ variables: { code: totpCode(code) } });
      return data?.confirmTotpEnrolment;
    }, messages.enabled);
    // The member's `me` in the cache says it is on now: this form gives way to the codes and Turn off.
    if (outcome.ok) onCodes(outcome.payload.recoveryCodes);
    else showUserErrors(outcome.userErrors);
  });

  return (
    <Stack gap="5">
      <Stack as="ol" gap="5" ps="5" listStyleType="decimal">
        <li>
          <Stack gap="3">
            <Text>{messages.scan}</Text>
            <QrCode value={enrolment.uri} label={messages.qrLabel} />
          </Stack>
        </li>
        <li>
          <Stack gap="2">
            <Text>{messages.typeKey}</Text>
            <Text
              as="code"
              fontFamily="mono"
              fontSize="md"
              bg="gray.100"
              rounded="md"
              px="3"
              py="2"
              alignSelf="start"
              wordBreak="break-all"
              letterSpacing="wide"
            >
              {groupsOfFour(enrolment.secret)}
            </Text>
          </Stack>
        </li>
        <li>
          <form onSubmit={submit} noValidate>
            <Stack gap="4">
              <Text>{messages.confirmIntro}</Text>
              <FormField label={totpCodeMessages.label} error={form.errors.code} required>
                <TotpCodeInput {...form.bind('code')} />
              </FormField>
              <Flex gap="3" wrap="wrap">
                <Button type="submit" colorPalette="brand" loading={loading}>
                  {messages.confirm}
                </Button>
                <Button variant="outline" onClick={onCancel} disabled={loading}>
                  {messages.cancel}
                </Button>
              </Flex>
            </Stack>
          </form>
        </li>
      </Stack>
    </Stack>
  );
}

/** Turning it off with a current code; the store refuses while it requires two-step sign-in, and says so. */
function TurnOff() {
  const [disable, { loading }] = useMutation(DisableTotpMutation);
  const form = useForm<CodeValues>({ code: '' }, codeRules);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = form.onSubmit(async ({ code }, { showUserErrors }) => {
    setRefusal(null);
    const outcome = await settleMutation(async () => {
      const { data } = await disable({ variables: { code: totpCode(code) } });
      return data?.disableTotp;
    }, messages.disabled);
    if (outcome.ok) return;
    // The store's refusal of the whole change (it requires two-step sign-in) stays in the form, not in a toast.
    const general = outcome.userErrors.find((userError: UserError) => !userError.field?.length);
    if (general) setRefusal(general.message);
    showUserErrors(outcome.userErrors.filter((userError) => userError !== general));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4" borderTopWidth="1px" pt="4">
        <Heading as="h3" size="md">
          {messages.turnOffHeading}
        </Heading>
        {refusal && <RefusalAlert message={refusal} />}
        <Text>{messages.turnOffIntro}</Text>
        <FormField label={totpCodeMessages.label} error={form.errors.code} required>
          <TotpCodeInput {...form.bind('code')} />
        </FormField>
        <Box>
          <Button type="submit" variant="outline" colorPalette="red" loading={loading}>
            {messages.turnOff}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** `JBSWY3DPEHPK3PXP` as `JBSW Y3DP EHPK 3PXP`: easier to copy by eye; the apps ignore the spaces. */
function groupsOfFour(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
