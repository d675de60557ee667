import { useQuery } from '@apollo/client/react';
import { Box, Flex, Link, Stack, Table, Text } from '@chakra-ui/react';
import { SEARCH_MAX_LENGTH } from '@storefront/contract/limits';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { FormField } from '../../shared/components/FormField';
import { Select } from '../../shared/components/Select';
import { ListNotice } from '../components/ListNotice';
import { QueryState } from '../components/QueryState';
import { StaffPage } from '../components/StaffPage';
import { StaffPageNumbers, usePageParam } from '../components/StaffPageNumbers';
import { StaffTable } from '../components/StaffTable';
import { graphql } from '../gql';
import type {
  CertificateExpiry,
  CustomerFilter,
  CustomerRow_CustomerFragment,
  CustomerStatusFilter,
} from '../gql/graphql';
import { customerPath, staffPaths } from '../lib/paths';
import { useCommittedValue } from '../lib/useCommittedValue';
import { ExpiryDate } from '../registrations/components/ExpiryDate';
import { CustomerStatus } from './components/CustomerStatus';
import { SearchField } from './components/SearchField';
import { customerMessages as messages } from './messages';

const PER_PAGE = 25;

const STATUSES: readonly CustomerStatusFilter[] = ['PENDING', 'APPROVED', 'REJECTED', 'SUSPENDED'];
const EXPIRIES: readonly CertificateExpiry[] = ['EXPIRING', 'EXPIRED'];

export const CustomerRowFragment = graphql(`
  fragment CustomerRow_customer on Customer {
    id
    companyName
    contactName
    email
    state {
      id
      name
    }
    membershipCategory
    status
    suspended
    taxIdExpiresOn
    tobaccoLicenseExpiresOn
  }
`);

const CustomersRouteQuery = graphql(`
  query CustomersRoute($filter: CustomerFilter, $page: Int!, $perPage: Int!) {
    customers(filter: $filter, page: $page, perPage: $perPage) {
      items {
        id
        ...CustomerRow_customer
      }
      page
      perPage
      total
    }
  }
`);

const FilterChoicesQuery = graphql(`
  query CustomerFilterChoices {
    states {
      id
      name
    }
    membershipCategories {
      id
      name
    }
  }
`);

/** A record id of the address's `key` (a state, a category); null when absent or not an id. */
function idOf(params: URLSearchParams, key: string): string | null {
  const value = params.get(key) ?? '';
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? value : null;
}

/** One of `choices` named (in lower case) by the address's `key`; null when it names none. */
function choiceOf<T extends string>(params: URLSearchParams, key: string, choices: readonly T[]): T | null {
  const asked = params.get(key)?.toUpperCase();
  return choices.find((choice) => choice === asked) ?? null;
}

/** The filter the address holds (`?search=acme&status=suspended&certificate=expiring`). */
function filterOf(params: URLSearchParams) {
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    status: choiceOf(params, 'status', STATUSES),
    certificate: choiceOf(params, 'certificate', EXPIRIES),
    state: idOf(params, 'state'),
    category: idOf(params, 'category'),
  };
}

