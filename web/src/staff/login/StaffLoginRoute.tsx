import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';

import { FormField } from '../../shared/components/FormField';
import { PasswordInput } from '../../shared/components/PasswordInput';
import { toaster } from '../../shared/components/toaster';
import { useForm } from '../../shared/forms/useForm';
import { isBlank, type Rule } from '../../shared/lib/validation';
import { RefusalAlert } from '../components/RefusalAlert';
import { StaffAuthPage } from '../components/StaffAuthPage';
import { graphql } from '../gql';
import { staffMessages } from '../messages';
import { nextPath } from '../lib/paths';
import { totpCode, TotpCodeInput, totpCodeMessages, totpCodeRules } from '../security/TotpCode';
import { StaffMeQuery, useStaffMe } from '../session';

const messages = staffMessages.login;

const StaffSignInMutation = graphql(`
  mutation StaffSignIn($email: String!, $password: String!, $code: String, $recoveryCode: String) {
    staffSignIn(email: $email, password: $password, code: $code, recoveryCode: $recoveryCode) {
      staff {
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

interface LoginValues {
  email: string;
  password: string;
  code: string;
  recoveryCode: string;
}

const rules: readonly Rule<LoginValues>[] = [
  { field: 'email', message: messages.emailRequired, fails: ({ email }) => isBlank(email) },
  { field: 'password', message: messages.passwordRequired, fails: ({ password }) => password === '' },
];

// Once the store asked for a code, the code is checked too.
const rulesWithCode: readonly Rule<LoginValues>[] = [...rules, ...totpCodeRules<LoginValues, 'code'>('code')];
// Or, instead of the code, one of the member's recovery codes.
const rulesWithRecoveryCode: readonly Rule<LoginValues>[] = [
  ...rules,
  {
    field: 'recoveryCode',
    message: messages.recoveryRequired,
    fails: ({ recoveryCode }) => isBlank(recoveryCode),
  },
];

/** The code field takes the focus when it appears (a stable ref: called once when it mounts). */
const focusOnMount = (input: HTMLInputElement | null) => input?.focus();

/**
 * /staff/login: e-mail and password; back to the staff page that sent the person here, or the first area. A member
 * who uses two-step sign-in is then asked for the code of their authenticator app, and signs in with all three.
 */
export function StaffLoginRoute() {
  const { me, loading } = useStaffMe();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [signIn, { loading: signingIn }] = useMutation(StaffSignInMutation);
  // The code field shows from the store's first TOTP_REQUIRED on.
  const [codeAsked, setCodeAsked] = useState(false);
  // Instead of the app's code, a recovery code (the member lost their phone).
  const [recovering, setRecovering] = useState(false);
  const form = useForm<LoginValues>(
    { email: '', password: '', code: '', recoveryCode: '' },
    !codeAsked ? rules : recovering ? rulesWithRecoveryCode : rulesWithCode,
  );
  // Said at the top of the form and kept until the next try (wrong credentials, too many attempts).
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = form.onSubmit(async ({ email, password, code, recoveryCode }, { showUserErrors }) => {
    setRefusal(null);
    const withRecoveryCode = codeAsked && recovering;
    try {
      const { data } = await signIn({
        variables: {
          email: email.trim(),
          password,
          code: codeAsked && !recovering ? totpCode(code) : null,
          recoveryCode: withRecoveryCode ? recoveryCode.trim() : null,
        },
      });
      const payload = data?.staffSignIn;
      if (!payload?.staff) {
        const userErrors = payload?.userErrors ?? [];
        if (!codeAsked && userErrors.some((userError) => userError.code === 'TOTP_REQUIRED')) {
          // Not a mistake: the next step. The field says what to type; it takes the focus once it shows.
          setCodeAsked(true);
          return;
        }
        const general = userErrors.find((userError) => !userError.field || userError.field.length === 0);
        if (general) setRefusal(general.message);
        showUserErrors(userErrors.filter((userError) => userError.field && userError.field.length > 0));
        return;
      }
      client.writeQuery({ query: StaffMeQuery, data: { me: payload.staff } });
      if (withRecoveryCode) {
        const left = payload.staff.recoveryCodesLeft;
        toaster.create({ type: left <= 2 ? 'warning' : 'info', title: messages.recoveryUsed(left) });
      }
      await navigate(nextPath(location.search), { replace: true });
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : staffMessages.loadFailed);
    }
  });

  if (!loading && me) return <Navigate to={nextPath(location.search)} replace />;

  return (
    <StaffAuthPage title={messages.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          {refusal && <RefusalAlert message={refusal} />}
          <FormField label={messages.email} error={form.errors.email} required>
            <Input {...form.bind('email')} type="email" autoComplete="username" />
          </FormField>
          <FormField label={messages.password} error={form.errors.password} required>
            <PasswordInput {...form.bind('password')} autoComplete="current-password" />
          </FormField>
          {codeAsked && !recovering && (
            <FormField
              label={totpCodeMessages.label}
              helperText={messages.codeHelp}
              error={form.errors.code}
              required
            >
              <TotpCodeInput {...form.bind('code')} ref={focusOnMount} />
            </FormField>
          )}
          {codeAsked && recovering && (
            <FormField
              label={messages.recoveryCode}
              helperText={messages.recoveryHelp}
              error={form.errors.recoveryCode}
              required
            >
              <Input
                {...form.bind('recoveryCode')}
                ref={focusOnMount}
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                maxW="16rem"
                fontFamily="mono"
              />
            </FormField>
          )}
          {codeAsked && (
            <Button
              variant="plain"
              color="brand.700"
              textDecoration="underline"
              alignSelf="start"
              px="0"
              onClick={() => {
                form.clearErrors();
                setRecovering((current) => !current);
              }}
            >
              {recovering ? messages.useAppCode : messages.useRecoveryCode}
            </Button>
          )}
          <Button type="submit" colorPalette="brand" loading={signingIn}>
            {messages.submit}
          </Button>
        </Stack>
      </form>
    </StaffAuthPage>
  );
}
