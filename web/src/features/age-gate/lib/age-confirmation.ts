import { readFlag, writeFlag } from '../../../shared/lib/storage';

/** Local storage key that remembers, on this device, that the visitor confirmed being 21 or older. */
export const AGE_CONFIRMATION_KEY = 'olderThanTwentyOne';
const CONFIRMED = 'true';

export function isAgeConfirmed(): boolean {
  return readFlag(AGE_CONFIRMATION_KEY) === CONFIRMED;
}

export function rememberAgeConfirmed(): void {
  writeFlag(AGE_CONFIRMATION_KEY, CONFIRMED);
}
