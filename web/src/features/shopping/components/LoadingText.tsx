import { Text } from '@chakra-ui/react';

import { shoppingMessages } from '../messages';

/** 'Loading...' while a screen's data is on its way (announced politely to screen readers). */
export function LoadingText() {
  return (
    <Text role="status" color="fg.muted" py="6">
      {shoppingMessages.loading}
    </Text>
  );
}
