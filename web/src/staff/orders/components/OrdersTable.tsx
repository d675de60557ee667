import { Checkbox, Link, Table } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

import { OrderStatusBadge } from '../../components/OrderStatusBadge';
import { graphql } from '../../gql';
import type { OrdersTable_OrderFragment } from '../../gql/graphql';
import { formatAmount, formatDateTime } from '../../lib/format';
import { orderPath } from '../../lib/paths';
import { ordersMessages } from '../messages';
import { CustomerLink } from './CustomerLink';
import { TableScroll } from '../../components/TableScroll';

export const OrdersTableFragment = graphql(`
  fragment OrdersTable_order on Order {
    id
    orderNumber
    createdAt
    status
    lineCount
    total {
      amount
      currencyCode
    }
    customer {
      id
      companyName
    }
  }
`);

const messages = ordersMessages.list;

interface OrdersTableProps {
  orders: readonly OrdersTable_OrderFragment[];
  /** The ids ticked for a bulk action. */
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], selected: boolean) => void;
}

/**
 * One page of orders, each with a box to select it for a bulk action (the first column, so a phone shows it);
 * a row opens its order (the order number is the link a keyboard reaches).
 */
export function OrdersTable({ orders, selected, onSelect }: OrdersTableProps) {
  const allSelected = orders.length > 0 && orders.every((order) => selected.has(order.id));
  const someSelected = orders.some((order) => selected.has(order.id));
  const navigate = useNavigate();
  // A click anywhere on a row but its links opens the order, as the order number's link does.
  const openRow = (event: MouseEvent<HTMLTableRowElement>, id: string) => {
    if (event.target instanceof Element && event.target.closest('a, button, label, input')) return;
    void navigate(orderPath(id));
  };
  return (
    <TableScroll label={messages.table}>
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="1">
              <Checkbox.Root
                colorPalette="brand"
                checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                onCheckedChange={(details) =>
                  onSelect(
                    orders.map((order) => order.id),
                    details.checked === true,
                  )
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label srOnly>{messages.selectPage}</Checkbox.Label>
              </Checkbox.Root>
            </Table.ColumnHeader>
            <Table.ColumnHeader>{messages.orderNumber}</Table.ColumnHeader>
            <Table.ColumnHeader>{messages.placed}</Table.ColumnHeader>
            <Table.ColumnHeader>{messages.customerColumn}</Table.ColumnHeader>
            <Table.ColumnHeader>{messages.statusColumn}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{messages.lines}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{messages.total}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((order) => (
            <Table.Row key={order.id} cursor="pointer" onClick={(event) => openRow(event, order.id)}>
              <Table.Cell>
                <Checkbox.Root
                  colorPalette="brand"
                  checked={selected.has(order.id)}
                  onCheckedChange={(details) => onSelect([order.id], details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label srOnly>{messages.selectOrder(order.orderNumber)}</Checkbox.Label>
                </Checkbox.Root>
              </Table.Cell>
              <Table.Cell>
                <Link asChild color="brand.700" fontWeight="semibold" textDecoration="underline">
                  <RouterLink to={orderPath(order.id)}>{order.orderNumber}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(order.createdAt)}</Table.Cell>
              <Table.Cell minW="40">
                <CustomerLink customer={order.customer} />
              </Table.Cell>
              <Table.Cell>
                <OrderStatusBadge status={order.status} />
              </Table.Cell>
              <Table.Cell textAlign="end">{order.lineCount}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatAmount(order.total)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
