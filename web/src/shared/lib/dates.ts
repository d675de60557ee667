// The store is in New Jersey; its dates read the same for every buyer (and every test machine).
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' });

/**
 * `2026-11-21T15:04:05.000Z` → 'November 21, 2026'. Takes `unknown` because the generated types leave the
 * `DateTime` scalar untyped.
 */
export function formatDate(isoDateTime: unknown): string {
  if (typeof isoDateTime !== 'string') return '';
  const date = new Date(isoDateTime);
  return Number.isNaN(date.getTime()) ? isoDateTime : dateFormat.format(date);
}
