import { Alert, Button, Checkbox, Flex, Input, Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { loginFields } from '@storefront/contract/rules';
import { z } from 'zod';

import { FormField } from '../../../shared/components/FormField';
import { PasswordInput } from '../../../shared/components/PasswordInput';
import { accountPaths, returnPath } from '../../../shared/session/accountPaths';
import { useLoginMutation } from '../api/useLoginMutation';
import { AuthPage } from '../components/AuthPage';
import { AuthTabs } from '../components/AuthTabs';
import { useForm } from '../../../shared/forms/useForm';
import { loginMessages as messages } from '../messages';

interface LoginValues extends Record<string, unknown> {
  email: string;
  password: string;
}

// Spec section 5, Login, in this order: the rules store-api applies.
const rules = z.object(loginFields);

export function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const [login, { loading }] = useLoginMutation();
  // Arriving from a new account whose automatic sign-in failed, the username is filled in.
  const form = useForm<LoginValues>({ email: loginFrom(location.state), password: '' }, rules);
  // A refusal about no one field (wrong credentials, an account not approved yet) is said at the top of the form,
  // where the visitor looks, and stays until the next try; a toast would vanish and cover the header.
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = form.onSubmit(async ({ email, password }, { showUserErrors }) => {
    setRefusal(null);
    const outcome = await login(email, password);
    if (!outcome.ok) {
      const [general] = outcome.userErrors.filter((userError) => !userError.field);
      if (general) setRefusal(general.message);
      return showUserErrors(outcome.userErrors.filter((userError) => userError.field));
    }
    // Back to the private page that sent the visitor here, or home.
    await navigate(returnPath(location.state), { replace: true });
  });

  return (
    <AuthPage title={messages.documentTitle} heading={messages.title}>
      <AuthTabs />
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          {refusal && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{refusal}</Alert.Title>
            </Alert.Root>
          )}
          <FormField label={messages.email} error={form.errors.email} required>
            {/* An e-mail address or a username: a text field, with the e-mail keyboard on phones. */}
            <Input {...form.bind('email')} type="text" inputMode="email" autoComplete="username" />
          </FormField>
          <FormField label={messages.password} error={form.errors.password} required>
            <PasswordInput {...form.bind('password')} autoComplete="current-password" />
          </FormField>
          <Flex justify="space-between" align="center" wrap="wrap" gap="3">
            {/* Spec section 2: the box is there and does nothing; the session cookie decides. */}
            <Checkbox.Root name="remember">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{messages.rememberMe}</Checkbox.Label>
            </Checkbox.Root>
            <Link asChild color="brand.700" fontSize="sm">
              <RouterLink to={accountPaths.lostPassword}>{messages.lostPassword}</RouterLink>
            </Link>
          </Flex>
          <Button type="submit" colorPalette="brand" loading={loading}>
            {messages.submit}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}

/** The login a page that sent the buyer here filled in (`state.login`), else nothing. */
function loginFrom(state: unknown): string {
  const login = (state as { login?: unknown } | null)?.login;
  return typeof login === 'string' ? login : '';
}
