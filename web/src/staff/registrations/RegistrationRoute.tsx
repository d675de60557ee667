import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';

import { RecordLoading, RecordNotFound, useRecordId } from '../components/RecordState';
import { StaffSection } from '../components/StaffSection';
import { StaffPage } from '../components/StaffPage';
import { graphql } from '../gql';
import type { RegistrationRoute_RegistrationFragment } from '../gql/graphql';
import { formatDateTime } from '../lib/format';
import { customerPath, staffPaths } from '../lib/paths';
import { AddressList } from './components/AddressList';
import { Certificates } from './components/Certificates';
import { Detail, DetailsSection } from './components/Details';
import { Documents } from './components/Documents';
import { ExpiryDate } from './components/ExpiryDate';
import { RegistrationDecisions } from './components/RegistrationDecisions';
import { RegistrationStatusBadge } from './components/StatusBadge';
import { registrationMessages as messages } from './messages';
import { StaffNotes } from '../notes/StaffNotes';

export const RegistrationRouteFragment = graphql(`
  fragment RegistrationRoute_registration on Registration {
    id
    ...RegistrationRow_registration
    phone
    status
    addresses {
      id
      ...AddressList_address
    }
    certificates {
      ...Certificates_certificate
    }
    informationRequests {
      message
      requestedAt
      staffEmail
    }
    documents {
      id
      ...Documents_document
    }
  }
`);

const RegistrationRouteQuery = graphql(`
  query RegistrationRoute($id: ID!) {
    registration(id: $id) {
      id
      ...RegistrationRoute_registration
    }
  }
`);

/** /staff/registrations/:id: everything a business sent, both certificates, and the decision. */
export function RegistrationRoute() {
  const id = useRecordId();
  const { data, loading, error, refetch } = useQuery(RegistrationRouteQuery, {
    variables: { id: id ?? '' },
    skip: id === null,
  });
  const registration = data?.registration;

  if (id === null || registration === null) {
    return (
      <RecordNotFound
        title={messages.notFoundTitle}
        back={messages.backToList}
        backTo={staffPaths.registrations}
      />
    );
  }
  if (!registration) {
    return (
      <RecordLoading title={messages.title} loading={loading} error={error} onRetry={() => void refetch()} />
    );
  }
  return <RegistrationReview registration={registration} />;
}

function RegistrationReview({ registration }: { registration: RegistrationRoute_RegistrationFragment }) {
  // After an approval or a rejection the buttons are gone: the keyboard continues from the new status.
  const status = useRef<HTMLDivElement>(null);
  const pending = registration.status === 'PENDING';
  const { fields } = messages;

  return (
    <StaffPage
      title={registration.companyName}
      subtitle={
        <Flex ref={status} tabIndex={-1} outline="none" gap="2" align="center" wrap="wrap" color="fg.muted">
          <RegistrationStatusBadge status={registration.status} />
          <Text>{messages.registeredOn(formatDateTime(registration.createdAt))}</Text>
          {registration.informationRequestedAt && (
            <Badge colorPalette="blue" variant="subtle">
              {messages.informationRequestedOn(formatDateTime(registration.informationRequestedAt))}
            </Badge>
          )}
          {registration.status === 'APPROVED' && (
            <Link asChild color="brand.700">
              <RouterLink to={customerPath(registration.id)}>{messages.openCustomer}</RouterLink>
            </Link>
          )}
        </Flex>
      }
      actions={
        pending && (
          <RegistrationDecisions registration={registration} onDecided={() => status.current?.focus()} />
        )
      }
    >
      {(!registration.taxIdExpiresOn || !registration.tobaccoLicenseExpiresOn) && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{messages.expiryMissingNotice(registration.companyName)}</Alert.Title>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <DetailsSection title={messages.business}>
          <Detail label={fields.companyName}>{registration.companyName}</Detail>
          <Detail label={fields.dba}>{registration.dba}</Detail>
          <Detail label={fields.category}>{registration.membershipCategory}</Detail>
          <Detail label={fields.state}>{registration.state?.name}</Detail>
          <Detail label={fields.taxId}>{registration.taxId}</Detail>
          <Detail label={fields.taxIdExpiresOn}>
            <ExpiryDate date={registration.taxIdExpiresOn} flagMissing />
          </Detail>
          <Detail label={fields.tobaccoLicenseNumber}>{registration.tobaccoLicenseNumber}</Detail>
          <Detail label={fields.tobaccoLicenseExpiresOn}>
            <ExpiryDate date={registration.tobaccoLicenseExpiresOn} flagMissing />
          </Detail>
        </DetailsSection>
        <DetailsSection title={messages.contact}>
          <Detail label={fields.contactName}>{registration.contactName}</Detail>
          <Detail label={fields.email}>
            <Link href={`mailto:${registration.email}`} color="brand.700" overflowWrap="anywhere">
              {registration.email}
            </Link>
          </Detail>
          <Detail label={fields.phone}>
            {registration.phone && (
              <Link href={`tel:${registration.phone}`} color="brand.700">
                {registration.phone}
              </Link>
            )}
          </Detail>
        </DetailsSection>
      </SimpleGrid>
      <Certificates certificates={registration.certificates} companyName={registration.companyName} />
      <AddressList addresses={registration.addresses} />
      <InformationRequests requests={registration.informationRequests} />
      <Documents
        registrationId={registration.id}
        companyName={registration.companyName}
        documents={registration.documents}
      />
      <StaffNotes subject={{ type: 'REGISTRATION', id: registration.id }} />
    </StaffPage>
  );
}

function InformationRequests({
  requests,
}: {
  requests: RegistrationRoute_RegistrationFragment['informationRequests'];
}) {
  return (
    <StaffSection title={messages.informationRequests}>
      {requests.length === 0 ? (
        <Text color="fg.muted">{messages.noInformationRequests}</Text>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none">
          {requests.map((request, index) => (
            <Box
              as="li"
              key={`${index}-${request.requestedAt}`}
              borderWidth="1px"
              rounded="md"
              bg="white"
              p="4"
            >
              <Text fontSize="sm" color="fg.muted" mb="1">
                {messages.requestedBy(formatDateTime(request.requestedAt), request.staffEmail)}
              </Text>
              <Text whiteSpace="pre-wrap">{request.message}</Text>
            </Box>
          ))}
        </Stack>
      )}
    </StaffSection>
  );
}
