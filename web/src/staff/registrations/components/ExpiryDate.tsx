import { Badge, Flex, Text } from '@chakra-ui/react';
import { type Expiry, expiryOf } from '@storefront/contract';

import { formatDate } from '../../lib/format';
import { registrationMessages as messages } from '../messages';

/**
 * Whether a certificate has run out or is about to (within 30 days, as the customers' EXPIRING filter counts):
 * said in words on a coloured badge, not by colour alone. The days are the store's (New Jersey's), as on the server.
 */
function expiryWarning({ status, daysLeft }: Expiry): string | null {
  if (status === 'expired') return messages.expired;
  if (status !== 'expiring' || daysLeft === null) return null;
  return daysLeft === 0 ? messages.expiresToday : messages.expiresIn(daysLeft);
}

/**
 * A certificate's expiry date, with a warning when it has passed or comes within 30 days. `label` goes before the
 * date (`Expires Jan 3, 2027`) where nothing else says what the date is. `flagMissing` (a registration under
 * review) says a missing date on a badge: the licence cannot be checked without it.
 */
export function ExpiryDate({
  date,
  label,
  flagMissing = false,
}: {
  date: string | null;
  label?: string;
  flagMissing?: boolean;
}) {
  if (!date && flagMissing) {
    return (
      <Flex as="span" display="inline-flex" gap="1.5" align="center" wrap="wrap">
        {label !== undefined && (
          <Text as="span" color="fg.muted">
            {label}
          </Text>
        )}
        <Badge colorPalette="orange" variant="subtle">
          {messages.expiryMissing}
        </Badge>
      </Flex>
    );
  }
  if (!date) {
    return (
      <Text as="span" color="fg.muted">
        {label === undefined ? messages.noExpiry : `${label} ${messages.none}`}
      </Text>
    );
  }
  const expiry = expiryOf(date);
  const warning = expiryWarning(expiry);
  const expired = expiry.status === 'expired';
  return (
    <Flex as="span" display="inline-flex" gap="1.5" align="center" wrap="wrap">
      <Text as="span" whiteSpace="nowrap">
        {label !== undefined && (
          <Text as="span" color="fg.muted">
            {label}{' '}
          </Text>
        )}
        {formatDate(date)}
      </Text>
      {warning && (
        <Badge colorPalette={expired ? 'red' : 'orange'} variant={expired ? 'solid' : 'subtle'}>
          {warning}
        </Badge>
      )}
    </Flex>
  );
}
