import { Badge } from '@chakra-ui/react';

import type { RegistrationStatus } from '../../gql/graphql';
import { registrationMessages as messages } from '../messages';

const PALETTES: Record<RegistrationStatus, string> = {
  PENDING: 'orange',
  APPROVED: 'green',
  REJECTED: 'red',
};

/** Where a registration is in its review, as a badge. */
export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  return <Badge colorPalette={PALETTES[status]}>{messages.statuses[status]}</Badge>;
}
