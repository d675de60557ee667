import { Alert } from '@chakra-ui/react';

import { staffMessages as messages } from '../messages';
import { StaffPage } from './StaffPage';

/** What a staff member sees at an address their role does not include. */
export function StaffNotAllowed() {
  return (
    <StaffPage title={messages.notAllowedTitle}>
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{messages.notAllowed}</Alert.Title>
      </Alert.Root>
    </StaffPage>
  );
}
