/** The shape the API gives every amount: a decimal string with two decimals, never a float. */
export interface MoneyValue {
  amount: string;
  currencyCode?: string;
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * Formats an amount as US dollars, `$1,234.50`, working on the digits of the decimal string so no float ever
 * rounds a price. Amounts with more than two decimals are cut, not rounded: the store always sends two.
 */
export function formatMoney(money: MoneyValue | string): string {
  const amount = typeof money === 'string' ? money : money.amount;
  const match = DECIMAL.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const dollars = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  return `${sign}$${dollars}.${cents}`;
}

/** Turns a decimal string into integer cents, for the rare comparison a screen makes (e.g. min ≤ max). */
export function toCents(amount: string): number | null {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return sign === '-' ? -cents : cents;
}
