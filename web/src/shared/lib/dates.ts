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

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/New_York',
});

/** `2026-11-21T15:04:05.000Z` → 'Nov 21, 2026, 10:04 AM', in the store's time zone: for logs with several a day. */
export function formatDateTime(isoDateTime: unknown): string {
  if (typeof isoDateTime !== 'string') return '';
  const date = new Date(isoDateTime);
  return Number.isNaN(date.getTime()) ? isoDateTime : dateTimeFormat.format(date);
}

// A calendar date (the `Date` scalar) names a day, not an instant: read it in UTC so no time zone moves it.
const calendarFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** `2028-06-30` → 'June 30, 2028', the same day wherever the buyer is. */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : calendarFormat.format(date);
}
