import { useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, Link, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { formatMoney } from '../../../shared/lib/money';
import { orderPath } from '../../../shared/session/accountPaths';
import { formatDate, orderStatusLabel } from '../lib/format';
import { accountMessages, ordersMessages as messages } from '../messages';

const PER_PAGE = 20;

export const OrderRowFragment = graphql(`
  fragment OrderRow_order on Order {
    id
    number
    createdAt
    status
    total {
      amount
      currencyCode
    }
  }
`);

const OrdersRouteQuery = graphql(`
  query OrdersRouteQuery($page: Int!, $perPage: Int!) {
    orders(page: $page, perPage: $perPage) {
      items {
        id
        ...OrderRow_order
      }
      page
      totalPages
    }
  }
`);

export function OrdersRoute() {
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  // Always asked again: a new order (checkout) or a status the store changed must show up here.
  const { data, loading, error } = useQuery(OrdersRouteQuery, {
    variables: { page, perPage: PER_PAGE },
    fetchPolicy: 'cache-and-network',
  });

  useEffect(() => {
    if (error) console.error('Could not load the orders.', error);
  }, [error]);

  return (
    <Stack gap="5">
      <title>{messages.documentTitle}</title>
      {loading && !data ? (
        <Text>{accountMessages.loading}</Text>
      ) : error && !data ? (
        <Text>{messages.loadFailed}</Text>
      ) : !data || data.orders.items.length === 0 ? (
        <EmptyOrders />
      ) : (
        <>
          <Table.ScrollArea borderWidth="1px" borderRadius="l2">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{messages.order}</Table.ColumnHeader>
                  <Table.ColumnHeader>{messages.date}</Table.ColumnHeader>
                  <Table.ColumnHeader>{messages.status}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{messages.total}</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <VisuallyHidden>{messages.actions}</VisuallyHidden>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.orders.items.map((order) => (
                  <OrderRow key={order.id} order={order} />
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Pager page={data.orders.page} pages={data.orders.totalPages} />
        </>
      )}
    </Stack>
  );
}

function EmptyOrders() {
  return (
    <Stack gap="3" align="start" p="5" borderWidth="1px" borderRadius="l2" bg="bg.muted">
      <Text>{messages.empty}</Text>
      <ButtonLink to="/" colorPalette="brand" size="sm">
        {messages.browseProducts}
      </ButtonLink>
    </Stack>
  );
}

function OrderRow({ order: orderRef }: { order: FragmentType<typeof OrderRowFragment> }) {
  const order = getFragmentData(OrderRowFragment, orderRef);
  return (
    <Table.Row>
      <Table.Cell>
        <Link asChild color="brand.700" fontWeight="semibold">
          <RouterLink to={orderPath(order.id)}>{order.number}</RouterLink>
        </Link>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDate(order.createdAt)}</Table.Cell>
      <Table.Cell>
        <Badge>{orderStatusLabel(order.status)}</Badge>
      </Table.Cell>
      <Table.Cell textAlign="end">{formatMoney(order.total)}</Table.Cell>
      <Table.Cell textAlign="end">
        <ButtonLink
          to={orderPath(order.id)}
          size="xs"
          variant="outline"
          aria-label={messages.viewOrder(order.number)}
        >
          {messages.view}
        </ButtonLink>
      </Table.Cell>
    </Table.Row>
  );
}

function Pager({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  const to = (target: number) => `?page=${target}`;
  return (
    <HStack as="nav" aria-label={messages.pageOf(page, pages)} justify="space-between">
      {page > 1 ? (
        <ButtonLink to={to(page - 1)} size="sm" variant="outline">
          {messages.previousPage}
        </ButtonLink>
      ) : (
        <Button size="sm" variant="outline" disabled>
          {messages.previousPage}
        </Button>
      )}
      <Text fontSize="sm">{messages.pageOf(page, pages)}</Text>
      {page < pages ? (
        <ButtonLink to={to(page + 1)} size="sm" variant="outline">
          {messages.nextPage}
        </ButtonLink>
      ) : (
        <Button size="sm" variant="outline" disabled>
          {messages.nextPage}
        </Button>
      )}
    </HStack>
  );
}
