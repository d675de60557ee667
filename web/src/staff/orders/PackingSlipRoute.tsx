import { Box, Button, Flex, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Global } from '@emotion/react';

import { ButtonLink } from '../../shared/components/ButtonLink';
import { store } from '../../shared/config/store';
import { QueryState } from '../components/QueryState';
import { StaffNotFound } from '../components/StaffNotFound';
import { StaffPage } from '../components/StaffPage';
import { graphql } from '../gql';
import type { PackingSlip_OrderFragment } from '../gql/graphql';
import { formatAmount } from '../lib/format';
import { formatDateTime } from '../lib/format';
import { orderPath } from '../lib/paths';
import { OrderAddressLines } from './components/OrderAddressLines';
import { ordersMessages } from './messages';
import { useRouteOrder } from './useRouteOrder';

const messages = ordersMessages.packingSlip;

graphql(`
  fragment PackingSlip_order on Order {
    id
    orderNumber
    createdAt
    note
    customer {
      id
      companyName
    }
    lines {
      id
      productName
      sku
      barcode
      quantity
    }
    amountToCollect {
      amount
      currencyCode
    }
    billingAddress {
      ...OrderAddressLines_address
    }
    shippingAddress {
      ...OrderAddressLines_address
    }
  }
`);

const PackingSlipRouteQuery = graphql(`
  query PackingSlipRoute($id: ID!) {
    order(id: $id) {
      id
      ...PackingSlip_order
    }
  }
`);

type Order = PackingSlip_OrderFragment;

export const SLIP_CLASS = 'packing-slip';

/**
 * On paper only the slip: the back office's bar and the page's buttons are `staff-no-print` already; here black on
 * white, no backgrounds, margins that suit A4 and Letter alike, and links as plain text without their addresses.
 */
export const printStyles = {
  '@page': { margin: '15mm 12mm' },
  '@media print': {
    'html, body': { background: '#fff !important' },
    '*, *::before, *::after': {
      color: '#000 !important',
      background: 'transparent !important',
      boxShadow: 'none !important',
      textShadow: 'none !important',
    },
    'a, a:visited': { textDecoration: 'none !important' },
    'a[href]::after': { content: 'none' },
    // The layout's full-height frame and padding would push a short slip onto a second sheet.
    'div:has(> #staff-main)': { minHeight: '0 !important' },
    '#staff-main': { padding: '0 !important', maxWidth: 'none !important' },
    '[data-scope="toast"]': { display: 'none !important' },
    [`.${SLIP_CLASS}`]: { border: 'none !important', padding: '0 !important', maxWidth: 'none !important' },
    [`.${SLIP_CLASS} th, .${SLIP_CLASS} td`]: { borderColor: '#777 !important' },
    [`.${SLIP_CLASS} thead`]: { display: 'table-header-group' },
    [`.${SLIP_CLASS} tr`]: { breakInside: 'avoid' },
    [`.${SLIP_CLASS}-box`]: { borderColor: '#000 !important' },
    // Several slips printed at once: each starts on its own sheet.
    [`.${SLIP_CLASS} + .${SLIP_CLASS}, .pick-list + .${SLIP_CLASS}`]: { breakBefore: 'page' },
  },
} as const;

/** /staff/orders/:orderId/packing-slip: what goes in the parcel and where it goes, to print and tick off. */
export function PackingSlipRoute() {
  const { orderId, order, loading, error, retry } = useRouteOrder(PackingSlipRouteQuery);

  if (order === null) return <StaffNotFound />;
  return (
    <StaffPage
      title={messages.title(order?.orderNumber ?? orderId)}
      actions={
        <>
          {order && (
            <Button colorPalette="brand" onClick={() => window.print()}>
              {messages.print}
            </Button>
          )}
          <ButtonLink to={orderPath(orderId)} variant="outline">
            {messages.backToOrder}
          </ButtonLink>
        </>
      }
    >
      <QueryState loading={loading} error={error} hasData={order !== undefined} onRetry={retry}>
        {order && (
          <>
            <Global styles={printStyles} />
            <PackingSlip order={order} />
          </>
        )}
      </QueryState>
    </StaffPage>
  );
}

