import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';

import { FormField } from '../../../shared/components/FormField';
import { PasswordInput } from '../../../shared/components/PasswordInput';
import { accountPaths } from '../../../shared/session/accountPaths';
import { useResetPasswordMutation } from '../api/usePasswordMutations';
import { AuthPage } from '../components/AuthPage';
import { useForm } from '../../../shared/forms/useForm';
import { newPasswordRules, type Rule } from '../../../shared/lib/validation';
import { resetPasswordMessages as messages } from '../messages';

interface ResetPasswordValues extends Record<string, unknown> {
  password: string;
  confirmPassword: string;
}

// Spec section 5, Reset password, in this order.
const rules: readonly Rule<ResetPasswordValues>[] = [
  ...newPasswordRules<ResetPasswordValues, 'password'>('password', messages.passwordRequired),
  { field: 'confirmPassword', message: messages.confirmRequired, fails: (v) => v.confirmPassword === '' },
  {
    field: 'confirmPassword',
    message: messages.passwordsDiffer,
    fails: (v) => v.password !== v.confirmPassword,
  },
];

export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const email = searchParams.get('email') ?? '';

  if (token === '' || email === '') {
    return (
      <AuthPage title={messages.documentTitle}>
        <Stack gap="4">
          <Text>{messages.incompleteLink}</Text>
          <Link asChild color="brand.700">
            <RouterLink to={accountPaths.lostPassword}>{messages.requestNewLink}</RouterLink>
          </Link>
        </Stack>
      </AuthPage>
    );
  }
  return <ResetPasswordForm token={token} email={email} />;
}

function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const [resetPassword, { loading }] = useResetPasswordMutation();
  const form = useForm<ResetPasswordValues>({ password: '', confirmPassword: '' }, rules);

  const submit = form.onSubmit(async ({ password, confirmPassword }, { showUserErrors }) => {
    const outcome = await resetPassword({ token, email, password, confirmPassword });
    if (outcome.ok) return navigate(accountPaths.login);
    // A used, old or unknown token reads like the create-account link's (spec section 8), in a toast: the token is
    // no field of the form.
    showUserErrors(
      outcome.userErrors.map((userError) =>
        userError.code === 'LINK_EXPIRED' ? { ...userError, message: messages.linkExpired } : userError,
      ),
    );
  });

  return (
    <AuthPage title={messages.documentTitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          {/* Password managers save the new password for this account. */}
          <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
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
