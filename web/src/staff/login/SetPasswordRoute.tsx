import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';

import { FormField } from '../../shared/components/FormField';
import { PasswordInput } from '../../shared/components/PasswordInput';
import { toaster } from '../../shared/components/toaster';
import { settleMutation } from '../../shared/forms/mutationOutcome';
import { useForm } from '../../shared/forms/useForm';
import { newPasswordRules, type Rule } from '../../shared/lib/validation';
import { StaffAuthPage } from '../components/StaffAuthPage';
import { graphql } from '../gql';
import { staffPaths } from '../lib/paths';
import { staffMessages } from '../messages';

const messages = staffMessages.setPassword;

const SetStaffPasswordMutation = graphql(`
  mutation SetStaffPassword($token: String!, $password: String!) {
    setStaffPassword(token: $token, password: $password) {
      passwordSet
      userErrors {
        code
        field
        message
      }
    }
  }
`);

interface SetPasswordValues {
  password: string;
  confirm: string;
}

// The rule of every password the store keeps (@storefront/contract), as the buyers' reset-password form checks it.
const rules: readonly Rule<SetPasswordValues>[] = [
  ...newPasswordRules<SetPasswordValues, 'password'>('password', messages.passwordRequired),
  { field: 'confirm', message: messages.confirmRequired, fails: ({ confirm }) => confirm === '' },
  { field: 'confirm', message: messages.mismatch, fails: ({ password, confirm }) => password !== confirm },
];

/**
 * /staff/set-password/:token, the link a new member is e-mailed (or the admin command prints): they choose their
 * password, then sign in with it. A link that no longer works says what to do instead.
 */
export function SetPasswordRoute() {
  const { token = '' } = useParams();
  const [expired, setExpired] = useState(false);
  if (expired || token === '') return <LinkExpired />;
  return <SetPasswordForm token={token} onExpired={() => setExpired(true)} />;
}

function SetPasswordForm({ token, onExpired }: { token: string; onExpired: () => void }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [setPassword, { loading }] = useMutation(SetStaffPasswordMutation);
  const form = useForm<SetPasswordValues>({ password: '', confirm: '' }, rules);

  const submit = form.onSubmit(async ({ password }, { showUserErrors }) => {
    const outcome = await settleMutation(async () => {
      const { data } = await setPassword({ variables: { token, password } });
      return data?.setStaffPassword;
    });
    if (outcome.ok) {
      // Every session of the member ended: the sign-in page asks the store afresh who is signed in.
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'me' });
      toaster.create({ type: 'success', title: messages.saved });
      await navigate(staffPaths.login, { replace: true });
      return;
    }
    if (outcome.userErrors.some((userError) => userError.code === 'LINK_EXPIRED')) onExpired();
    else showUserErrors(outcome.userErrors);
  });

  return (
    <StaffAuthPage title={messages.title} intro={messages.intro}>
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <FormField label={messages.password} error={form.errors.password} required>
            <PasswordInput {...form.bind('password')} autoComplete="new-password" />
          </FormField>
          <FormField label={messages.confirm} error={form.errors.confirm} required>
            <PasswordInput {...form.bind('confirm')} autoComplete="new-password" />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={loading}>
            {messages.submit}
          </Button>
        </Stack>
      </form>
    </StaffAuthPage>
  );
}

function LinkExpired() {
  return (
    <StaffAuthPage title={messages.expiredTitle}>
      <Stack gap="4">
        <Text>{messages.expired}</Text>
        <Text fontWeight="medium">{messages.askAdmin}</Text>
        <Link asChild color="brand.700" alignSelf="start">
          <RouterLink to={staffPaths.login}>{messages.signIn}</RouterLink>
        </Link>
      </Stack>
    </StaffAuthPage>
  );
}
