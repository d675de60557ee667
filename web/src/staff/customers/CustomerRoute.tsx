import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Flex, Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import { AuditTrail } from '../components/AuditTrail';
import { StaffNotes } from '../notes/StaffNotes';
import { RecordLoading, RecordNotFound, useRecordId } from '../components/RecordState';
import { StaffPage } from '../components/StaffPage';
import { StaffSection } from '../components/StaffSection';
import { StaffTable } from '../components/StaffTable';
import { graphql } from '../gql';
import type { CustomerRoute_CustomerFragment, OrderStatus } from '../gql/graphql';
import { formatAmount, formatDateTime } from '../lib/format';
import { orderPath, registrationPath, staffPaths } from '../lib/paths';
import { AddressList } from '../registrations/components/AddressList';
import { Certificates } from '../registrations/components/Certificates';
import { Detail, DetailsSection } from '../registrations/components/Details';
import { ExpiryDate } from '../registrations/components/ExpiryDate';
import { RenewalTable } from '../renewals/components/RenewalTable';
import { renewalMessages } from '../renewals/messages';
import { mayUse, useStaffMe } from '../session';
import { ApiKeysSection } from './components/ApiKeysSection';
import { CertificateDatesForm } from './components/CertificateDatesForm';
import { CustomerStatus } from './components/CustomerStatus';
import { SuspensionControls } from './components/SuspensionControls';
import { customerMessages as messages } from './messages';

export const CustomerRouteFragment = graphql(`
  fragment CustomerRoute_customer on Customer {
    id
    ...CustomerRow_customer
    createdAt
    addresses {
      id
      ...AddressList_address
    }
    orders {
      id
      orderNumber
      status
      total {
        amount
        currencyCode
      }
      createdAt
    }
    certificates {
      ...Certificates_certificate
    }
    certificateRenewals {
      id
      ...RenewalTable_renewal
    }
    audit {
      id
      ...AuditTrail_entry
    }
    apiKeys {
      id
      name
      prefix
      scopes
      createdAt
      lastUsedAt
    }
  }
`);

const CustomerRouteQuery = graphql(`
  query CustomerRoute($id: ID!) {
    customer(id: $id) {
      id
      ...CustomerRoute_customer
    }
  }
`);

/** /staff/customers/:id: the customer's profile, orders, certificates and history; Suspend or Reactivate. */
export function CustomerRoute() {
  const id = useRecordId();
  const { data, loading, error, refetch } = useQuery(CustomerRouteQuery, {
    variables: { id: id ?? '' },
    skip: id === null,
  });
  const customer = data?.customer;

  if (id === null || customer === null) {
    return (
      <RecordNotFound
        title={messages.notFoundTitle}
        back={messages.backToList}
        backTo={staffPaths.customers}
      />
    );
  }
  if (!customer) {
    return (
      <RecordLoading title={messages.title} loading={loading} error={error} onRetry={() => void refetch()} />
    );
  }
  return <CustomerPage customer={customer} />;
}

function CustomerPage({ customer }: { customer: CustomerRoute_CustomerFragment }) {
  const { fields } = messages;
  return (
    <StaffPage
      title={customer.companyName}
      subtitle={
        <Flex gap="2" align="center" wrap="wrap" color="fg.muted">
          <CustomerStatus status={customer.status} suspended={customer.suspended} />
          <Text>{messages.registeredOn(formatDateTime(customer.createdAt))}</Text>
          <Link asChild color="brand.700">
            <RouterLink to={registrationPath(customer.id)}>{messages.openRegistration}</RouterLink>
          </Link>
        </Flex>
      }
      actions={<SuspensionControls customer={customer} />}
    >
      {customer.suspended && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{messages.suspendedNotice}</Alert.Title>
        </Alert.Root>
      )}
      <DetailsSection title={messages.profile}>
        <Detail label={fields.companyName}>{customer.companyName}</Detail>
        <Detail label={fields.contactName}>{customer.contactName}</Detail>
        <Detail label={fields.email}>
          <Link href={`mailto:${customer.email}`} color="brand.700" overflowWrap="anywhere">
            {customer.email}
          </Link>
        </Detail>
        <Detail label={fields.state}>{customer.state?.name}</Detail>
        <Detail label={fields.category}>{customer.membershipCategory}</Detail>
        <Detail label={fields.tobaccoLicenseExpiresOn}>
          <ExpiryDate date={customer.tobaccoLicenseExpiresOn} />
        </Detail>
        <Detail label={fields.taxIdExpiresOn}>
          <ExpiryDate date={customer.taxIdExpiresOn} />
        </Detail>
      </DetailsSection>
      {/* Mounted afresh when the dates on record change (an approved renewal): the fields show them. */}
      <CertificateDatesForm
        key={`${customer.tobaccoLicenseExpiresOn ?? ''}/${customer.taxIdExpiresOn ?? ''}`}
        customer={customer}
      />
      <CustomerOrders customerId={customer.id} orders={customer.orders} />
      <StaffSection title={messages.renewals}>
        {customer.certificateRenewals.length === 0 ? (
          <Text color="fg.muted">{renewalMessages.noRenewals}</Text>
        ) : (
          <RenewalTable
            label={renewalMessages.customerTableLabel}
            renewals={customer.certificateRenewals}
            showCustomer={false}
          />
        )}
      </StaffSection>
      <Certificates certificates={customer.certificates} companyName={customer.companyName} />
      <AddressList addresses={customer.addresses} />
      <ApiKeysSection customerId={customer.id} apiKeys={customer.apiKeys} />
      <StaffNotes subject={{ type: 'CUSTOMER', id: customer.id }} />
      <AuditTrail entries={customer.audit} />
    </StaffPage>
  );
}

const ORDER_PALETTES: Record<OrderStatus, string> = {
  PENDING: 'orange',
  PROCESSING: 'blue',
  SHIPPED: 'purple',
  READY_FOR_PICKUP: 'teal',
  DELIVERED: 'green',
  CANCELLED: 'gray',
};

/** The customer's orders, newest first; each opens the order's page for a role that handles orders. */
function CustomerOrders({
  customerId,
  orders,
}: {
  customerId: string;
  orders: CustomerRoute_CustomerFragment['orders'];
}) {
  const { me } = useStaffMe();
  const handlesOrders = me !== null && mayUse(me.role, 'orders');
  const { orderColumns: columns } = messages;
  return (
    <StaffSection
      title={messages.orders}
      action={
        handlesOrders &&
        orders.length > 0 && (
          <Link asChild color="brand.700" fontSize="sm">
            <RouterLink to={`${staffPaths.orders}?${new URLSearchParams({ customerId })}`}>
              {messages.allOrders}
            </RouterLink>
          </Link>
        )
      }
    >
      {orders.length === 0 ? (
        <Text color="fg.muted">{messages.noOrders}</Text>
      ) : (
        <StaffTable
          label={messages.ordersTable}
          columns={[columns.order, columns.placed, columns.status, { label: columns.total, numeric: true }]}
        >
          {orders.map((order) => (
            <Table.Row key={order.id}>
              <Table.Cell fontWeight="semibold">
                {handlesOrders ? (
                  <Link asChild color="brand.700">
                    <RouterLink to={orderPath(order.id)}>{order.orderNumber}</RouterLink>
                  </Link>
                ) : (
                  order.orderNumber
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(order.createdAt)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={ORDER_PALETTES[order.status]}>
                  {messages.orderStatuses[order.status]}
                </Badge>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatAmount(order.total)}
              </Table.Cell>
            </Table.Row>
          ))}
        </StaffTable>
      )}
    </StaffSection>
  );
}
