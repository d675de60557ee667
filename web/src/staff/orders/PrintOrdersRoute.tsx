import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { ORDERS_PER_BULK } from '@storefront/contract';
import { Global } from '@emotion/react';
import { useSearchParams } from 'react-router';

import { ButtonLink } from '../../shared/components/ButtonLink';
import { QueryState } from '../components/QueryState';
import { StaffPage } from '../components/StaffPage';
import { graphql } from '../gql';
import type { PackingSlip_OrderFragment } from '../gql/graphql';
import { staffPaths } from '../lib/paths';
import { isRecordId } from './filters';
import { ordersMessages } from './messages';
import { PackingSlip, printStyles, SLIP_CLASS } from './PackingSlipRoute';

const messages = ordersMessages.print;

const PrintOrdersRouteQuery = graphql(`
  query PrintOrdersRoute($ids: [ID!]!) {
    ordersById(ids: $ids) {
      id
      ...PackingSlip_order
    }
  }
`);

/** The selected orders' ids of the address (`?ids=12,15,18`): record ids, without repeats, at most 50. */
function idsOf(params: URLSearchParams): string[] {
  const ids = (params.get('ids') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(isRecordId);
  return [...new Set(ids)].slice(0, ORDERS_PER_BULK);
}

export interface PickLine {
  key: string;
  sku: string | null;
  productName: string;
  barcode: string | null;
  quantity: number;
  orderNumbers: string[];
}

/** Every line of the orders summed per product (by SKU, else by name), in SKU order: what to fetch from the shelves. */
export function pickList(orders: readonly PackingSlip_OrderFragment[]): PickLine[] {
  const byProduct = new Map<string, PickLine>();
  for (const order of orders) {
    for (const line of order.lines) {
      const key = line.sku ?? `name:${line.productName}`;
      const pick = byProduct.get(key) ?? {
        key,
        sku: line.sku,
        productName: line.productName,
        barcode: line.barcode,
        quantity: 0,
        orderNumbers: [],
      };
      pick.quantity += line.quantity;
      if (!pick.orderNumbers.includes(order.orderNumber)) pick.orderNumbers.push(order.orderNumber);
      byProduct.set(key, pick);
    }
  }
  return [...byProduct.values()].sort((a, b) =>
    (a.sku ?? a.productName).localeCompare(b.sku ?? b.productName, 'en-US', { numeric: true }),
  );
}

/**
 * /staff/orders/print?ids=…: the selected orders' pick list (lines summed per product, with SKU and barcode), then
 * each order's packing slip on its own sheet; one Print for all.
 */
export function PrintOrdersRoute() {
  const [params] = useSearchParams();
  const ids = idsOf(params);
  const { data, loading, error, refetch } = useQuery(PrintOrdersRouteQuery, {
    variables: { ids },
    skip: ids.length === 0,
  });
  const orders = data?.ordersById;
  const picks = orders ? pickList(orders) : [];

  return (
    <StaffPage
      title={messages.title(ids.length)}
      actions={
        <>
          {orders && orders.length > 0 && (
            <Button colorPalette="brand" onClick={() => window.print()}>
              {messages.print}
            </Button>
          )}
          <ButtonLink to={staffPaths.orders} variant="outline">
            {messages.backToOrders}
          </ButtonLink>
        </>
      }
    >
      {ids.length === 0 ? (
        <Text>{messages.noSelection}</Text>
      ) : (
        <QueryState
          loading={loading}
          error={error}
          hasData={orders !== undefined}
          onRetry={() => void refetch()}
        >
          {orders &&
            (orders.length === 0 ? (
              <Text>{messages.noneFound}</Text>
            ) : (
              <>
                <Global styles={printStyles} />
                {orders.length < ids.length && (
                  <Alert.Root status="warning" className="staff-no-print">
                    <Alert.Indicator />
                    <Alert.Title>{messages.missing(ids.length - orders.length)}</Alert.Title>
                  </Alert.Root>
                )}
                <Box
                  as="section"
                  aria-labelledby="pick-list-heading"
                  className={`pick-list ${SLIP_CLASS}`}
                  bg="white"
                  borderWidth="1px"
                  rounded="md"
                  p={{ base: '4', md: '8' }}
                  maxW="4xl"
                  w="full"
                >
                  <Stack gap="4">
                    <Heading as="h2" size="lg" id="pick-list-heading">
                      {messages.pickList}
                    </Heading>
                    <Text color="fg.muted">{messages.pickListHint}</Text>
                    <Table.ScrollArea>
                      <Table.Root size="sm" variant="line" aria-label={messages.pickList}>
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader>{messages.sku}</Table.ColumnHeader>
                            <Table.ColumnHeader>{messages.product}</Table.ColumnHeader>
                            <Table.ColumnHeader textAlign="end">{messages.quantity}</Table.ColumnHeader>
                            <Table.ColumnHeader>{messages.barcode}</Table.ColumnHeader>
                            <Table.ColumnHeader>{messages.orders}</Table.ColumnHeader>
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {picks.map((pick) => (
                            <Table.Row key={pick.key}>
                              <Table.Cell whiteSpace="nowrap">{pick.sku ?? '—'}</Table.Cell>
                              <Table.Cell>{pick.productName}</Table.Cell>
                              <Table.Cell textAlign="end" fontWeight="semibold">
                                {pick.quantity}
                              </Table.Cell>
                              <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                                {pick.barcode ?? '—'}
                              </Table.Cell>
                              <Table.Cell>{pick.orderNumbers.join(', ')}</Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Table.ScrollArea>
                  </Stack>
                </Box>
                {orders.map((order) => (
                  <PackingSlip key={order.id} order={order} />
                ))}
              </>
            ))}
        </QueryState>
      )}
    </StaffPage>
  );
}
