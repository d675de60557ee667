import { IconButton, Link, Table, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import { type FragmentType, getFragmentData, graphql } from '../../../../gql';
import { formatMoney } from '../../../../shared/lib/money';
import { TrashIcon } from '../../../../shared/components/icons';
import { ProductThumbnail } from '../../components/ProductThumbnail';
import { stackedTableCss } from '../../components/stackedTable';
import { productPath } from '../../lib/productPath';
import { cartMessages as messages } from '../../messages';
import { useRemoveCartLineMutation, useSetCartLineQuantityMutation } from '../api/useCartLineMutations';
import { QuantityControl } from './QuantityControl';

export const CartTableFragment = graphql(`
  fragment CartTable_cart on Cart {
    id
    lines {
      id
      quantity
      unitPrice {
        amount
        currencyCode
      }
      tax {
        amount
        currencyCode
      }
      subtotal {
        amount
        currencyCode
      }
      product {
        id
        name
        slug
        stock
        purchaseLimit
        image {
          url
          alt
        }
      }
    }
  }
`);

/** The cart's lines: picture, name, price, quantity with minus and plus, tax, subtotal and a remove button. */
export function CartTable(props: { cart: FragmentType<typeof CartTableFragment> }) {
  const cart = getFragmentData(CartTableFragment, props.cart);
  const [setQuantity, { loading: changing }] = useSetCartLineQuantityMutation();
  const [removeLine, { loading: removing }] = useRemoveCartLineMutation();
  const busy = changing || removing;

  return (
    <Table.Root size="sm" css={stackedTableCss}>
      <Table.Caption srOnly>{messages.tableCaption}</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>
            <VisuallyHidden>{messages.image}</VisuallyHidden>
          </Table.ColumnHeader>
          <Table.ColumnHeader>{messages.product}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{messages.price}</Table.ColumnHeader>
          <Table.ColumnHeader>{messages.quantity}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{messages.tax}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{messages.subtotal}</Table.ColumnHeader>
          <Table.ColumnHeader>
            <VisuallyHidden>{messages.remove}</VisuallyHidden>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {cart.lines.map((line) => (
          <Table.Row key={line.id}>
            <Table.Cell>
              <ProductThumbnail image={line.product.image} />
            </Table.Cell>
            <Table.Cell data-label={messages.product} fontWeight="medium">
              <Link asChild color="brand.700">
                <RouterLink to={productPath(line.product)}>{line.product.name}</RouterLink>
              </Link>
            </Table.Cell>
            <Table.Cell data-label={messages.price} textAlign="end">
              {formatMoney(line.unitPrice)}
            </Table.Cell>
            <Table.Cell data-label={messages.quantity}>
              <QuantityControl
                name={line.product.name}
                quantity={line.quantity}
                stock={line.product.stock}
                purchaseLimit={line.product.purchaseLimit}
                busy={busy}
                onChange={(quantity) =>
                  void (quantity < 1 ? removeLine(line.id) : setQuantity(line.id, quantity))
                }
              />
            </Table.Cell>
            <Table.Cell data-label={messages.tax} textAlign="end">
              {formatMoney(line.tax)}
            </Table.Cell>
            <Table.Cell data-label={messages.subtotal} textAlign="end" fontWeight="semibold">
              {formatMoney(line.subtotal)}
            </Table.Cell>
            <Table.Cell textAlign="end">
              <IconButton
                aria-label={messages.removeLine(line.product.name)}
                variant="ghost"
                colorPalette="red"
                size="sm"
                disabled={busy}
                onClick={() => void removeLine(line.id)}
              >
                <TrashIcon />
              </IconButton>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
