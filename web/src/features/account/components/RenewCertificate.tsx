import { Box, Button, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { daysUntil, storeToday } from '@storefront/contract';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import type { CertificateKind } from '../../../gql/graphql';
import { FormField } from '../../../shared/components/FormField';
import { Select } from '../../../shared/components/Select';
import { useForm } from '../../../shared/forms/useForm';
import { formatCalendarDate, formatDate } from '../../../shared/lib/dates';
import type { Rule } from '../../../shared/lib/validation';
import { RENEW_CERTIFICATE_ID } from '../../../shared/session/accountPaths';
import { useUploadCertificateRenewal } from '../api/useUploadCertificateRenewal';
import { CERTIFICATE_MAX_BYTES, isCertificateType } from '../lib/validation';
import { renewCertificateMessages as messages } from '../messages';
import { CertificateInput } from './CertificateInput';

export const RenewCertificateFragment = graphql(`
  fragment RenewCertificate_viewer on Customer {
    id
    certificateRenewals {
      id
      kind
      expiresOn
      submittedAt
      status
    }
  }
`);

const KINDS: readonly CertificateKind[] = ['TOBACCO', 'TAX'];

interface RenewalValues {
  kind: CertificateKind | '';
  expiresOn: string;
  certificate: File | null;
}

const EMPTY: RenewalValues = { kind: '', expiresOn: '', certificate: null };

/** The day after `day` (both YYYY-MM-DD): the earliest new expiry date the store takes. */
function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const certificateRules: Rule<RenewalValues>[] = [
  {
    field: 'certificate',
    message: messages.certificateType,
    fails: (v) => v.certificate !== null && !isCertificateType(v.certificate),
  },
  {
    field: 'certificate',
    message: messages.certificateSize,
    fails: (v) => v.certificate !== null && v.certificate.size > CERTIFICATE_MAX_BYTES,
  },
];

// store-api's checks, in its order; "after today" is the store's today (New York), as store-api judges it.
const rules: readonly Rule<RenewalValues>[] = [
  { field: 'kind', message: messages.kindRequired, fails: (v) => v.kind === '' },
  { field: 'expiresOn', message: messages.expiresOnRequired, fails: (v) => v.expiresOn === '' },
  {
    field: 'expiresOn',
    message: messages.expiresOnNotAfterToday,
    fails: (v) => daysUntil(v.expiresOn, storeToday()) <= 0,
  },
  { field: 'certificate', message: messages.certificateRequired, fails: (v) => v.certificate === null },
  ...certificateRules,
];

interface RenewCertificateProps {
  viewer: FragmentType<typeof RenewCertificateFragment>;
}

/**
 * Account details' "Renew certificate" section: the renewals waiting for review, and a form to upload a renewed
 * tobacco licence or tax certificate with its new date (one of each kind may wait at a time). The expiry notice
 * links here (`#renew-certificate`); arriving that way brings the section into view and its heading into focus.
 */
export function RenewCertificate({ viewer: viewerRef }: RenewCertificateProps) {
  const viewer = getFragmentData(RenewCertificateFragment, viewerRef);
  const pending = viewer.certificateRenewals.filter((renewal) => renewal.status === 'PENDING');
  const pendingKinds = new Set(pending.map((renewal) => renewal.kind));
  const heading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();

  useEffect(() => {
    if (hash !== `#${RENEW_CERTIFICATE_ID}`) return;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  return (
    <Box as="section" id={RENEW_CERTIFICATE_ID} aria-labelledby={`${RENEW_CERTIFICATE_ID}-heading`}>
      <Stack gap="5" borderTopWidth="1px" pt="8">
        <Heading
          as="h2"
          size="lg"
          id={`${RENEW_CERTIFICATE_ID}-heading`}
          ref={heading}
          tabIndex={-1}
          outline="none"
          scrollMarginTop="24"
        >
          {messages.heading}
        </Heading>
        <Text>{messages.intro}</Text>
        {pending.length > 0 && (
          <Stack gap="2">
            <Heading as="h3" size="md">
              {messages.pendingHeading}
            </Heading>
            <Stack as="ul" gap="2" ps="5" listStyleType="disc">
              {pending.map((renewal) => (
                <li key={renewal.id}>
                  <Text as="span" fontWeight="semibold">
                    {messages.kinds[renewal.kind]}
                  </Text>
                  {': '}
                  {messages.underReviewSince(formatDate(renewal.submittedAt))}{' '}
                  {messages.newValidTill(formatCalendarDate(renewal.expiresOn))}
                </li>
              ))}
            </Stack>
          </Stack>
        )}
        {KINDS.every((kind) => pendingKinds.has(kind)) ? (
          <Text>{messages.allPending}</Text>
        ) : (
          <RenewalForm pendingKinds={pendingKinds} />
        )}
      </Stack>
    </Box>
  );
}

function RenewalForm({ pendingKinds }: { pendingKinds: ReadonlySet<CertificateKind> }) {
  const [upload, { loading }] = useUploadCertificateRenewal();
  const form = useForm<RenewalValues>(EMPTY, rules);
  const { values, errors, bind, setValue } = form;
  // A new file input after a successful upload: a file input's chosen file cannot be cleared by its value.
  const [fileInputKey, setFileInputKey] = useState(0);

  const chooseFile = (file: File | null) => {
    setValue('certificate', file);
    // Told at once, not only on submit, as at registration: a wrong file is easy to fix now.
    const problem = certificateRules.find((rule) => rule.fails({ ...values, certificate: file }));
    if (problem) form.setError('certificate', problem.message);
  };

  const submit = form.onSubmit(async (v, { showUserErrors }) => {
    if (v.kind === '') return;
    const outcome = await upload({ kind: v.kind, expiresOn: v.expiresOn, certificate: v.certificate });
    if (!outcome.ok) return showUserErrors(outcome.userErrors);
    form.setValues(EMPTY);
    setFileInputKey((key) => key + 1);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={messages.heading}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label={messages.kind} error={errors.kind} required>
            <Select {...bind('kind')}>
              <option value="">{messages.chooseKind}</option>
              {KINDS.map((kind) => (
                <option key={kind} value={kind} disabled={pendingKinds.has(kind)}>
                  {pendingKinds.has(kind)
                    ? messages.kindUnderReview(messages.kinds[kind])
                    : messages.kinds[kind]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={messages.expiresOn} error={errors.expiresOn} required>
            <Input {...bind('expiresOn')} type="date" min={dayAfter(storeToday())} />
          </FormField>
        </SimpleGrid>
        <FormField
          label={messages.certificate}
          error={errors.certificate}
          helperText={messages.certificateHelp}
          required
          maxW={{ md: 'md' }}
        >
          <CertificateInput key={fileInputKey} name="certificate" onFileChange={chooseFile} />
        </FormField>
        <Button type="submit" colorPalette="brand" loading={loading} alignSelf="start">
          {messages.submit}
        </Button>
      </Stack>
    </form>
  );
}
