import { useMutation } from '@apollo/client/react';
import { Box, Button, chakra, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { messages as M } from '@storefront/contract/messages';

import { FormField } from '../../../shared/components/FormField';
import { settleMutation } from '../../../shared/forms/mutationOutcome';
import { useForm } from '../../../shared/forms/useForm';
import type { Rule } from '../../../shared/lib/validation';
import { StaffSection } from '../../components/StaffSection';
import { graphql } from '../../gql';
import { customerMessages as messages } from '../messages';

const SetCustomerCertificateDatesMutation = graphql(`
  mutation SetCustomerCertificateDates(
    $customerId: ID!
    $tobaccoLicenseExpiresOn: Date
    $taxIdExpiresOn: Date
  ) {
    setCustomerCertificateDates(
      customerId: $customerId
      tobaccoLicenseExpiresOn: $tobaccoLicenseExpiresOn
      taxIdExpiresOn: $taxIdExpiresOn
    ) {
      customer {
        id
        ...CustomerRoute_customer
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** The years a certificate's date may fall in: a typo like 0202 or 20027 is caught here, not saved. */
const YEARS = { from: 2000, to: 2100 } as const;
const MIN_DATE = `${YEARS.from}-01-01`;
const MAX_DATE = `${YEARS.to}-12-31`;

interface DateValues {
  tobaccoLicenseExpiresOn: string;
  taxIdExpiresOn: string;
}

function yearOf(value: string): number {
  return Number(value.slice(0, 4));
}

/**
 * The checks of one date: kept when on record (a date field holds a whole date or nothing, so a date typed in
 * part is nothing too), within the years a certificate can be dated.
 */
function dateRules(
  field: keyof DateValues,
  onRecord: string | null,
  requiredMessage: string,
): Rule<DateValues>[] {
  const range = messages.outOfRange(YEARS.from, YEARS.to);
  return [
    { field, message: requiredMessage, fails: (v) => onRecord !== null && v[field].trim() === '' },
    {
      field,
      message: range,
      fails: (v) => v[field].trim() !== '' && (yearOf(v[field]) < YEARS.from || yearOf(v[field]) > YEARS.to),
    },
  ];
}

interface CertificateDatesFormProps {
  customer: { id: string; tobaccoLicenseExpiresOn: string | null; taxIdExpiresOn: string | null };
}

/** The customer's tobacco licence and tax certificate expiry dates, prefilled, for staff to set from the files. */
export function CertificateDatesForm({ customer }: CertificateDatesFormProps) {
  const [mutate, { loading }] = useMutation(SetCustomerCertificateDatesMutation);
  const onRecord: DateValues = {
    tobaccoLicenseExpiresOn: customer.tobaccoLicenseExpiresOn ?? '',
    taxIdExpiresOn: customer.taxIdExpiresOn ?? '',
  };
  const changed = (values: DateValues, field: keyof DateValues) => values[field].trim() !== onRecord[field];
  const rules: Rule<DateValues>[] = [
    {
      field: 'tobaccoLicenseExpiresOn',
      message: messages.enterAnExpiry,
      fails: (v) =>
        customer.tobaccoLicenseExpiresOn === null &&
        customer.taxIdExpiresOn === null &&
        v.tobaccoLicenseExpiresOn.trim() === '' &&
        v.taxIdExpiresOn.trim() === '',
    },
    ...dateRules('tobaccoLicenseExpiresOn', customer.tobaccoLicenseExpiresOn, messages.enterTobaccoExpiry),
    ...dateRules('taxIdExpiresOn', customer.taxIdExpiresOn, messages.enterTaxExpiry),
    {
      field: 'tobaccoLicenseExpiresOn',
      message: messages.nothingChanged,
      fails: (v) => !changed(v, 'tobaccoLicenseExpiresOn') && !changed(v, 'taxIdExpiresOn'),
    },
  ];
  const form = useForm<DateValues>(onRecord, rules);

  const submit = form.onSubmit(async (values, { showUserErrors }) => {
    // Only what changed is sent: the audit log then says which date staff set.
    const dateOf = (field: keyof DateValues) => (changed(values, field) ? values[field].trim() : null);
    const outcome = await settleMutation(
      async () =>
        (
          await mutate({
            variables: {
              customerId: customer.id,
              tobaccoLicenseExpiresOn: dateOf('tobaccoLicenseExpiresOn'),
              taxIdExpiresOn: dateOf('taxIdExpiresOn'),
            },
            // Who is expiring or expired changed: the customer lists are asked again when shown.
            update: (cache) => {
              cache.evict({ id: 'ROOT_QUERY', fieldName: 'customers' });
              cache.gc();
            },
          })
        ).data?.setCustomerCertificateDates,
      M.certificateDatesUpdatedOk,
    );
    if (!outcome.ok) showUserErrors(outcome.userErrors);
  });

  return (
    <StaffSection title={messages.certificateDates}>
      <chakra.form onSubmit={submit} noValidate borderWidth="1px" rounded="md" bg="white" p="4">
        <Stack gap="4">
          <Text color="fg.muted">{messages.certificateDatesIntro}</Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={messages.tobaccoExpiry} error={form.errors.tobaccoLicenseExpiresOn}>
              <Input type="date" {...form.bind('tobaccoLicenseExpiresOn')} min={MIN_DATE} max={MAX_DATE} />
            </FormField>
            <FormField label={messages.taxExpiry} error={form.errors.taxIdExpiresOn}>
              <Input type="date" {...form.bind('taxIdExpiresOn')} min={MIN_DATE} max={MAX_DATE} />
            </FormField>
          </SimpleGrid>
          <Box>
            <Button type="submit" colorPalette="brand" loading={loading}>
              {messages.saveDates}
            </Button>
          </Box>
        </Stack>
      </chakra.form>
    </StaffSection>
  );
}
