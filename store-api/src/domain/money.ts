/** Money is integer cents inside store-api and a two-decimal string ("12.50") at the edges. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "12", "12.5", "12.50" → 1250; anything else (negative, three decimals, words) → null. */
export function parseDollars(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The $200.00 rule of DESIGN.md: an order's total (subtotal + tax) must reach it. */
export const MINIMUM_ORDER_CENTS = 20_000;