/** One order's slip: what goes in the parcel (SKU, barcode, quantity), where it goes and what the driver collects. */
export function PackingSlip({ order }: { order: Order }) {
  const shipTo = order.shippingAddress ?? order.billingAddress;
  const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <Box
      as="article"
      aria-label={messages.heading}
      className={SLIP_CLASS}
      bg="white"
      borderWidth="1px"
      rounded="md"
      p={{ base: '4', md: '8' }}
      maxW="4xl"
      w="full"
    >
      <Stack gap="6">
        <Flex justify="space-between" gap="6" wrap="wrap">
          <Stack gap="0.5">
            <Text fontWeight="bold" fontSize="lg">
              {store.name}
            </Text>
            <Text>
              {messages.phone}: {store.phone}
            </Text>
            <Text>
              {messages.email}: {store.email}
            </Text>
          </Stack>
          <Stack gap="0.5" textAlign={{ base: 'start', sm: 'end' }}>
            <Text fontWeight="bold" fontSize="lg">
              {messages.heading}
            </Text>
            <Text>
              {messages.orderNumber} {order.orderNumber}
            </Text>
            <Text>
              {messages.orderDate}: {formatDateTime(order.createdAt)}
            </Text>
          </Stack>
        </Flex>

        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="6">
          <Stack gap="1">
            <Heading as="h2" size="sm" textTransform="uppercase" letterSpacing="wide">
              {messages.shipTo}
            </Heading>
            {shipTo ? <OrderAddressLines address={shipTo} /> : <Text>{messages.noAddress}</Text>}
            {!order.shippingAddress && shipTo && (
              <Text fontSize="sm" color="fg.muted">
                {messages.shipsToBilling}
              </Text>
            )}
          </Stack>
          <Stack gap="1">
            <Heading as="h2" size="sm" textTransform="uppercase" letterSpacing="wide">
              {messages.customer}
            </Heading>
            <Text>{order.customer.companyName}</Text>
          </Stack>
        </SimpleGrid>

        <Table.Root size="sm" variant="line">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{messages.sku}</Table.ColumnHeader>
              <Table.ColumnHeader>{messages.product}</Table.ColumnHeader>
              <Table.ColumnHeader>{messages.barcode}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{messages.quantity}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="center" w="20">
                {messages.packed}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {order.lines.map((line) => (
              <Table.Row key={line.id}>
                <Table.Cell whiteSpace="nowrap">{line.sku ?? '—'}</Table.Cell>
                <Table.Cell>{line.productName}</Table.Cell>
                <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                  {line.barcode ?? '—'}
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {line.quantity}
                </Table.Cell>
                <Table.Cell textAlign="center">
                  {/* An empty box to tick by hand when the line is in the parcel. */}
                  <Box
                    as="span"
                    className={`${SLIP_CLASS}-box`}
                    display="inline-block"
                    verticalAlign="middle"
                    w="5"
                    h="5"
                    borderWidth="2px"
                    borderColor="gray.700"
                    rounded="xs"
                    aria-hidden
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Text textAlign="end" fontWeight="medium">
          {messages.units(units, order.lines.length)}
        </Text>
        <Box className={`${SLIP_CLASS}-box`} borderWidth="2px" borderColor="gray.700" rounded="sm" p="3">
          <Text fontWeight="bold" fontSize="lg">
            {messages.collect(formatAmount(order.amountToCollect))}
          </Text>
          <Text fontSize="sm">{messages.collectHint}</Text>
        </Box>

        {order.note && (
          <Stack gap="1">
            <Heading as="h2" size="sm" textTransform="uppercase" letterSpacing="wide">
              {messages.note}
            </Heading>
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              {order.note}
            </Text>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
