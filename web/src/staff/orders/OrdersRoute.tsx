import { skipToken, useQuery } from '@apollo/client/react';
import { Alert, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { ButtonLink } from '../../shared/components/ButtonLink';
import { QueryState } from '../components/QueryState';
import { StaffPage } from '../components/StaffPage';
import { StaffPageNumbers, usePageParam } from '../components/StaffPageNumbers';
import { graphql } from '../gql';
import { staffPaths } from '../lib/paths';
import { OrderFiltersForm } from './components/OrderFiltersForm';
import { BulkOrdersBar } from './components/BulkOrdersBar';
import { OrdersTable } from './components/OrdersTable';
import {
  type OrderFilters,
  filterParams,
  filtersOf,
  hasFilters,
  isRangeInverted,
  orderFilterInput,
  ordersCsvHref,
} from './filters';
import { ordersMessages } from './messages';

const messages = ordersMessages.list;

const PER_PAGE = 25;

const OrdersRouteQuery = graphql(`
  query OrdersRoute($filter: OrderFilter, $page: Int!, $perPage: Int!) {
    orders(filter: $filter, page: $page, perPage: $perPage) {
      items {
        id
        ...OrdersTable_order
      }
      page
      perPage
      total
    }
  }
`);

/** The address of the list with these filters, on its first page. */
function listPath(filters: OrderFilters): string {
  const query = filterParams(filters).toString();
  return query ? `${staffPaths.orders}?${query}` : staffPaths.orders;
}

/**
 * /staff/orders: every order, newest first, filtered by status, the days it was placed in and the customer (all in
 * the address, so Back, reload and a shared link show the same list), with the CSV export of the same filters.
 */
export function OrdersRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersOf(params);
  const page = usePageParam();
  const inverted = isRangeInverted(filters);
  const { data, loading, error, refetch } = useQuery(
    OrdersRouteQuery,
    inverted ? skipToken : { variables: { filter: orderFilterInput(filters), page, perPage: PER_PAGE } },
  );
  const orders = inverted ? undefined : data?.orders;
  // Kept across pages and filters, so a morning's orders can be gathered from several lists.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const select = (ids: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <StaffPage
      title={messages.title}
      subtitle={orders && <Text color="fg.muted">{messages.count(orders.total)}</Text>}
      actions={
        !inverted && (
          <Flex gap="2" wrap="wrap">
            <Button asChild variant="outline" title={messages.exportCsvHint}>
              <a href={ordersCsvHref(filters)} download>
                {messages.exportCsv}
              </a>
            </Button>
            <Button asChild variant="outline" title={messages.exportCsvLinesHint}>
              <a href={ordersCsvHref(filters, { lines: true, addresses: true })} download>
                {messages.exportCsvLines}
              </a>
            </Button>
          </Flex>
        )
      }
    >
      <OrderFiltersForm
        key={filterParams(filters).toString()}
        filters={filters}
        onApply={(next) => void navigate(listPath(next))}
      />
      {filters.customerId !== null && (
        <CustomerFilter
          customerId={filters.customerId}
          // The list's orders are the customer's: they carry the name the filter's id stands for.
          name={orders?.items.find((order) => order.customer.id === filters.customerId)?.customer.companyName}
          without={listPath({ ...filters, customerId: null })}
        />
      )}
      {selected.size > 0 && <BulkOrdersBar selected={selected} onClear={() => setSelected(new Set())} />}
      {inverted ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{messages.rangeInverted}</Alert.Title>
        </Alert.Root>
      ) : (
        <QueryState
          loading={loading}
          error={error}
          hasData={orders !== undefined}
          onRetry={() => void refetch()}
        >
          {orders &&
            (orders.items.length > 0 ? (
              <Stack gap="4">
                <OrdersTable orders={orders.items} selected={selected} onSelect={select} />
                <StaffPageNumbers page={orders.page} perPage={orders.perPage} total={orders.total} />
              </Stack>
            ) : orders.total > 0 ? (
              // A `?page=` past the end (the list got shorter, or the address was typed).
              <Notice text={messages.noSuchPage}>
                <ButtonLink to={listPath(filters)} size="sm" variant="outline">
                  {messages.firstPage}
                </ButtonLink>
              </Notice>
            ) : hasFilters(filters) ? (
              // The form above offers Clear filters.
              <Notice text={messages.emptyFiltered} />
            ) : (
              <Notice text={messages.empty} />
            ))}
        </QueryState>
      )}
    </StaffPage>
  );
}

/** The customer the list is narrowed to (from a customer's page), and the way back to everyone's orders. */
function CustomerFilter({
  customerId,
  name,
  without,
}: {
  customerId: string;
  name: string | undefined;
  without: string;
}) {
  return (
    <Flex align="center" gap="3" wrap="wrap">
      <Text fontWeight="medium">
        {name === undefined ? messages.customerById(customerId) : messages.customer(name)}
      </Text>
      <ButtonLink to={without} size="sm" variant="outline">
        {messages.everyCustomer}
      </ButtonLink>
    </Flex>
  );
}

function Notice({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Stack gap="3" align="start" p="5" borderWidth="1px" rounded="md" bg="white">
      <Text>{text}</Text>
      {children}
    </Stack>
  );
}
