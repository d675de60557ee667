import { useQuery } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';

import { ListNotice } from '../components/ListNotice';
import { StatusNavigation, statusesOf } from '../components/StatusNavigation';
import { QueryState } from '../components/QueryState';
import { StaffPage } from '../components/StaffPage';
import { graphql } from '../gql';
import type { CertificateRenewalStatus } from '../gql/graphql';
import { staffPaths } from '../lib/paths';
import { RenewalTable } from './components/RenewalTable';
import { renewalMessages as messages } from './messages';

const STATUSES: readonly [CertificateRenewalStatus, ...CertificateRenewalStatus[]] = [
  'PENDING',
  'APPROVED',
  'REJECTED',
];
const { statusOf, hrefOf: statusHref } = statusesOf(STATUSES, staffPaths.renewals);

const RenewalsRouteQuery = graphql(`
  query RenewalsRoute($status: CertificateRenewalStatus!) {
    certificateRenewals(status: $status) {
      id
      ...RenewalTable_renewal
    }
  }
`);

/** /staff/renewals: the renewed certificates waiting for review, newest first (or those approved or rejected). */
export function RenewalsRoute() {
  const [params] = useSearchParams();
  const status = statusOf(params);
  const { data, loading, error, refetch } = useQuery(RenewalsRouteQuery, { variables: { status } });
  const renewals = data?.certificateRenewals;

  return (
    <StaffPage
      title={messages.title}
      subtitle={
        <Text color="fg.muted" maxW="3xl">
          {renewals && `${messages.count(renewals.length, status)}. `}
          {messages.intro}
        </Text>
      }
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
        hasData={renewals !== undefined}
        onRetry={() => void refetch()}
      >
        {renewals &&
          (renewals.length > 0 ? (
            <RenewalTable label={messages.tableLabel} renewals={renewals} />
          ) : (
            <ListNotice text={messages.empty[status]} />
          ))}
      </QueryState>
    </StaffPage>
  );
}
