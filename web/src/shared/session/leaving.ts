// The page a customer is leaving by logging out. Route changes render as transitions, so that page can still be
// on screen for a moment after the session ended; its login guard must not take the customer to /login then.
let leavingKey: string | null = null;

/** Marks the page (by its location key) that a logout is leaving. */
export function markLeaving(locationKey: string): void {
  leavingKey = locationKey;
}

export function isLeaving(locationKey: string): boolean {
  return leavingKey === locationKey;
}

/** The page is gone: a later visit to the same history entry is guarded as usual. */
export function doneLeaving(locationKey: string): void {
  if (leavingKey === locationKey) leavingKey = null;
}
