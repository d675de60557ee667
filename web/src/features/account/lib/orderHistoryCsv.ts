import Papa from 'papaparse';

/** What the buyer's order history CSV holds of an order (read from the public `orders` query). */
export interface HistoryOrder {
  number: string;
  createdAt: string;
  status: string;
  subtotal: { amount: string };
  tax: { amount: string };
  total: { amount: string };
  shipment: { carrier: string; trackingNumber: string } | null;
  lines: readonly {
    name: string;
    quantity: number;
    unitPrice: { amount: string } | null;
    subtotal: { amount: string };
  }[];
}

const COLUMNS = [
  'Order',
  'Date',
  'Status',
  'Product',
  'Quantity',
  'Unit price',
  'Line total',
  'Order subtotal',
  'Order tax',
  'Order total',
  'Carrier',
  'Tracking number',
];

/** The store's day of an ISO time (New Jersey), as a spreadsheet sorts it: 2026-11-28. */
const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A cell a spreadsheet would run as a formula gets a leading apostrophe. */
const safe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * The order history as CSV: one row per line, each with its order's number, date (the store's day), status and
 * totals; a byte order mark so that spreadsheets read UTF-8.
 */
export function orderHistoryCsv(
  orders: readonly HistoryOrder[],
  statusLabel: (status: string) => string,
): string {
  const rows = orders.flatMap((order) =>
    order.lines.map((line) => [
      order.number,
      DAY.format(new Date(order.createdAt)),
      statusLabel(order.status),
      safe(line.name),
      String(line.quantity),
      line.unitPrice?.amount ?? '',
      line.subtotal.amount,
      order.subtotal.amount,
      order.tax.amount,
      order.total.amount,
      safe(order.shipment?.carrier ?? ''),
      safe(order.shipment?.trackingNumber ?? ''),
    ]),
  );
  return `\uFEFF${Papa.unparse({ fields: COLUMNS, data: rows })}`;
}
