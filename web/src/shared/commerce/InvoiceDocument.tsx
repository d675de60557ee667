import { Box, Flex, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Global } from '@emotion/react';

import { store } from '../config/store';
import { formatDollars } from '@storefront/contract';

export const invoiceMessages = {
  heading: 'Invoice',
  number: (orderNumber: string) => `Invoice for order ${orderNumber}`,
  orderNumber: 'Order',
  date: 'Order date',
  billTo: 'Bill to',
  shipTo: 'Ship to',
  sameAsBilling: 'Same as the billing address',
  product: 'Product',
  sku: 'SKU',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  lineTotal: 'Line total',
  subtotal: 'Subtotal',
  tax: 'Tax',
  total: 'Total',
  payment: 'Payment: cash on delivery. The total is due when the order is delivered.',
  phone: 'Phone',
  email: 'E-mail',
  print: 'Print or save as PDF',
} as const;

const messages = invoiceMessages;

export interface InvoiceData {
  orderNumber: string;
  /** As the page words it (each side formats dates its own way). */
  date: string;
  billTo: readonly string[];
  /** Null: ships to the billing address. */
  shipTo: readonly string[] | null;
  lines: readonly {
    id: string;
    name: string;
    sku?: string | null;
    quantity: number;
    unitPrice: string | null;
    subtotal: string | null;
  }[];
  subtotal: string | null;
  tax: string | null;
  total: string;
}

const amount = (value: string | null) => (value === null ? '—' : formatDollars(value));

/** On paper only the invoice: black on white, the app's bars and buttons left off (`.no-print`). */
const printStyles = {
  '@page': { margin: '15mm 12mm' },
  '@media print': {
    'html, body': { background: '#fff !important' },
    '*, *::before, *::after': { color: '#000 !important', boxShadow: 'none !important' },
    'header, footer, nav, .no-print, .staff-no-print, [data-scope="toast"]': { display: 'none !important' },
    '.invoice': { border: 'none !important', padding: '0 !important', maxWidth: 'none !important' },
  },
} as const;

/**
 * A printable invoice of an order (staff and buyers build it from their own order query, so it is the same on any
 * store): the store, the order's number and date, the addresses, each line and the totals, and how it is paid.
 */
export function InvoiceDocument({ invoice }: { invoice: InvoiceData }) {
  return (
    <Box
      as="article"
      aria-label={messages.number(invoice.orderNumber)}
      className="invoice"
      bg="white"
      borderWidth="1px"
      rounded="md"
      p={{ base: '4', md: '8' }}
      maxW="4xl"
      w="full"
    >
      <Global styles={printStyles} />
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
            <Heading as="h2" size="lg">
              {messages.heading}
            </Heading>
            <Text>
              {messages.orderNumber} {invoice.orderNumber}
            </Text>
            <Text>
              {messages.date}: {invoice.date}
            </Text>
          </Stack>
        </Flex>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="6">
          <AddressLines title={messages.billTo} lines={invoice.billTo} />
          <AddressLines title={messages.shipTo} lines={invoice.shipTo ?? [messages.sameAsBilling]} />
        </SimpleGrid>
        <Table.ScrollArea>
          <Table.Root size="sm" variant="line">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{messages.product}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{messages.quantity}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{messages.unitPrice}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{messages.lineTotal}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {invoice.lines.map((line) => (
                <Table.Row key={line.id}>
                  <Table.Cell>
                    {line.name}
                    {line.sku && (
                      <Text fontSize="xs">
                        {messages.sku} {line.sku}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {amount(line.unitPrice)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {amount(line.subtotal)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Stack gap="1" alignSelf="end" minW={{ base: 'full', sm: '64' }}>
          <Total label={messages.subtotal} value={amount(invoice.subtotal)} />
          <Total label={messages.tax} value={amount(invoice.tax)} />
          <Total label={messages.total} value={amount(invoice.total)} strong />
        </Stack>
        <Text>{messages.payment}</Text>
      </Stack>
    </Box>
  );
}

function AddressLines({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <Stack gap="0.5">
      <Heading as="h3" size="sm" textTransform="uppercase" letterSpacing="wide">
        {title}
      </Heading>
      <Box as="address" fontStyle="normal">
        {lines.map((line, index) => (
          <Text key={index}>{line}</Text>
        ))}
      </Box>
    </Stack>
  );
}

function Total({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap="6" fontWeight={strong ? 'bold' : 'normal'}>
      <Text>{label}</Text>
      <Text>{value}</Text>
    </Flex>
  );
}

/** An order address's parts as lines (name, company, street, "city, state postcode", phone, e-mail). */
export function addressLines(address: {
  name?: string | null;
  companyName?: string | null;
  address?: string | null;
  city?: string | null;
  stateName?: string | null;
  postcode?: string | null;
  phone?: string | null;
  email?: string | null;
}): string[] {
  const place = [address.city, [address.stateName, address.postcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.name, address.companyName, address.address, place, address.phone, address.email].filter(
    (line): line is string => typeof line === 'string' && line.trim() !== '',
  );
}
