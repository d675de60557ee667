import { Heading, Table } from '@chakra-ui/react';

import { type FragmentType, getFragmentData, graphql } from '../../../../gql';
import { formatMoney } from '../../../../shared/lib/money';
import { checkoutMessages as messages } from '../../messages';

export const OrderReviewFragment = graphql(`
  fragment OrderReview_cart on Cart {
    id
    lines {
      id
      quantity
      subtotal {
        amount
        currencyCode
      }
      product {
        id
        name
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
  }
`);

/** 'Your order': each line with its subtotal, then subtotal, tax and total as the store computed them. */
export function OrderReview(props: { cart: FragmentType<typeof OrderReviewFragment> }) {
  const cart = getFragmentData(OrderReviewFragment, props.cart);
  return (
    <section aria-labelledby="order-review">
      <Heading as="h2" id="order-review" size="lg" mb="3">
        {messages.yourOrder}
      </Heading>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{messages.product}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{messages.subtotal}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {cart.lines.map((line) => (
            <Table.Row key={line.id}>
              <Table.Cell>{messages.lineName(line.product.name, line.quantity)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(line.subtotal)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row>
            <Table.ColumnHeader scope="row">{messages.subtotal}</Table.ColumnHeader>
            <Table.Cell textAlign="end">{formatMoney(cart.subtotal)}</Table.Cell>
          </Table.Row>
          <Table.Row>
            <Table.ColumnHeader scope="row">{messages.tax}</Table.ColumnHeader>
            <Table.Cell textAlign="end">{formatMoney(cart.tax)}</Table.Cell>
          </Table.Row>
          <Table.Row fontWeight="bold">
            <Table.ColumnHeader scope="row">{messages.total}</Table.ColumnHeader>
            <Table.Cell textAlign="end">{formatMoney(cart.total)}</Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </section>
  );
}
