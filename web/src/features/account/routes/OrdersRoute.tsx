import { useQuery } from '@apollo/client/react';
import { Badge, Link, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';

import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { formatMoney } from '../../../shared/lib/money';
import { orderPath } from '../../../shared/session/accountPaths';
import { ExportOrdersButton } from '../components/ExportOrdersButton';
import { OrdersPagination } from '../components/OrdersPagination';
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
    shipment {
      carrier
      trackingNumber
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
  const { pathname } = useLocation();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  // Always asked again: a new order (checkout) or a status the store changed must show up here.
  const { data, loading, error } = useQuery(OrdersRouteQuery, {
    variables: { page, perPage: PER_PAGE },
    fetchPolicy: 'cache-and-network',
  });

  useEffect(() => {
    if (error) console.error('Could not load the orders.', error);
  }, [error]);
  // Null only for a session that ended meanwhile: the account's login guard takes the customer away.
  const orders = data?.orders;

  return (
    <Stack gap="5">
      <title>{messages.documentTitle}</title>
      {orders && orders.items.length > 0 && <ExportOrdersButton />}
      {loading && !data ? (
        <Text>{accountMessages.loading}</Text>
      ) : error && !data ? (
        <Text>{messages.loadFailed}</Text>
      ) : orders && orders.items.length === 0 && orders.totalPages > 0 ? (
        // An old or mistyped `?page=` past the last page: the customer has orders, just not on this page.
        <OrdersNotice text={messages.noSuchPage} to={pathname} action={messages.firstPage} />
      ) : !orders || orders.items.length === 0 ? (
        <OrdersNotice text={messages.empty} to="/" action={messages.browseProducts} />
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
                {orders.items.map((order) => (
                  <OrderRow key={order.id} order={order} />
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <OrdersPagination page={orders.page} totalPages={orders.totalPages} />
        </>
      )}
    </Stack>
  );
}

/** A note where the table would be, with the one link that helps from there. */
function OrdersNotice({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <Stack gap="3" align="start" p="5" borderWidth="1px" borderRadius="l2" bg="bg.muted">
      <Text>{text}</Text>
      <ButtonLink to={to} colorPalette="brand" size="sm">
        {action}
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
        {order.shipment && (
          <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
            {messages.shippedWith(order.shipment.carrier, order.shipment.trackingNumber)}
          </Text>
        )}
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
