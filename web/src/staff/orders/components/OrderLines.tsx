import { Button, Checkbox, Flex, Spinner, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { graphql } from '../../gql';
import type { OrderLines_LineFragment } from '../../gql/graphql';
import { formatAmount } from '../../lib/format';
import { ordersMessages } from '../messages';
import { useSetOrderLineFulfilledMutation } from '../useSetOrderLineFulfilledMutation';
import { TableScroll } from '../../components/TableScroll';
import { EditLineDialog } from './EditLineDialog';

export const OrderLinesFragment = graphql(`
  fragment OrderLines_line on OrderLine {
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
    fulfilled
  }
`);

const messages = ordersMessages.order;

interface OrderLinesProps {
  orderId: string;
  lines: readonly OrderLines_LineFragment[];
  /** A cancelled order's lines are no longer picked: their boxes are shown, not offered. */
  locked: boolean;
  /** Whether its lines may still change (pending, processing): each then has a Change button. */
  editable: boolean;
}

/**
 * The order's lines, each with a Fulfilled box that saves as soon as it is ticked. The box comes first, so that a
 * phone shows it beside the product without scrolling.
 */
export function OrderLines({ orderId, lines, locked, editable }: OrderLinesProps) {
  const [editing, setEditing] = useState<OrderLines_LineFragment | null>(null);
  const setFulfilled = useSetOrderLineFulfilledMutation();
  // What each line is being changed to, until the store answers: the box shows it, and takes no other click.
  const [saving, setSaving] = useState<Readonly<Record<string, boolean>>>({});

  const toggle = async (line: OrderLines_LineFragment, fulfilled: boolean) => {
    setSaving((current) => ({ ...current, [line.id]: fulfilled }));
    try {
      await setFulfilled(orderId, line, fulfilled);
    } finally {
      setSaving(({ [line.id]: _done, ...rest }) => rest);
    }
  };

  return (
    <TableScroll label={messages.linesTable}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="1">{messages.fulfilled}</Table.ColumnHeader>
            <Table.ColumnHeader>{messages.product}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{messages.quantity}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{messages.unitPrice}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{messages.subtotal}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => {
            const pending = saving[line.id];
            return (
              <Table.Row key={line.id}>
                {/* Wide enough for the spinner beside the box while it saves. */}
                <Table.Cell minW="16">
                  <Checkbox.Root
                    colorPalette="brand"
                    checked={pending ?? line.fulfilled}
                    disabled={locked || pending !== undefined}
                    onCheckedChange={(details) => void toggle(line, details.checked === true)}
                    display="inline-flex"
                    alignItems="center"
                    gap="2"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label srOnly>{messages.fulfilledLabel(line.productName)}</Checkbox.Label>
                    {pending !== undefined && <Spinner size="xs" color="fg.muted" />}
                  </Checkbox.Root>
                </Table.Cell>
                <Table.Cell minW="24" maxW={{ base: '36', md: 'none' }}>
                  {line.productName}
                  {line.sku && (
                    <Text fontSize="xs" color="fg.muted">
                      {messages.sku} {line.sku}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {/* Stacked, so that at 390 px the quantity and its Change sit beside the product. */}
                  <Flex
                    gap="1"
                    direction={{ base: 'column', sm: 'row' }}
                    align={{ base: 'end', sm: 'center' }}
                    justify="end"
                  >
                    <Text as="span" fontWeight="semibold">
                      {line.quantity}
                    </Text>
                    {editable && (
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={messages.editLine(line.productName)}
                        onClick={() => setEditing(line)}
                      >
                        {messages.edit}
                      </Button>
                    )}
                  </Flex>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatAmount(line.unitPrice)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatAmount(line.subtotal)}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      {editing && (
        <EditLineDialog
          orderId={orderId}
          line={editing}
          removable={lines.length > 1}
          onClose={() => setEditing(null)}
        />
      )}
    </TableScroll>
  );
}
