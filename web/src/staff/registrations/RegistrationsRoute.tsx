import { useQuery } from '@apollo/client/react';
import { Badge, Box, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { ListNotice } from '../components/ListNotice';
import { StatusNavigation, statusesOf } from '../components/StatusNavigation';
import { QueryState } from '../components/QueryState';
import { StaffPage } from '../components/StaffPage';
import { StaffPageNumbers, usePageParam } from '../components/StaffPageNumbers';
import { StaffTable } from '../components/StaffTable';
import { graphql } from '../gql';
import type { RegistrationRow_RegistrationFragment, RegistrationStatus } from '../gql/graphql';
import { formatDateTime } from '../lib/format';
import { registrationPath, staffPaths } from '../lib/paths';
import { useCommittedValue } from '../lib/useCommittedValue';
import { ExpiryDate } from './components/ExpiryDate';
import { registrationMessages as messages } from './messages';

const PER_PAGE = 25;

const STATUSES: readonly [RegistrationStatus, ...RegistrationStatus[]] = ['PENDING', 'APPROVED', 'REJECTED'];
const { statusOf, hrefOf: statusHref } = statusesOf(STATUSES, staffPaths.registrations);

export const RegistrationRowFragment = graphql(`
  fragment RegistrationRow_registration on Registration {
    id
    companyName
    dba
    contactName
    email
    state {
      id
      name
    }
    taxId
    taxIdExpiresOn
    tobaccoLicenseNumber
    tobaccoLicenseExpiresOn
    membershipCategory
    createdAt
    informationRequestedAt
  }
`);

const RegistrationsRouteQuery = graphql(`
  query RegistrationsRoute($status: RegistrationStatus!, $page: Int!, $perPage: Int!) {
    registrations(status: $status, page: $page, perPage: $perPage) {
      items {
        id
        ...RegistrationRow_registration
      }
      page
      perPage
      total
    }
  }
`);

/** /staff/registrations: the businesses waiting for review, oldest first (or those approved or rejected). */
export function RegistrationsRoute() {
  const [params] = useSearchParams();
  const status = statusOf(params);
  const page = usePageParam();
  const { data, loading, error, refetch } = useQuery(RegistrationsRouteQuery, {
    variables: useCommittedValue({ status, page, perPage: PER_PAGE }),
  });
  const registrations = data?.registrations;

  return (
    <StaffPage
      title={messages.title}
      subtitle={registrations && <Text color="fg.muted">{messages.count(registrations.total, status)}</Text>}
    >
      <StatusNavigation
        label={messages.statusNavigation}
        statuses={STATUSES}
        current={status}
        names={messages.statuses}
        hrefOf={statusHref}
      />
      <QueryState
        loading={loading}
        error={error}
        hasData={registrations !== undefined}
        onRetry={() => void refetch()}
      >
        {registrations &&
          (registrations.items.length > 0 ? (
            <Stack gap="4">
              <StaffTable label={messages.tableLabel} columns={Object.values(messages.columns)} interactive>
                {registrations.items.map((registration) => (
                  <RegistrationRow key={registration.id} registration={registration} />
                ))}
              </StaffTable>
              <StaffPageNumbers
                page={registrations.page}
                perPage={registrations.perPage}
                total={registrations.total}
              />
            </Stack>
          ) : registrations.total > 0 ? (
            // An old `?page=` past the end: the list got shorter (registrations were decided meanwhile).
            <ListNotice text={messages.noSuchPage} action={messages.firstPage} to={statusHref(status)} />
          ) : (
            <ListNotice text={messages.empty[status]} />
          ))}
      </QueryState>
    </StaffPage>
  );
}

function RegistrationRow({ registration }: { registration: RegistrationRow_RegistrationFragment }) {
  return (
    <Table.Row>
      <Table.Cell minW="12rem">
        <Link asChild color="brand.700" fontWeight="semibold">
          <RouterLink to={registrationPath(registration.id)}>{registration.companyName}</RouterLink>
        </Link>
        {registration.dba && (
          <Text fontSize="sm" color="fg.muted">
            {messages.dba(registration.dba)}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell minW="11rem">
        <Text>{registration.contactName}</Text>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {registration.email}
        </Text>
      </Table.Cell>
      <Table.Cell>{registration.state?.name ?? messages.none}</Table.Cell>
      <Table.Cell>
        <Certificate number={registration.taxId} expiresOn={registration.taxIdExpiresOn} />
      </Table.Cell>
      <Table.Cell>
        <Certificate
          number={registration.tobaccoLicenseNumber}
          expiresOn={registration.tobaccoLicenseExpiresOn}
        />
      </Table.Cell>
      <Table.Cell>{registration.membershipCategory ?? messages.none}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(registration.createdAt)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {registration.informationRequestedAt ? (
          <Badge colorPalette="blue" variant="subtle">
            {messages.requestedOn(formatDateTime(registration.informationRequestedAt))}
          </Badge>
        ) : (
          <Text as="span" color="fg.muted">
            {messages.notRequested}
          </Text>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/** A certificate's number over its expiry date. */
function Certificate({ number, expiresOn }: { number: string | null; expiresOn: string | null }) {
  return (
    <Stack gap="0.5">
      <Text>{number ?? messages.none}</Text>
      <Box fontSize="sm">
        <ExpiryDate date={expiresOn} label={messages.expires} flagMissing />
      </Box>
    </Stack>
  );
}
