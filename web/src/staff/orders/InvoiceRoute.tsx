import { Button } from '@chakra-ui/react';

import { InvoiceDocument, addressLines, invoiceMessages } from '../../shared/commerce/InvoiceDocument';
import { ButtonLink } from '../../shared/components/ButtonLink';
import { QueryState } from '../components/QueryState';
import { StaffNotFound } from '../components/StaffNotFound';
import { StaffPage } from '../components/StaffPage';
import { graphql } from '../gql';
import { formatDateTime } from '../lib/format';
import { orderPath } from '../lib/paths';
import { ordersMessages } from './messages';
import { useRouteOrder } from './useRouteOrder';

const InvoiceRouteQuery = graphql(`
  query InvoiceRoute($id: ID!) {
    order(id: $id) {
      id
      orderNumber
      createdAt
      lines {
        id
        productName
        sku
        quantity
        unitPrice {
          amount
          currencyCode
        }
        subtotal {
          amount
          currencyCode
        }
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
    }
  }
`);

/** /staff/orders/:orderId/invoice: the order's invoice, to print or save as PDF. */
export function InvoiceRoute() {
  const { orderId, order, loading, error, retry } = useRouteOrder(InvoiceRouteQuery);
  if (order === null) return <StaffNotFound />;
  return (
    <StaffPage
      title={invoiceMessages.number(order?.orderNumber ?? orderId)}
      actions={
        <>
          {order && (
            <Button colorPalette="brand" onClick={() => window.print()}>
              {invoiceMessages.print}
            </Button>
          )}
          <ButtonLink to={orderPath(orderId)} variant="outline">
            {ordersMessages.packingSlip.backToOrder}
          </ButtonLink>
        </>
      }
    >
      <QueryState loading={loading} error={error} hasData={order !== undefined} onRetry={retry}>
        {order && (
          <InvoiceDocument
            invoice={{
              orderNumber: order.orderNumber,
              date: formatDateTime(order.createdAt),
              billTo: order.billingAddress ? addressLines(order.billingAddress) : [],
              shipTo: order.shippingAddress ? addressLines(order.shippingAddress) : null,
              lines: order.lines.map((line) => ({
                id: line.id,
                name: line.productName,
                sku: line.sku,
                quantity: line.quantity,
                unitPrice: line.unitPrice?.amount ?? null,
                subtotal: line.subtotal?.amount ?? null,
              })),
              subtotal: order.subtotal?.amount ?? null,
              tax: order.tax?.amount ?? null,
              total: order.total.amount,
            }}
          />
        )}
      </QueryState>
    </StaffPage>
  );
}
