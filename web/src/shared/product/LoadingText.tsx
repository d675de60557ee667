import { Center, Spinner, Text } from '@chakra-ui/react';

import { productMessages } from './messages';

/** The 'Loading...' state of a listing or page, announced to screen readers. */
export function LoadingText() {
  return (
    <Center py="16" gap="3" role="status">
      <Spinner size="sm" color="brand.600" aria-hidden />
      <Text>{productMessages.loading}</Text>
    </Center>
  );
}
