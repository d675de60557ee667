import { useQuery } from '@apollo/client/react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';

import { graphql } from '../../../gql';
import { InvoiceDocument, addressLines, invoiceMessages } from '../../../shared/commerce/InvoiceDocument';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { orderPath } from '../../../shared/session/accountPaths';
import { formatDate } from '../lib/format';
import { accountMessages, orderDetailMessages as messages } from '../messages';

const OrderInvoiceRouteQuery = graphql(`
  query OrderInvoiceRoute($id: ID!) {
    order(id: $id) {
      id
      number
      createdAt
      billingAddress {
        name
        companyName
        address
        city
        stateName
        postcode
        phone
        email
      }
      shippingAddress {
        name
        companyName
        address
        city
        stateName
        postcode
      }
      lines {
        id
        name
        quantity
        unitPrice {
          amount
        }
        subtotal {
          amount
        }
      }
      subtotal {
        amount
      }
      tax {
        amount
      }
      total {
        amount
      }
    }
  }
`);

/**
 * /my-account/orders/:orderId/invoice: the buyer's invoice of an order, built from the public `order` query (so it
 * is the same on any store), to print or save as PDF.
 */
export function OrderInvoiceRoute() {
  const { orderId = '' } = useParams();
  const { data, loading } = useQuery(OrderInvoiceRouteQuery, { variables: { id: orderId } });
  if (loading && !data) return <Text>{accountMessages.loading}</Text>;
  const order = data?.order;
  if (!order) return <Text>{messages.notFound}</Text>;
  return (
    <Stack gap="4">
      <title>{invoiceMessages.number(order.number)}</title>
      <HStack gap="3" wrap="wrap" className="no-print">
        <Button colorPalette="brand" onClick={() => window.print()}>
          {invoiceMessages.print}
        </Button>
        <ButtonLink to={orderPath(order.id)} variant="outline">
          {messages.backToOrder}
        </ButtonLink>
      </HStack>
      <InvoiceDocument
        invoice={{
          orderNumber: order.number,
          date: formatDate(order.createdAt),
          billTo: addressLines(order.billingAddress),
          shipTo: order.shippingAddress ? addressLines(order.shippingAddress) : null,
          lines: order.lines.map((line) => ({
            id: line.id,
            name: line.name,
            quantity: line.quantity,
            unitPrice: line.unitPrice?.amount ?? null,
            subtotal: line.subtotal.amount,
          })),
          subtotal: order.subtotal.amount,
          tax: order.tax.amount,
          total: order.total.amount,
        }}
      />
    </Stack>
  );
}
