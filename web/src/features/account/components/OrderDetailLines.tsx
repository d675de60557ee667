import { Badge, DataList, HStack, Image, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import type { OrderDetailLines_LineFragment } from '../../../gql/graphql';
import { formatMoney } from '../../../shared/lib/money';
import { orderDetailMessages as messages } from '../messages';

export const OrderDetailLinesFragment = graphql(`
  fragment OrderDetailLines_line on OrderLine {
    id
    name
    image {
      url
      alt
    }
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
    fulfillmentStatus
  }
`);

type OrderLine = OrderDetailLines_LineFragment;

/**
 * An order's lines: a table from the `md` breakpoint up, and below it one card per line with each value labelled,
 * so a phone shows every column without scrolling sideways. Both are rendered and CSS shows one; the other is
 * `display: none`, out of the tab order and the accessibility tree.
 */
export function OrderDetailLines({
  lines: lineRefs,
}: {
  lines: readonly FragmentType<typeof OrderDetailLinesFragment>[];
}) {
  const lines = lineRefs.map((line) => getFragmentData(OrderDetailLinesFragment, line));
  return (
    <>
      {/* A tablet may still be too narrow for every column: the region then scrolls, from the keyboard too. */}
      <Table.ScrollArea
        hideBelow="md"
        role="region"
        aria-label={messages.lines}
        tabIndex={0}
        borderWidth="1px"
        borderRadius="l2"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
      >
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{messages.product}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{messages.unitPrice}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{messages.quantity}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{messages.tax}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{messages.subtotal}</Table.ColumnHeader>
              <Table.ColumnHeader>{messages.fulfillment}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((line) => (
              <Table.Row key={line.id}>
                <Table.Cell>
                  <HStack gap="3">
                    <LineImage line={line} />
                    <Text>{line.name}</Text>
                  </HStack>
                </Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(line.unitPrice)}</Table.Cell>
                <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(line.tax)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(line.subtotal)}</Table.Cell>
                <Table.Cell>
                  <FulfillmentBadge line={line} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      <Stack as="ul" hideFrom="md" aria-label={messages.lines} gap="3" listStyleType="none">
        {lines.map((line) => (
          <Stack as="li" key={line.id} gap="3" borderWidth="1px" borderRadius="l2" p="3">
            <HStack gap="3" align="start">
              <LineImage line={line} />
              <Text fontWeight="semibold" minW="0" overflowWrap="anywhere">
                {line.name}
              </Text>
            </HStack>
            <DataList.Root orientation="horizontal" size="sm" gap="2">
              <LineValue label={messages.quantity}>{line.quantity}</LineValue>
              <LineValue label={messages.unitPrice}>{formatMoney(line.unitPrice)}</LineValue>
              <LineValue label={messages.tax}>{formatMoney(line.tax)}</LineValue>
              <LineValue label={messages.subtotal}>{formatMoney(line.subtotal)}</LineValue>
              <LineValue label={messages.fulfillment}>
                <FulfillmentBadge line={line} />
              </LineValue>
            </DataList.Root>
          </Stack>
        ))}
      </Stack>
    </>
  );
}

function LineImage({ line }: { line: OrderLine }) {
  return (
    <Image
      src={line.image.url}
      alt={line.image.alt}
      width="48px"
      height="48px"
      htmlWidth={48}
      htmlHeight={48}
      loading="lazy"
      objectFit="contain"
      flexShrink={0}
    />
  );
}

function LineValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue justifyContent="end">{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function FulfillmentBadge({ line }: { line: OrderLine }) {
  const fulfilled = line.fulfillmentStatus === 'FULFILLED';
  return (
    <Badge colorPalette={fulfilled ? 'green' : 'gray'}>
      {fulfilled ? messages.fulfilled : messages.notFulfilled}
    </Badge>
  );
}
