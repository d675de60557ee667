import { formatDollars } from '@storefront/contract/money';

/** The shape the API gives every amount: a decimal string with two decimals, never a float. */
export interface MoneyValue {
  amount: string;
  currencyCode?: string;
}

/** An amount as US dollars, `$1,234.50` (see formatDollars of @storefront/contract). */
export function formatMoney(money: MoneyValue | string): string {
  return formatDollars(typeof money === 'string' ? money : money.amount);
}
