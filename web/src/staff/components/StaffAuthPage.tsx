import { Box, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { staffMessages as messages } from '../messages';

/** The signed-out staff pages (sign in, choose a password): one card in the middle of the screen. */
export function StaffAuthPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Center as="main" minH="100dvh" bg="gray.50" px="4" py="10">
      <title>{messages.documentTitle(title)}</title>
      <Box
        bg="white"
        borderWidth="1px"
        rounded="lg"
        shadow="sm"
        p={{ base: '6', md: '8' }}
        w="full"
        maxW="md"
      >
        <Stack gap="6">
          <Stack gap="1">
            <Text fontWeight="bold" color="brand.700">
              {messages.brand}
            </Text>
            <Heading as="h1" size="xl">
              {title}
            </Heading>
            {intro && <Text color="fg.muted">{intro}</Text>}
          </Stack>
          {children}
        </Stack>
      </Box>
    </Center>
  );
}
