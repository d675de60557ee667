import { useQuery } from '@apollo/client/react';
import {
  Button,
  Dialog,
  Fieldset,
  Flex,
  Input,
  Link,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

import { graphql } from '../../../gql';
import { FormField } from '../../../shared/components/FormField';
import { PasswordInput } from '../../../shared/components/PasswordInput';
import { PHONE_DIGITS, PhoneInput } from '../../../shared/components/PhoneInput';
import { Select } from '../../../shared/components/Select';
import { paths } from '../../../shared/lib/paths';
import { accountPaths } from '../../../shared/session/accountPaths';
import { useRegisterMutation } from '../api/useRegisterMutation';
import { AuthPage } from '../components/AuthPage';
import { AuthTabs } from '../components/AuthTabs';
import { CertificateInput } from '../components/CertificateInput';
import { useForm } from '../../../shared/forms/useForm';
import { isBlank, isEmail, newPasswordRules, type Rule } from '../../../shared/lib/validation';
import { CERTIFICATE_MAX_BYTES, isCertificateType, today } from '../lib/validation';
import { registerMessages as messages } from '../messages';

const RegisterRouteQuery = graphql(`
  query RegisterRouteQuery {
    countries {
      id
      name
    }
    membershipCategories {
      id
      name
    }
  }
`);

// The state list depends on the chosen country, so it is its own query.
const RegisterStatesQuery = graphql(`
  query RegisterStatesQuery($countryId: ID!) {
    states(countryId: $countryId) {
      id
      name
    }
  }
`);

export const NAME_PREFIXES = ['Mr.', 'Mrs.', 'Ms.', 'Miss', 'Dr.'] as const;

interface RegisterValues extends Record<string, unknown> {
  namePrefix: string;
  name: string;
  email: string;
  password: string;
  companyName: string;
  address: string;
  city: string;
  countryId: string;
  stateId: string;
  postcode: string;
  phone: string;
  mobile: string;
  taxId: string;
  taxExpiryDate: string;
  taxCertificate: File | null;
  tobaccoLicenseNumber: string;
  tobaccoLicenseExpiryDate: string;
  tobaccoCertificate: File | null;
  dba: string;
  membershipCategoryId: string;
}

const initialValues: RegisterValues = {
  namePrefix: 'Mr.',
  name: '',
  email: '',
  password: '',
  companyName: '',
  address: '',
  city: '',
  countryId: '',
  stateId: '',
  postcode: '',
  phone: '',
  mobile: '',
  taxId: '',
  taxExpiryDate: '',
  taxCertificate: null,
  tobaccoLicenseNumber: '',
  tobaccoLicenseExpiryDate: '',
  tobaccoCertificate: null,
  dba: '',
  membershipCategoryId: '',
};

const inPast = (date: string) => date !== '' && date < today();

function certificateRules(field: 'taxCertificate' | 'tobaccoCertificate'): Rule<RegisterValues>[] {
  return [
    {
      field,
      message: messages.certificateType(messages.certificateLabels[field]),
      fails: (v) => v[field] !== null && !isCertificateType(v[field]),
    },
    {
      field,
      message: messages.certificateSize(messages.certificateLabels[field]),
      fails: (v) => v[field] !== null && v[field].size > CERTIFICATE_MAX_BYTES,
    },
  ];
}

// Spec section 5, Register, in its order; the checks it leaves implicit (formats, dates, files) sit at their
// field's place in the form.
const rules: readonly Rule<RegisterValues>[] = [
  { field: 'name', message: messages.nameRequired, fails: (v) => isBlank(v.name) },
  { field: 'email', message: messages.emailRequired, fails: (v) => isBlank(v.email) },
  { field: 'email', message: messages.emailInvalid, fails: (v) => !isEmail(v.email) },
  // The store holds every new password to the reset-password rule; saying so here saves a round trip.
  ...newPasswordRules<RegisterValues, 'password'>('password', messages.passwordRequired),
  { field: 'companyName', message: messages.companyNameRequired, fails: (v) => isBlank(v.companyName) },
  { field: 'address', message: messages.addressRequired, fails: (v) => isBlank(v.address) },
  { field: 'city', message: messages.cityRequired, fails: (v) => isBlank(v.city) },
  { field: 'countryId', message: messages.countryRequired, fails: (v) => v.countryId === '' },
  { field: 'stateId', message: messages.stateRequired, fails: (v) => v.stateId === '' },
  { field: 'postcode', message: messages.postcodeRequired, fails: (v) => isBlank(v.postcode) },
  { field: 'phone', message: messages.phoneRequired, fails: (v) => v.phone === '' },
  { field: 'phone', message: messages.phoneInvalid, fails: (v) => v.phone.length !== PHONE_DIGITS },
  {
    field: 'mobile',
    message: messages.mobileInvalid,
    fails: (v) => v.mobile !== '' && v.mobile.length !== PHONE_DIGITS,
  },
  { field: 'taxExpiryDate', message: messages.taxDateInPast, fails: (v) => inPast(v.taxExpiryDate) },
  ...certificateRules('taxCertificate'),
  {
    field: 'tobaccoLicenseNumber',
    message: messages.tobaccoLicenseNumberRequired,
    fails: (v) => isBlank(v.tobaccoLicenseNumber),
  },
  {
    field: 'tobaccoLicenseExpiryDate',
    message: messages.tobaccoDateInPast,
    fails: (v) => inPast(v.tobaccoLicenseExpiryDate),
  },
  ...certificateRules('tobaccoCertificate'),
  {
    field: 'membershipCategoryId',
    message: messages.membershipRequired,
    fails: (v) => v.membershipCategoryId === '',
  },
];

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

export function RegisterRoute() {
  const navigate = useNavigate();
  const [registered, setRegistered] = useState(false);
  const [register, { loading: sending }] = useRegisterMutation();
  const form = useForm(initialValues, rules);
  const { values, errors, bind, setValue } = form;

  const { data, error } = useQuery(RegisterRouteQuery);
  const { data: statesData, error: statesError } = useQuery(RegisterStatesQuery, {
    variables: { countryId: values.countryId },
    skip: values.countryId === '',
  });
  useEffect(() => {
    // Spec section 8: list failures are only logged; the selects stay empty.
    if (error) console.error('Could not load the registration lists.', error);
    if (statesError) console.error('Could not load the states.', statesError);
  }, [error, statesError]);

  const chooseCountry = (countryId: string) => {
    setValue('countryId', countryId);
    setValue('stateId', '');
  };

  const chooseFile = (field: 'taxCertificate' | 'tobaccoCertificate') => (file: File | null) => {
    setValue(field, file);
    // Told at once, not only on submit: a wrong file is easy to fix now.
    const problem = certificateRules(field).find((rule) => rule.fails({ ...values, [field]: file }));
    if (problem) form.setError(field, problem.message);
  };

  const submit = form.onSubmit(async (v, { showUserErrors }) => {
    const outcome = await register({
      namePrefix: v.namePrefix,
      name: v.name.trim(),
      email: v.email.trim(),
      password: v.password,
      companyName: v.companyName.trim(),
      address: v.address.trim(),
      city: v.city.trim(),
      countryId: v.countryId,
      stateId: v.stateId,
      postcode: v.postcode.trim(),
      phone: v.phone,
      mobile: optional(v.mobile),
      taxId: optional(v.taxId),
      taxExpiryDate: optional(v.taxExpiryDate),
      taxCertificate: v.taxCertificate,
      tobaccoLicenseNumber: v.tobaccoLicenseNumber.trim(),
      tobaccoLicenseExpiryDate: optional(v.tobaccoLicenseExpiryDate),
      tobaccoCertificate: v.tobaccoCertificate,
      dba: optional(v.dba),
      membershipCategoryId: v.membershipCategoryId,
    });
    if (outcome.ok) setRegistered(true);
    else showUserErrors(outcome.userErrors);
  });

  const states = values.countryId === '' ? [] : (statesData?.states ?? []);
  const minDate = today();

  return (
    <AuthPage title={messages.documentTitle} heading={messages.title} maxW="3xl">
      <AuthTabs />
      <form onSubmit={submit} noValidate>
        <Stack gap="8">
          <Fieldset.Root>
            <Fieldset.Legend fontSize="lg" mb="2">
              {messages.businessDetails}
            </Fieldset.Legend>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <Flex gap="3" align="start">
                <FormField label={messages.namePrefix} flex="none" w="24">
                  <Select {...bind('namePrefix')}>
                    {NAME_PREFIXES.map((prefix) => (
                      <option key={prefix} value={prefix}>
                        {prefix}
                      </option>
                    ))}
                  </Select>
                </FormField>
                <FormField label={messages.name} error={errors.name} required flex="1">
                  <Input {...bind('name')} autoComplete="name" />
                </FormField>
              </Flex>
              <FormField label={messages.email} error={errors.email} required>
                <Input {...bind('email')} type="email" autoComplete="email" />
              </FormField>
              <FormField label={messages.password} error={errors.password} required>
                <PasswordInput {...bind('password')} autoComplete="new-password" />
              </FormField>
              <FormField label={messages.companyName} error={errors.companyName} required>
                <Input {...bind('companyName')} autoComplete="organization" />
              </FormField>
              <FormField label={messages.address} error={errors.address} required>
                <Input {...bind('address')} autoComplete="street-address" />
              </FormField>
              <FormField label={messages.city} error={errors.city} required>
                <Input {...bind('city')} autoComplete="address-level2" />
              </FormField>
              <FormField label={messages.country} error={errors.countryId} required>
                <Select
                  name="countryId"
                  value={values.countryId}
                  onChange={(event) => chooseCountry(event.target.value)}
                  placeholder={messages.chooseCountry}
                >
                  {data?.countries.map((country) => (
                    <option key={country.id} value={country.id}>
                      {country.name}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField label={messages.state} error={errors.stateId} required>
                <Select
                  {...bind('stateId')}
                  placeholder={values.countryId === '' ? messages.chooseCountryFirst : messages.chooseState}
                >
                  {states.map((state) => (
                    <option key={state.id} value={state.id}>
                      {state.name}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField label={messages.postcode} error={errors.postcode} required>
                <Input {...bind('postcode')} autoComplete="postal-code" />
              </FormField>
              <FormField label={messages.phone} error={errors.phone} required>
                <PhoneInput name="phone" value={values.phone} onValueChange={(d) => setValue('phone', d)} />
              </FormField>
              <FormField label={messages.mobile} error={errors.mobile}>
                <PhoneInput
                  name="mobile"
                  value={values.mobile}
                  onValueChange={(d) => setValue('mobile', d)}
                  autoComplete="off"
                />
              </FormField>
            </SimpleGrid>
          </Fieldset.Root>

          <Fieldset.Root>
            <Fieldset.Legend fontSize="lg" mb="2">
              {messages.licences}
            </Fieldset.Legend>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <FormField label={messages.taxId} error={errors.taxId}>
                <Input {...bind('taxId')} />
              </FormField>
              <FormField label={messages.taxExpiryDate} error={errors.taxExpiryDate}>
                <Input {...bind('taxExpiryDate')} type="date" min={minDate} />
              </FormField>
              <FormField
                label={messages.taxCertificate}
                error={errors.taxCertificate}
                helperText={messages.certificateHelp}
              >
                <CertificateInput name="taxCertificate" onFileChange={chooseFile('taxCertificate')} />
              </FormField>
              <FormField label={messages.tobaccoLicenseNumber} error={errors.tobaccoLicenseNumber} required>
                <Input {...bind('tobaccoLicenseNumber')} />
              </FormField>
              <FormField label={messages.tobaccoLicenseExpiryDate} error={errors.tobaccoLicenseExpiryDate}>
                <Input {...bind('tobaccoLicenseExpiryDate')} type="date" min={minDate} />
              </FormField>
              <FormField
                label={messages.tobaccoCertificate}
                error={errors.tobaccoCertificate}
                helperText={messages.certificateHelp}
              >
                <CertificateInput name="tobaccoCertificate" onFileChange={chooseFile('tobaccoCertificate')} />
              </FormField>
              <FormField label={messages.dba} error={errors.dba}>
                <Input {...bind('dba')} />
              </FormField>
              <FormField label={messages.membershipCategory} error={errors.membershipCategoryId} required>
                <Select {...bind('membershipCategoryId')} placeholder={messages.chooseMembership}>
                  {data?.membershipCategories.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </Select>
              </FormField>
            </SimpleGrid>
          </Fieldset.Root>

          <Text fontSize="sm" color="fg.muted">
            {messages.agreementBefore}
            <Link asChild color="brand.700" textDecoration="underline">
              <RouterLink to={paths.terms} target="_blank" rel="noopener">
                {messages.terms}
              </RouterLink>
            </Link>
            {messages.agreementBetween}
            <Link asChild color="brand.700" textDecoration="underline">
              <RouterLink to={paths.privacyPolicy} target="_blank" rel="noopener">
                {messages.privacyPolicy}
              </RouterLink>
            </Link>
            {messages.agreementAfter}
          </Text>
          <Button type="submit" colorPalette="brand" loading={sending} alignSelf="start" px="10">
            {messages.submit}
          </Button>
        </Stack>
      </form>
      <ThankYouDialog open={registered} onConfirm={() => void navigate(accountPaths.login)} />
    </AuthPage>
  );
}

function ThankYouDialog({ open, onConfirm }: { open: boolean; onConfirm: () => void }) {
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open) onConfirm();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{messages.thankYouTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{messages.thankYou}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onConfirm} autoFocus>
                {messages.thankYouOk}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
