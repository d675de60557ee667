import { Alert, Box, Button, DataList, Flex, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { EDITABLE_ORDER_STATUSES, MINIMUM_ORDER_CENTS } from '@storefront/contract';
import type { ReactNode } from 'react';

import { OrderTotalsList } from '../../shared/commerce/OrderTotalsList';
import { ButtonLink } from '../../shared/components/ButtonLink';
import { AuditTrail } from '../components/AuditTrail';
import { StaffNotes } from '../notes/StaffNotes';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { QueryState } from '../components/QueryState';
import { StaffNotFound } from '../components/StaffNotFound';
import { StaffPage } from '../components/StaffPage';
import { graphql } from '../gql';
import type { OrderAddressLines_AddressFragment, OrderRouteQuery as OrderRouteData } from '../gql/graphql';
import { formatAmount, formatDate, formatDateTime } from '../lib/format';
import { invoicePath, packingSlipPath, staffPaths } from '../lib/paths';
import { useFulfilAllOrderLinesMutation } from './useFulfilAllOrderLinesMutation';
import { CustomerLink } from './components/CustomerLink';
import { OrderAddressLines } from './components/OrderAddressLines';
import { OrderLines } from './components/OrderLines';
import { OrderStatusActions } from './components/OrderStatusActions';
import { ordersMessages } from './messages';
import { useRouteOrder } from './useRouteOrder';

const messages = ordersMessages.order;

const OrderRouteQuery = graphql(`
  query OrderRoute($id: ID!) {
    order(id: $id) {
      id
      orderNumber
      status
      createdAt
      note
      shipment {
        carrier
        trackingNumber
        expectedDeliveryOn
      }
      customer {
        id
        companyName
      }
      lines {
        id
        ...OrderLines_line
      }
      subtotal {
        amount
        currencyCode
      }
      tax {
        amount
        currencyCode
      }
      total {
        amount
        currencyCode
      }
      billingAddress {
        ...OrderAddressLines_address
      }
      shippingAddress {
        ...OrderAddressLines_address
      }
      audit {
        ...AuditTrail_entry
      }
    }
  }
`);

type Order = NonNullable<OrderRouteData['order']>;

/**
 * /staff/orders/:orderId: what was ordered, by whom, where it goes, the status moves it allows, a Fulfilled box per
 * line, and what staff changed about it.
 */
export function OrderRoute() {
  const { orderId, order, loading, error, retry } = useRouteOrder(OrderRouteQuery);

  if (order === null) return <StaffNotFound />;
  // One page while it loads and once it has loaded, so its heading (which takes the focus) stays the same.
  return (
    <StaffPage
      title={messages.title(order?.orderNumber ?? orderId)}
      actions={
        <>
          <ButtonLink to={packingSlipPath(orderId)} colorPalette="brand" variant="outline">
            {messages.printPackingSlip}
          </ButtonLink>
          <ButtonLink to={invoicePath(orderId)} colorPalette="brand" variant="outline">
            {messages.printInvoice}
          </ButtonLink>
          <ButtonLink to={staffPaths.orders} variant="ghost">
            {messages.allOrders}
          </ButtonLink>
        </>
      }
    >
      {order ? (
        <OrderDetails order={order} onRefused={retry} />
      ) : (
        <QueryState loading={loading} error={error} hasData={false} onRetry={retry}>
          {null}
        </QueryState>
      )}
    </StaffPage>
  );
}

function OrderDetails({ order, onRefused }: { order: Order; onRefused: () => void }) {
  const fulfilled = order.lines.filter((line) => line.fulfilled).length;
  const [fulfilAll, { loading: fulfilling }] = useFulfilAllOrderLinesMutation();
  const editable = (EDITABLE_ORDER_STATUSES as readonly string[]).includes(order.status.toLowerCase());
  const belowMinimum = editable && Math.round(Number(order.total.amount) * 100) < MINIMUM_ORDER_CENTS;
  return (
    <>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Stack gap="6" minW="0">
          <Panel>
            <DataList.Root orientation="horizontal" size="md">
              <DataList.Item>
                <DataList.ItemLabel>{messages.customer}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <CustomerLink customer={order.customer} />
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{messages.placed}</DataList.ItemLabel>
                <DataList.ItemValue>{formatDateTime(order.createdAt)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{messages.status}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <OrderStatusBadge status={order.status} />
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Panel>

          <Stack as="section" aria-labelledby="lines-heading" gap="3">
            <Heading as="h2" size="lg" id="lines-heading">
              {messages.lines}
            </Heading>
            <Flex gap="3" align="center" justify="space-between" wrap="wrap">
              <Text color="fg.muted">
                {order.status === 'CANCELLED'
                  ? messages.cancelledLines
                  : messages.fulfilledCount(fulfilled, order.lines.length)}
              </Text>
              {order.status !== 'CANCELLED' && fulfilled < order.lines.length && (
                <Button
                  size="sm"
                  colorPalette="brand"
                  variant="outline"
                  loading={fulfilling}
                  onClick={() => void fulfilAll(order)}
                >
                  {messages.fulfilAll}
                </Button>
              )}
            </Flex>
            <OrderLines
              orderId={order.id}
              lines={order.lines}
              locked={order.status === 'CANCELLED'}
              editable={editable}
            />
            {belowMinimum && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>{ordersMessages.editLine.belowMinimum(formatAmount(order.total))}</Alert.Title>
              </Alert.Root>
            )}
            <OrderTotalsList
              subtotal={order.subtotal}
              tax={order.tax}
              total={order.total}
              labels={messages}
              label={messages.totals}
              minW={{ base: 'full', sm: '64' }}
            />
          </Stack>
        </Stack>

        <Stack gap="6" minW="0">
          <Panel>
            <OrderStatusActions order={order} onRefused={onRefused} />
          </Panel>
          {order.shipment && (
            <Panel>
              <Stack as="section" aria-labelledby="shipment-heading" gap="2">
                <Heading as="h2" size="md" id="shipment-heading">
                  {messages.shipment}
                </Heading>
                <DataList.Root orientation="horizontal" size="sm">
                  <DataList.Item>
                    <DataList.ItemLabel>{messages.carrier}</DataList.ItemLabel>
                    <DataList.ItemValue>{order.shipment.carrier}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>{messages.trackingNumber}</DataList.ItemLabel>
                    <DataList.ItemValue>{order.shipment.trackingNumber}</DataList.ItemValue>
                  </DataList.Item>
                  {order.shipment.expectedDeliveryOn && (
                    <DataList.Item>
                      <DataList.ItemLabel>{messages.expectedDelivery}</DataList.ItemLabel>
                      <DataList.ItemValue>{formatDate(order.shipment.expectedDeliveryOn)}</DataList.ItemValue>
                    </DataList.Item>
                  )}
                </DataList.Root>
              </Stack>
            </Panel>
          )}
          <Panel>
            <Stack as="section" aria-labelledby="addresses-heading" gap="4">
              <Heading as="h2" size="md" id="addresses-heading">
                {messages.addresses}
              </Heading>
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 1 }} gap="4">
                <AddressSection
                  title={messages.billingAddress}
                  address={order.billingAddress}
                  absent={messages.noBillingAddress}
                />
                <AddressSection
                  title={messages.shippingAddress}
                  address={order.shippingAddress}
                  absent={messages.noShippingAddress}
                />
              </SimpleGrid>
            </Stack>
          </Panel>
          <Panel>
            <Stack as="section" aria-labelledby="note-heading" gap="2">
              <Heading as="h2" size="md" id="note-heading">
                {messages.note}
              </Heading>
              {order.note ? (
                <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {order.note}
                </Text>
              ) : (
                <Text color="fg.muted">{messages.noNote}</Text>
              )}
            </Stack>
          </Panel>
        </Stack>
      </Grid>

      <StaffNotes subject={{ type: 'ORDER', id: order.id }} />
      <AuditTrail entries={order.audit} />
    </>
  );
}

/** One of the order's addresses, or what its absence means. */
function AddressSection({
  title,
  address,
  absent,
}: {
  title: string;
  address: OrderAddressLines_AddressFragment | null;
  absent: string;
}) {
  return (
    <Stack gap="1">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {address ? <OrderAddressLines address={address} /> : <Text color="fg.muted">{absent}</Text>}
    </Stack>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <Box bg="white" borderWidth="1px" rounded="md" p={{ base: '4', md: '5' }}>
      {children}
    </Box>
  );
}
