import { CURRENCY_CODE, formatCents } from '@storefront/contract';

/** Money inside the gateway is integer cents (@storefront/contract/money); it becomes a decimal string only at the edges. */

export interface MoneyValue {
  amount: string;
  currencyCode: string;
}

/** The GraphQL Money object, or null when the amount was withheld (anonymous caller). */
export function money(cents: number | undefined | null): MoneyValue | null {
  if (cents === undefined || cents === null) return null;
  return moneyOf(cents);
}

/** An amount that is always there (a staff order's total). */
export function moneyOf(cents: number): MoneyValue {
  return { amount: formatCents(cents), currencyCode: CURRENCY_CODE };
}
