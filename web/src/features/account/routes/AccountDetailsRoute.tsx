import { useQuery } from '@apollo/client/react';
import { Button, Fieldset, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';

import { graphql } from '../../../gql';
import { FormField } from '../../../shared/components/FormField';
import { PasswordInput } from '../../../shared/components/PasswordInput';
import { PHONE_DIGITS, phoneDigits, PhoneInput } from '../../../shared/components/PhoneInput';
import { useSaveAccountDetails } from '../api/useSaveAccountDetails';
import { RenewCertificate } from '../components/RenewCertificate';
import { useForm } from '../../../shared/forms/useForm';
import { isBlank, isEmail, newPasswordRules, type Rule } from '../../../shared/lib/validation';
import { accountMessages, accountDetailsMessages as messages } from '../messages';

const AccountDetailsRouteQuery = graphql(`
  query AccountDetailsRouteQuery {
    viewer {
      id
      name
      companyName
      email
      phone
      ...RenewCertificate_viewer
    }
  }
`);

interface AccountDetailsValues extends Record<string, unknown> {
  name: string;
  email: string;
  companyName: string;
  phone: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

// Typing in any password field means a change of password: a new password without the current one is refused
// rather than silently dropped.
const changingPassword = (v: AccountDetailsValues) =>
  v.currentPassword !== '' || v.newPassword !== '' || v.confirmPassword !== '';

// Spec section 5, Account details save, in this order; the current password comes first, as on screen.
const rules: readonly Rule<AccountDetailsValues>[] = [
  { field: 'name', message: messages.nameRequired, fails: (v) => isBlank(v.name) },
  { field: 'email', message: messages.emailRequired, fails: (v) => isBlank(v.email) },
  { field: 'email', message: messages.emailInvalid, fails: (v) => !isEmail(v.email) },
  { field: 'companyName', message: messages.companyNameRequired, fails: (v) => isBlank(v.companyName) },
  { field: 'phone', message: messages.phoneRequired, fails: (v) => v.phone === '' },
  { field: 'phone', message: messages.phoneInvalid, fails: (v) => v.phone.length !== PHONE_DIGITS },
  {
    field: 'currentPassword',
    message: messages.currentPasswordRequired,
    fails: (v) => changingPassword(v) && v.currentPassword === '',
  },
  // The store holds every new password to the reset-password rule; saying so here saves a round trip.
  ...newPasswordRules<AccountDetailsValues, 'newPassword'>(
    'newPassword',
    messages.newPasswordRequired,
    changingPassword,
  ),
  {
    field: 'confirmPassword',
    message: messages.confirmPasswordRequired,
    fails: (v) => changingPassword(v) && v.confirmPassword === '',
  },
  {
    field: 'confirmPassword',
    message: messages.passwordsDiffer,
    fails: (v) => changingPassword(v) && v.newPassword !== v.confirmPassword,
  },
];

export function AccountDetailsRoute() {
  const { data, loading, error, refetch } = useQuery(AccountDetailsRouteQuery);

  useEffect(() => {
    if (error) console.error('Could not load the account details.', error);
  }, [error]);

  return (
    <>
      <title>{messages.documentTitle}</title>
      {loading && !data ? (
        <Text>{accountMessages.loading}</Text>
      ) : error && !data ? (
        <Stack gap="3" align="start" role="alert">
          <Text>{messages.loadFailed}</Text>
          <Button variant="outline" size="sm" onClick={() => void refetch().catch(() => {})}>
            {messages.retry}
          </Button>
        </Stack>
      ) : data?.viewer ? (
        <Stack gap="12">
          <AccountDetailsForm viewer={data.viewer} />
          <RenewCertificate viewer={data.viewer} />
        </Stack>
      ) : null}
    </>
  );
}

interface AccountDetailsFormProps {
  viewer: { name: string; companyName: string; email: string; phone: string };
}

function AccountDetailsForm({ viewer }: AccountDetailsFormProps) {
  const [save, { loading }] = useSaveAccountDetails();
  const form = useForm<AccountDetailsValues>(
    {
      name: viewer.name,
      email: viewer.email,
      companyName: viewer.companyName,
      phone: phoneDigits(viewer.phone),
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
    },
    rules,
  );
  const { values, errors, bind, setValue } = form;

  const submit = form.onSubmit(async (v, { showUserErrors }) => {
    const outcome = await save(
      { name: v.name.trim(), companyName: v.companyName.trim(), email: v.email.trim(), phone: v.phone },
      changingPassword(v)
        ? {
            currentPassword: v.currentPassword,
            newPassword: v.newPassword,
            confirmPassword: v.confirmPassword,
          }
        : null,
    );
    if (!outcome.ok) return showUserErrors(outcome.userErrors);
    form.setValues((current) => ({ ...current, currentPassword: '', newPassword: '', confirmPassword: '' }));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="8">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label={messages.name} error={errors.name} required>
            <Input {...bind('name')} autoComplete="name" />
          </FormField>
          <FormField label={messages.email} error={errors.email} required>
            <Input {...bind('email')} type="email" autoComplete="email" />
          </FormField>
          <FormField label={messages.companyName} error={errors.companyName} required>
            <Input {...bind('companyName')} autoComplete="organization" />
          </FormField>
          <FormField label={messages.phone} error={errors.phone} required>
            <PhoneInput name="phone" value={values.phone} onValueChange={(d) => setValue('phone', d)} />
          </FormField>
        </SimpleGrid>
        <Fieldset.Root>
          <Fieldset.Legend fontSize="lg" mb="2">
            {messages.passwordChange}
          </Fieldset.Legend>
          <Stack gap="5" maxW="md">
            <FormField label={messages.currentPassword} error={errors.currentPassword}>
              <PasswordInput {...bind('currentPassword')} autoComplete="current-password" />
            </FormField>
            <FormField label={messages.newPassword} error={errors.newPassword}>
              <PasswordInput {...bind('newPassword')} autoComplete="new-password" />
            </FormField>
            <FormField label={messages.confirmPassword} error={errors.confirmPassword}>
              <PasswordInput {...bind('confirmPassword')} autoComplete="new-password" />
            </FormField>
          </Stack>
        </Fieldset.Root>
        <Button type="submit" colorPalette="brand" loading={loading} alignSelf="start">
          {messages.save}
        </Button>
      </Stack>
    </form>
  );
}
