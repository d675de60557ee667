import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { lostPasswordFields } from '@storefront/contract/rules';
import { z } from 'zod';

import { FormField } from '../../../shared/components/FormField';
import { useRequestPasswordResetMutation } from '../api/usePasswordMutations';
import { AuthPage } from '../components/AuthPage';
import { useForm } from '../../../shared/forms/useForm';
import { lostPasswordMessages as messages } from '../messages';

interface LostPasswordValues extends Record<string, unknown> {
  email: string;
}

// The rules store-api applies.
const rules = z.object(lostPasswordFields);

export function LostPasswordRoute() {
  const [requestReset, { loading }] = useRequestPasswordResetMutation();
  const form = useForm<LostPasswordValues>({ email: '' }, rules);

  const submit = form.onSubmit(async ({ email }, { showUserErrors }) => {
    const outcome = await requestReset(email);
    if (outcome.ok) form.setValue('email', '');
    else showUserErrors(outcome.userErrors);
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
