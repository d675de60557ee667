import { DataList } from '@chakra-ui/react';

import { formatMoney, type MoneyValue } from '../lib/money';

interface OrderTotalsListProps {
  subtotal: MoneyValue | null | undefined;
  tax: MoneyValue | null | undefined;
  total: MoneyValue;
  labels: { subtotal: string; tax: string; total: string };
  /** The list's accessible name, where the page has no heading for it. */
  label?: string;
  minW?: string | Record<string, string>;
}

/** An order's subtotal, tax and (bold) total, right-aligned under its lines: the buyer's order and the staff's. */
export function OrderTotalsList({ subtotal, tax, total, labels, label, minW = '60' }: OrderTotalsListProps) {
  const rows = [
    { label: labels.subtotal, value: subtotal, strong: false },
    { label: labels.tax, value: tax, strong: false },
    { label: labels.total, value: total, strong: true },
  ];
  return (
    <DataList.Root orientation="horizontal" alignSelf="end" minW={minW} aria-label={label}>
      {rows.map((row) => (
        <DataList.Item key={row.label}>
          <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
          <DataList.ItemValue justifyContent="end" fontWeight={row.strong ? 'bold' : undefined}>
            {row.value ? formatMoney(row.value) : '—'}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
