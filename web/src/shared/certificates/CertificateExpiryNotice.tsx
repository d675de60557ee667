import { Alert, Link, Stack } from '@chakra-ui/react';
import { messages as M } from '@storefront/contract';
import { Link as RouterLink } from 'react-router';

import { renewCertificatePath } from '../session/accountPaths';
import { certificateMessages as messages } from './messages';
import { useCertificateExpiry, type CertificateExpiry } from './useCertificateExpiry';

/**
 * On the dashboard, in the cart and at checkout: a warning when the tobacco licence or tax certificate expires
 * within 30 days, and an error once it has expired (an expired licence stops ordering), with the link to renew it;
 * while a renewal of it is under review, the notice says so instead of asking for another. Nothing otherwise.
 */
export function CertificateExpiryNotice() {
  const expiry = useCertificateExpiry();
  if (!expiry) return null;
  const notices = (['tobacco', 'tax'] as const).filter((kind) => {
    const status = expiry[kind].status;
    return status === 'expiring' || status === 'expired';
  });
  if (notices.length === 0) return null;
  return (
    <Stack gap="3">
      {notices.map((kind) => (
        <Notice key={kind} kind={kind} expiry={expiry} />
      ))}
    </Stack>
  );
}

function Notice({ kind, expiry }: { kind: 'tobacco' | 'tax'; expiry: CertificateExpiry }) {
  const { status, daysLeft, date, renewalPending } = expiry[kind];
  const expired = status === 'expired';
  const label = messages.labels[kind];
  const stopsOrders = expired && kind === 'tobacco';
  return (
    <Alert.Root status={expired ? 'error' : 'warning'} role={expired ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {expired ? M.certificateExpired(label) : M.certificateExpiring(label, daysLeft ?? 0)}
        </Alert.Title>
        <Alert.Description>
          {renewalPending ? (
            stopsOrders ? (
              messages.orderingResumes
            ) : (
              messages.underReview(label)
            )
          ) : (
            <>
              {stopsOrders ? messages.orderingStopped : messages.validTill(date ?? '')}{' '}
              <Link asChild color="inherit" textDecoration="underline" fontWeight="semibold">
                <RouterLink to={renewCertificatePath}>{messages.renew}</RouterLink>
              </Link>
            </>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
