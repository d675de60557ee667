/** Money inside the gateway is integer cents; it becomes a decimal string only at the edges. */

export const CURRENCY_CODE = 'USD';

/** "12.5", "12.50", 12.5 → 1250; anything that is not a plain decimal amount → undefined. */
export function parseCents(value: string | number): number | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const [, minus, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return undefined;
  return minus ? -cents : cents;
}

/** 1250 → "12.50" */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export interface MoneyValue {
  amount: string;
  currencyCode: string;
}

/** The GraphQL Money object, or null when the amount was withheld (anonymous caller). */
export function money(cents: number | undefined | null): MoneyValue | null {
  if (cents === undefined || cents === null) return null;
  return { amount: formatCents(cents), currencyCode: CURRENCY_CODE };
}
