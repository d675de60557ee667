import { Badge, Flex, Text } from '@chakra-ui/react';
import { daysUntil, storeToday } from '@storefront/contract';

import { formatDate } from '../../lib/format';
import { registrationMessages as messages } from '../messages';

/** How many days ahead an expiry date is flagged (the customers' EXPIRING filter uses the same 30). */
const EXPIRY_WARNING_DAYS = 30;

/** Whether a certificate has run out or is about to: said in words on a coloured badge, not by colour alone. */
function expiryWarning(date: string | null): string | null {
  if (!date) return null;
  // The store's day (New Jersey's), as the customers' EXPIRING filter counts it: UTC's is a day ahead every evening.
  const days = daysUntil(date, storeToday());
  if (days < 0) return messages.expired;
  if (days === 0) return messages.expiresToday;
  return days <= EXPIRY_WARNING_DAYS ? messages.expiresIn(days) : null;
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
  const warning = expiryWarning(date);
  const expired = daysUntil(date, storeToday()) < 0;
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
