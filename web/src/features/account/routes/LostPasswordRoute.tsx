import { Button, Input, Stack, Text } from '@chakra-ui/react';

import { FormField } from '../../../shared/components/FormField';
import { useRequestPasswordResetMutation } from '../api/usePasswordMutations';
import { AuthPage } from '../components/AuthPage';
import { useForm } from '../lib/useForm';
import { isBlank, isEmail, type Rule } from '../lib/validation';
import { lostPasswordMessages as messages } from '../messages';

interface LostPasswordValues extends Record<string, unknown> {
  email: string;
}

const rules: readonly Rule<LostPasswordValues>[] = [
  { field: 'email', message: messages.emailRequired, fails: (v) => isBlank(v.email) },
  { field: 'email', message: messages.emailInvalid, fails: (v) => !isEmail(v.email) },
];

export function LostPasswordRoute() {
  const [requestReset, { loading }] = useRequestPasswordResetMutation();
  const form = useForm<LostPasswordValues>({ email: '' }, rules);

  const submit = form.onSubmit(async ({ email }, { showError }) => {
    const outcome = await requestReset(email);
    if (outcome.ok) form.setValue('email', '');
    else showError(outcome.error);
  });

  return (
    <AuthPage title={messages.documentTitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <Text color="fg.muted">{messages.instructions}</Text>
          <FormField label={messages.email} error={form.errors.email} required>
            <Input {...form.bind('email')} type="email" autoComplete="email" />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={loading}>
            {messages.submit}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
