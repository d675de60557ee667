/**
 * A tobacco licence's or tax certificate's expiry, judged on the store's calendar (New York): a certificate is
 * valid through its expiry day, warned about 30, 14 and 7 days ahead, and expired from the day after. store-api
 * (orders, reminder e-mails) and the web app (notices) use these, so they agree on the day.
 */

/** Days ahead of expiry at which the buyer is warned (and e-mailed once each), widest first. */
export const EXPIRY_WARNING_DAYS = [30, 14, 7] as const;

export type ExpiryStatus = 'valid' | 'expiring' | 'expired' | 'unknown';

/** The store's time zone (New Jersey): its calendar, and the times of its exports. */
export const STORE_TIME_ZONE = 'America/New_York';

const NEW_YORK = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in New York as YYYY-MM-DD. */
export function storeToday(now: Date = new Date()): string {
  return NEW_YORK.format(now);
}

const DAY_MS = 86_400_000;

/** Whole days from `today` to `expiry` (both YYYY-MM-DD): 0 on the expiry day, negative once expired. */
export function daysUntil(expiry: string, today: string): number {
  return Math.round((Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

export interface Expiry {
  status: ExpiryStatus;
  /** null when no date is on record. */
  daysLeft: number | null;
  /** The narrowest warning threshold reached (30, 14 or 7), null when none is. */
  threshold: number | null;
}

/** A certificate's status on `today` (New York's by default). */
export function expiryOf(expiry: string | null | undefined, today: string = storeToday()): Expiry {
  if (!expiry) return { status: 'unknown', daysLeft: null, threshold: null };
  const daysLeft = daysUntil(expiry, today);
  if (daysLeft < 0) return { status: 'expired', daysLeft, threshold: null };
  const threshold = warningThreshold(daysLeft);
  return { status: threshold === null ? 'valid' : 'expiring', daysLeft, threshold };
}

/** The narrowest of 30, 14 and 7 that `daysLeft` is within, or null. */
export function warningThreshold(daysLeft: number): number | null {
  let reached: number | null = null;
  for (const days of EXPIRY_WARNING_DAYS) if (daysLeft <= days) reached = days;
  return reached;
}

/** Whether a licence expiring on `expiry` no longer allows ordering on `today`. No date on record is not expired. */
export function isExpired(expiry: string | null | undefined, today: string = storeToday()): boolean {
  return expiryOf(expiry, today).status === 'expired';
}
