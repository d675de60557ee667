import { Badge, Flex } from '@chakra-ui/react';

import type { RegistrationStatus } from '../../gql/graphql';
import { RegistrationStatusBadge } from '../../registrations/components/StatusBadge';
import { customerMessages as messages } from '../messages';

/** The registration's status, and a red Suspended beside it while staff have suspended the customer. */
export function CustomerStatus({ status, suspended }: { status: RegistrationStatus; suspended: boolean }) {
  return (
    <Flex gap="1.5" wrap="wrap">
      <RegistrationStatusBadge status={status} />
      {suspended && (
        <Badge colorPalette="red" variant="solid">
          {messages.suspended}
        </Badge>
      )}
    </Flex>
  );
}
