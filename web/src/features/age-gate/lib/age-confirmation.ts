import { readFlag, writeFlag } from '../../../shared/lib/storage';

/**
 * Remembers, on this device, that the visitor confirmed being 21 or older: in local storage, and in a cookie of
 * the same name so that the server renders a returning visitor's page without the gate.
 */
export const AGE_CONFIRMATION_KEY = 'olderThanTwentyOne';
const CONFIRMED = 'true';
const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

const listeners = new Set<() => void>();

export function isAgeConfirmed(): boolean {
  return readFlag(AGE_CONFIRMATION_KEY) === CONFIRMED || isAgeConfirmedByCookie(document.cookie);
}

/** Whether a request's Cookie header (or `document.cookie`) says the visitor confirmed their age. */
export function isAgeConfirmedByCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(/;\s*/).includes(`${AGE_CONFIRMATION_KEY}=${CONFIRMED}`);
}

export function rememberAgeConfirmed(): void {
  writeFlag(AGE_CONFIRMATION_KEY, CONFIRMED);
  document.cookie = `${AGE_CONFIRMATION_KEY}=${CONFIRMED}; Max-Age=${ONE_YEAR_IN_SECONDS}; Path=/; SameSite=Lax`;
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`: called when the visitor confirms. */
export function subscribeToAgeConfirmation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
