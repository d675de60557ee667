import { useMutation } from '@apollo/client/react';
import { Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';

import { FormField } from '../../shared/components/FormField';
import { PasswordInput } from '../../shared/components/PasswordInput';
import { toaster } from '../../shared/components/toaster';
import { settleMutation } from '../../shared/forms/mutationOutcome';
import { useForm } from '../../shared/forms/useForm';
import type { Rule } from '../../shared/lib/validation';
import { graphql } from '../gql';
import { securityMessages as messages } from './messages';
import { totpCode, TotpCodeInput } from './TotpCode';

const RegenerateRecoveryCodesMutation = graphql(`
  mutation RegenerateRecoveryCodes($password: String, $code: String) {
    regenerateRecoveryCodes(password: $password, code: $code) {
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

/**
 * Codes the store has just given: shown this once, to copy or download as a text file, until the member says
 * they saved them.
 */
export function NewRecoveryCodes({
  codes,
  email,
  onDone,
}: {
  codes: readonly string[];
  email: string;
  onDone: () => void;
}) {
  const text = [messages.fileIntro(email), '', ...codes, ''].join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toaster.create({ type: 'success', title: messages.copied });
    } catch {
      toaster.create({ type: 'error', title: messages.copyFailed });
    }
  };
  return (
    <Stack
      as="section"
      aria-labelledby="new-codes-heading"
      gap="4"
      borderWidth="2px"
      borderColor="orange.300"
      rounded="lg"
      p="4"
    >
      <Heading as="h3" size="md" id="new-codes-heading">
        {messages.newCodesHeading}
      </Heading>
      <Text>{messages.newCodesIntro}</Text>
      <Box
        as="ol"
        aria-label={messages.codesLabel}
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, max-content)' }}
        columnGap="8"
        rowGap="1"
        ps="6"
        fontFamily="mono"
        fontSize="md"
        listStyleType="decimal"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Flex gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => void copy()}>
          {messages.copy}
        </Button>
        <Button asChild variant="outline">
          <Link
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
            download={messages.fileName}
          >
            {messages.download}
          </Link>
        </Button>
        <Button colorPalette="brand" onClick={onDone}>
          {messages.saved}
        </Button>
      </Flex>
    </Stack>
  );
}

interface ProofValues {
  password: string;
  code: string;
}

const proofRules: readonly Rule<ProofValues>[] = [
  {
    field: 'password',
    message: messages.proofRequired,
    fails: ({ password, code }) => password === '' && totpCode(code) === '',
  },
];

/** How many codes are left, and new ones for the password or a current code of the app. */
export function RecoveryCodes({ left, onCodes }: { left: number; onCodes: (codes: string[]) => void }) {
  const [regenerate, { loading }] = useMutation(RegenerateRecoveryCodesMutation);
  const form = useForm<ProofValues>({ password: '', code: '' }, proofRules);

  const submit = form.onSubmit(async ({ password, code }, { showUserErrors }) => {
    // A code, when typed, is the proof; the password is not sent beside it.
    const proof = totpCode(code) === '' ? { password } : { code: totpCode(code) };
    const outcome = await settleMutation(async () => {
      const { data } = await regenerate({ variables: proof });
      return data?.regenerateRecoveryCodes;
    }, messages.regenerated);
    if (outcome.ok) {
      form.setValues({ password: '', code: '' });
      onCodes(outcome.payload.recoveryCodes);
    } else showUserErrors(outcome.userErrors);
  });

  return (
    <Stack gap="4" borderTopWidth="1px" pt="4">
      <Heading as="h3" size="md">
        {messages.codesHeading}
      </Heading>
      <Text>{messages.codesIntro}</Text>
      <Text fontWeight="medium" color={left <= 2 ? 'fg.error' : undefined}>
        {messages.codesLeft(left)}
      </Text>
      <form onSubmit={submit} noValidate aria-labelledby="regenerate-heading">
        <Stack gap="4">
          <Heading as="h4" size="sm" id="regenerate-heading">
            {messages.regenerateHeading}
          </Heading>
          <Text color="fg.muted">{messages.regenerateIntro}</Text>
          <FormField label={messages.password} error={form.errors.password}>
            <PasswordInput {...form.bind('password')} autoComplete="current-password" />
          </FormField>
          <FormField label={messages.orCode} error={form.errors.code}>
            <TotpCodeInput {...form.bind('code')} />
          </FormField>
          <Box>
            <Button type="submit" variant="outline" loading={loading}>
              {messages.regenerate}
            </Button>
          </Box>
        </Stack>
      </form>
    </Stack>
  );
}
