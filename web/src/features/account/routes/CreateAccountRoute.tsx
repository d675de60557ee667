import { useApolloClient } from '@apollo/client/react';
import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router';

import { ButtonLink } from '../../../shared/components/ButtonLink';
import { FormField } from '../../../shared/components/FormField';
import { PageLoading } from '../../../shared/components/PageLoading';
import { PasswordInput } from '../../../shared/components/PasswordInput';
import { useCreateAccountMutation, useVerifyAccountLink } from '../api/useAccountLinkMutations';
import { AuthPage } from '../components/AuthPage';
import { useForm } from '../../../shared/forms/useForm';
import { paths } from '../../../shared/lib/paths';
import { isBlank, newPasswordRules, type Rule } from '../../../shared/lib/validation';
import { accountPaths } from '../../../shared/session/accountPaths';
import { refreshSession } from '../../../shared/session/sessionCache';
import { createAccountMessages as messages } from '../messages';

interface CreateAccountValues extends Record<string, unknown> {
  username: string;
  password: string;
  confirmPassword: string;
}

// Spec section 5, Create account, in this order.
const rules: readonly Rule<CreateAccountValues>[] = [
  { field: 'username', message: messages.usernameRequired, fails: (v) => isBlank(v.username) },
  {
    field: 'username',
    message: messages.usernameCharacters,
    fails: (v) => !/^[A-Za-z0-9]+$/.test(v.username.trim()),
  },
  {
    field: 'username',
    message: messages.usernameLength,
    fails: (v) => v.username.trim().length < 6 || v.username.trim().length > 12,
  },
  // The store holds every new password to the reset-password rule; saying so here saves a round trip.
  ...newPasswordRules<CreateAccountValues, 'password'>('password', messages.passwordRequired),
  { field: 'confirmPassword', message: messages.passwordRequired, fails: (v) => v.confirmPassword === '' },
  {
    field: 'confirmPassword',
    message: messages.passwordsDiffer,
    fails: (v) => v.password !== v.confirmPassword,
  },
];

export function CreateAccountRoute() {
  const { token = '' } = useParams();
  const status = useVerifyAccountLink(token);

  if (status === 'checking') {
    return (
      <AuthPage title={messages.documentTitle}>
        <Text srOnly>{messages.checking}</Text>
        <PageLoading />
      </AuthPage>
    );
  }
  if (status === 'expired') {
    // The spec's message, and a way forward from it (issue 17): a used link usually means the account exists.
    return (
      <AuthPage title={messages.linkExpired} heading={messages.linkExpired}>
        <Stack gap="4">
          <Text>{messages.expiredHelp}</Text>
          <Flex gap="3" wrap="wrap">
            <ButtonLink to={accountPaths.login} colorPalette="brand">
              {messages.logIn}
            </ButtonLink>
            <ButtonLink to={accountPaths.lostPassword} variant="outline">
              {messages.lostPassword}
            </ButtonLink>
            <ButtonLink to={paths.contact} variant="outline">
              {messages.contactUs}
            </ButtonLink>
          </Flex>
        </Stack>
      </AuthPage>
    );
  }
  return <CreateAccountForm token={token} />;
}

function CreateAccountForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [createAccount, { loading }] = useCreateAccountMutation();
  const form = useForm<CreateAccountValues>({ username: '', password: '', confirmPassword: '' }, rules);

  const submit = form.onSubmit(async ({ username, password, confirmPassword }, { showUserErrors }) => {
    const outcome = await createAccount({ token, username: username.trim(), password, confirmPassword });
    if (!outcome.ok) return showUserErrors(outcome.userErrors);
    // The store signs the new account in: home, logged in (spec: success goes to home). Should that sign-in
    // have failed, the login form waits with the username filled in.
    if (await refreshSession(client)) await navigate('/');
    else await navigate(accountPaths.login, { state: { login: username.trim() } });
  });

  return (
    <AuthPage title={messages.documentTitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <FormField label={messages.username} error={form.errors.username} required>
            <Input {...form.bind('username')} autoComplete="username" maxLength={40} />
          </FormField>
          <FormField label={messages.password} error={form.errors.password} required>
            <PasswordInput {...form.bind('password')} autoComplete="new-password" />
          </FormField>
          <FormField label={messages.confirmPassword} error={form.errors.confirmPassword} required>
            <PasswordInput {...form.bind('confirmPassword')} autoComplete="new-password" />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={loading}>
            {messages.submit}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
