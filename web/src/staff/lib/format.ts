import { formatMoney, type MoneyValue } from '../../shared/lib/money';

/** How the staff screens write dates, times and money: the store's locale, in the store's time zone. */
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A point in time as the store's clock on the wall shows it, e.g. `Nov 26, 2026, 10:04 AM`: the storefront's own. */
export { formatDateTime } from '../../shared/lib/dates';

/** A calendar date (`2027-01-31`) as `Jan 31, 2027`; the date has no time, so no zone moves it. */
export function formatDate(date: string | null | undefined): string {
  if (!date) return '—';
  return dateFormat.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/** An amount of the staff API's Money, e.g. `$1,234.50`; a dash when the store does not say. */
export function formatAmount(money: MoneyValue | null | undefined): string {
  return money ? formatMoney(money) : '—';
}
