import { useQuery } from '@apollo/client/react';
import { Badge, DataList, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useParams } from 'react-router';

import { graphql } from '../../../gql';
import { OrderTotalsList } from '../../../shared/commerce/OrderTotalsList';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { accountPaths, orderInvoicePath } from '../../../shared/session/accountPaths';
import { OrderAddressBlock } from '../components/OrderAddressBlock';
import { linesToOrderAgain, OrderAgainButton } from '../components/OrderAgainButton';
import { SaveToListButton } from '../../../shared/lists/SaveToListButton';
import { shoppingListMessages } from '../../../shared/lists/messages';
import { OrderDetailLines } from '../components/OrderDetailLines';
import { formatCalendarDate, formatDate, orderStatusLabel } from '../lib/format';
import { accountMessages, orderDetailMessages as messages } from '../messages';

const OrderDetailRouteQuery = graphql(`
  query OrderDetailRouteQuery($id: ID!) {
    order(id: $id) {
      id
      number
      createdAt
      status
      paymentMethod
      note
      shipment {
        carrier
        trackingNumber
        expectedDeliveryOn
      }
      billingAddress {
        ...OrderAddressBlock_address
      }
      shippingAddress {
        ...OrderAddressBlock_address
      }
      lines {
        id
        ...OrderAgainButton_line
        ...OrderDetailLines_line
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
    }
  }
`);

export function OrderDetailRoute() {
  const { orderId = '' } = useParams();
  const { data, loading, error } = useQuery(OrderDetailRouteQuery, { variables: { id: orderId } });

  useEffect(() => {
    if (error) console.error('Could not load the order.', error);
  }, [error]);

  const goBack = (
    <ButtonLink to={accountPaths.orders} variant="outline" colorPalette="brand" alignSelf="start">
      {messages.goBack}
    </ButtonLink>
  );

  if (loading && !data) return <Text>{accountMessages.loading}</Text>;
  const order = data?.order;
  if (!order) {
    return (
      <Stack gap="4">
        <Text>{messages.notFound}</Text>
        {goBack}
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <title>{messages.documentTitle(order.number)}</title>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="xl">
          {messages.title(order.number)}
        </Heading>
        <HStack gap="3" wrap="wrap">
          {order.lines.length > 0 && <OrderAgainButton lines={order.lines} />}
          <SaveToListButton
            label={shoppingListMessages.saveOrderToList}
            lines={linesToOrderAgain(order.lines).map(({ productId, quantity }) => ({ productId, quantity }))}
          />
          <ButtonLink to={orderInvoicePath(order.id)} variant="outline" colorPalette="brand">
            {messages.invoice}
          </ButtonLink>
          {goBack}
        </HStack>
      </HStack>

      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{messages.placedOn}</DataList.ItemLabel>
          <DataList.ItemValue>{formatDate(order.createdAt)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{messages.status}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Badge>{orderStatusLabel(order.status)}</Badge>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{messages.paymentMethod}</DataList.ItemLabel>
          <DataList.ItemValue>{messages.cashOnDelivery}</DataList.ItemValue>
        </DataList.Item>
        {order.shipment && (
          <>
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
                <DataList.ItemValue>
                  {formatCalendarDate(order.shipment.expectedDeliveryOn)}
                </DataList.ItemValue>
              </DataList.Item>
            )}
          </>
        )}
        {order.note && (
          <DataList.Item>
            <DataList.ItemLabel>{messages.note}</DataList.ItemLabel>
            <DataList.ItemValue>{order.note}</DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <OrderAddressBlock title={messages.billingAddress} address={order.billingAddress} />
        {order.shippingAddress ? (
          <OrderAddressBlock title={messages.shippingAddress} address={order.shippingAddress} />
        ) : (
          <Stack as="section" aria-label={messages.shippingAddress} borderWidth="1px" borderRadius="l2" p="4">
            <Heading as="h3" size="sm">
              {messages.shippingAddress}
            </Heading>
            <Text>{messages.sameAsBilling}</Text>
          </Stack>
        )}
      </SimpleGrid>

      <OrderDetailLines lines={order.lines} />

      <OrderTotalsList subtotal={order.subtotal} tax={order.tax} total={order.total} labels={messages} />
    </Stack>
  );
}
