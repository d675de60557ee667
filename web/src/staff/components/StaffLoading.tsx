import { Box, Center, Spinner, Text } from '@chakra-ui/react';

import { staffMessages as messages } from '../messages';

/**
 * The back office while it asks who is signed in: its own bar and words (as index.html's shell for /staff), not
 * the store's.
 */
export function StaffLoading() {
  return (
    <Box minH="100dvh" bg="gray.50">
      <Box bg="white" borderBottomWidth="1px" px="6" py="3">
        <Text fontWeight="bold" color="brand.700" fontSize="lg">
          {messages.brand}
        </Text>
      </Box>
      <Center py="16" gap="3" role="status" color="fg.muted">
        <Spinner size="md" color="brand.600" aria-hidden />
        <Text>{messages.loading}</Text>
      </Center>
    </Box>
  );
}