/** /staff/customers: every business that registered, searched and filtered in the address, a page at a time. */
export function CustomersRoute() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const page = usePageParam();
  const variables: { filter: CustomerFilter; page: number; perPage: number } = {
    filter: {
      ...(filter.search === '' ? {} : { search: filter.search }),
      ...(filter.status === null ? {} : { status: filter.status }),
      ...(filter.certificate === null ? {} : { certificate: filter.certificate }),
      ...(filter.state === null ? {} : { stateId: filter.state }),
      ...(filter.category === null ? {} : { membershipCategoryId: filter.category }),
    },
    page,
    perPage: PER_PAGE,
  };
  const { data, previousData, loading, error, refetch } = useQuery(CustomersRouteQuery, {
    variables: useCommittedValue(variables),
  });
  // While the next filter's answer is on its way, the last list stays (dimmed) rather than a spinner per keystroke.
  const customers = (data ?? previousData)?.customers;
  const filtered =
    filter.search !== '' ||
    filter.status !== null ||
    filter.certificate !== null ||
    filter.state !== null ||
    filter.category !== null;
  // The lists to choose from; until they arrive (or if they fail) the two selects offer "any" only.
  const choices = useQuery(FilterChoicesQuery, { fetchPolicy: 'cache-first' }).data;

  /** A filter changed: its value in the address (none: removed), back to the first page. */
  const setFilter = (
    key: 'search' | 'status' | 'certificate' | 'state' | 'category',
    value: string,
    replace = false,
  ) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(key);
        else next.set(key, value);
        next.delete('page');
        return next;
      },
      { replace },
    );
  };

  return (
    <StaffPage
      title={messages.title}
      subtitle={customers && <Text color="fg.muted">{messages.count(customers.total)}</Text>}
    >
      <Box as="form" role="search" aria-label={messages.filters} onSubmit={(event) => event.preventDefault()}>
        <Flex gap="3" wrap="wrap" align="end">
          <SearchField
            value={filter.search}
            onSearch={(search, { replace }) => setFilter('search', search, replace)}
          />
          <FormField label={messages.status} w={{ base: 'full', sm: '12rem' }}>
            <Select
              name="status"
              value={filter.status?.toLowerCase() ?? ''}
              onChange={(event) => setFilter('status', event.target.value)}
            >
              <option value="">{messages.anyStatus}</option>
              {STATUSES.map((status) => (
                <option key={status} value={status.toLowerCase()}>
                  {messages.statuses[status]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={messages.certificate} w={{ base: 'full', sm: '14rem' }}>
            <Select
              name="certificate"
              value={filter.certificate?.toLowerCase() ?? ''}
              onChange={(event) => setFilter('certificate', event.target.value)}
            >
              <option value="">{messages.anyCertificate}</option>
              {EXPIRIES.map((expiry) => (
                <option key={expiry} value={expiry.toLowerCase()}>
                  {messages.certificateFilters[expiry]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={messages.stateFilter} w={{ base: 'full', sm: '12rem' }}>
            <Select
              name="state"
              value={filter.state ?? ''}
              onChange={(event) => setFilter('state', event.target.value)}
            >
              <option value="">{messages.anyState}</option>
              {choices?.states.map((state) => (
                <option key={state.id} value={state.id}>
                  {state.name}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={messages.categoryFilter} w={{ base: 'full', sm: '14rem' }}>
            <Select
              name="category"
              value={filter.category ?? ''}
              onChange={(event) => setFilter('category', event.target.value)}
            >
              <option value="">{messages.anyCategory}</option>
              {choices?.membershipCategories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </Select>
          </FormField>
        </Flex>
      </Box>
      <QueryState
        loading={loading}
        error={error}
        hasData={customers !== undefined}
        onRetry={() => void refetch()}
      >
        {customers &&
          (customers.items.length > 0 ? (
            <Stack gap="4" aria-busy={loading} opacity={loading ? 0.6 : 1} transition="opacity 0.2s">
              <StaffTable label={messages.tableLabel} columns={Object.values(messages.columns)} interactive>
                {customers.items.map((customer) => (
                  <CustomerRow key={customer.id} customer={customer} />
                ))}
              </StaffTable>
              <StaffPageNumbers page={customers.page} perPage={customers.perPage} total={customers.total} />
            </Stack>
          ) : customers.total > 0 ? (
            <ListNotice
              text={messages.noSuchPage}
              action={messages.firstPage}
              to={`?${new URLSearchParams([...params].filter(([key]) => key !== 'page'))}`}
            />
          ) : filtered ? (
            <ListNotice text={messages.noMatch} action={messages.clearFilters} to={staffPaths.customers} />
          ) : (
            <ListNotice text={messages.empty} />
          ))}
      </QueryState>
    </StaffPage>
  );
}

function CustomerRow({ customer }: { customer: CustomerRow_CustomerFragment }) {
  return (
    <Table.Row>
      <Table.Cell minW="12rem">
        <Link asChild color="brand.700" fontWeight="semibold">
          <RouterLink to={customerPath(customer.id)}>{customer.companyName}</RouterLink>
        </Link>
      </Table.Cell>
      <Table.Cell minW="9rem">{customer.contactName}</Table.Cell>
      <Table.Cell overflowWrap="anywhere" minW="10rem">
        {customer.email}
      </Table.Cell>
      <Table.Cell>{customer.state?.name ?? '—'}</Table.Cell>
      <Table.Cell>{customer.membershipCategory ?? '—'}</Table.Cell>
      <Table.Cell>
        <CustomerStatus status={customer.status} suspended={customer.suspended} />
      </Table.Cell>
      <Table.Cell fontSize="sm">
        <Stack gap="1">
          <ExpiryDate date={customer.tobaccoLicenseExpiresOn} label={messages.licence} />
          <ExpiryDate date={customer.taxIdExpiresOn} label={messages.tax} />
        </Stack>
      </Table.Cell>
    </Table.Row>
  );
}
