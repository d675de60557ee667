import { storeToday } from '@storefront/contract';

/** The store's today (New York) moved by `days`, as YYYY-MM-DD. */
export function inDays(days: number): string {
  const date = new Date(`${storeToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
