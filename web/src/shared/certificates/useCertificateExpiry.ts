import { useQuery } from '@apollo/client/react';
import { expiryOf, type Expiry } from '@storefront/contract';

import { graphql } from '../../gql';
import { useSession } from '../session/useSession';

// Asked only while a certificate expires within 30 days or has expired; the renewal upload answers the same
// customer with its renewals, so the notices follow an upload without asking again.
const CertificateRenewalsQuery = graphql(`
  query CertificateRenewalsQuery {
    viewer {
      id
      certificateRenewals {
        id
        kind
        status
      }
    }
  }
`);

export type CertificateState = Expiry & {
  date: string | null;
  /** A renewal of this certificate waits for the store's review. */
  renewalPending: boolean;
};

export interface CertificateExpiry {
  tobacco: CertificateState;
  tax: CertificateState;
  /** The tobacco licence has expired: the store refuses orders (LICENCE_EXPIRED). */
  licenceExpired: boolean;
}

const needsAttention = (expiry: Expiry) => expiry.status === 'expiring' || expiry.status === 'expired';

/**
 * The signed-in buyer's tobacco licence and tax certificate (from the session's viewer), judged with the store's
 * rules (New York's calendar, valid through the expiry day, warned 30, 14 and 7 days ahead), and whether a renewal
 * of each waits for review. null when no one is signed in.
 */
export function useCertificateExpiry(): CertificateExpiry | null {
  const { viewer } = useSession();
  const tobaccoExpiry = expiryOf(viewer?.tobaccoLicenseExpiryDate);
  const taxExpiry = expiryOf(viewer?.taxExpiryDate);
  const { data } = useQuery(CertificateRenewalsQuery, {
    skip: !viewer || !(needsAttention(tobaccoExpiry) || needsAttention(taxExpiry)),
  });
  if (!viewer) return null;
  const pending = new Set(
    (data?.viewer?.certificateRenewals ?? [])
      .filter((renewal) => renewal.status === 'PENDING')
      .map((renewal) => renewal.kind),
  );
  const tobacco = {
    ...tobaccoExpiry,
    date: viewer.tobaccoLicenseExpiryDate ?? null,
    renewalPending: pending.has('TOBACCO'),
  };
  const tax = { ...taxExpiry, date: viewer.taxExpiryDate ?? null, renewalPending: pending.has('TAX') };
  return { tobacco, tax, licenceExpired: tobacco.status === 'expired' };
}
