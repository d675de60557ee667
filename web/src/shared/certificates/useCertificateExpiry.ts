import { expiryOf, type Expiry } from '@storefront/contract';

import { useSession } from '../session/useSession';

export interface CertificateExpiry {
  tobacco: Expiry & { date: string | null };
  tax: Expiry & { date: string | null };
  /** The tobacco licence has expired: the store refuses orders (LICENCE_EXPIRED). */
  licenceExpired: boolean;
}

/**
 * The signed-in buyer's tobacco licence and tax certificate (from the session's viewer), judged with the store's
 * rules (New York's calendar, valid through the expiry day, warned 30, 14 and 7 days ahead). null when no one is
 * signed in.
 */
export function useCertificateExpiry(): CertificateExpiry | null {
  const { viewer } = useSession();
  if (!viewer) return null;
  const tobacco = {
    ...expiryOf(viewer.tobaccoLicenseExpiryDate),
    date: viewer.tobaccoLicenseExpiryDate ?? null,
  };
  const tax = { ...expiryOf(viewer.taxExpiryDate), date: viewer.taxExpiryDate ?? null };
  return { tobacco, tax, licenceExpired: tobacco.status === 'expired' };
}
