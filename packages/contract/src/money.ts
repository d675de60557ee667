/**
 * Money is integer cents inside every service (DESIGN.md, STYLE.md 4) and a two-decimal string ("12.50") at the
 * edges; the web shows it as US dollars ("$1,234.50"). No float ever takes part in arithmetic.
 */

export const CURRENCY_CODE = 'USD';

/** 1250 → "12.50", -5 → "-0.05". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * "12.5", "12.50", "-3", 12.5 → cents; anything that is not a plain decimal amount with at most two decimals →
 * null.
 */
export function parseCents(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, minus, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return minus ? -cents : cents;
}

/** A price a buyer types ("12", "12.5", "12.50"): positive, at most nine digits of dollars; else null. */
export function parseDollars(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * A decimal amount as US dollars, `$1,234.50`, from the digits of the string. Amounts with more than two decimals
 * are cut, not rounded: the API always sends two. Text that is not an amount is shown as it is.
 */
export function formatDollars(amount: string): string {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const dollars = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  return `${sign}$${dollars}.${cents}`;
}

/** "$200" for 20000, "$12.50" for 1250: whole dollars without decimals, as the spec writes its thresholds. */
export function shortDollars(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${formatCents(cents)}`;
}
