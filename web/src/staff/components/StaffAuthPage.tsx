import { Box, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef } from 'react';

import { staffMessages as messages } from '../messages';

/**
 * The signed-out staff pages (sign in, choose a password): one card in the middle of the screen. Its heading takes
 * the focus when the page (or its title) changes, as StaffPage's does: a link that no longer works is announced.
 */
export function StaffAuthPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [title]);
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
            <Heading as="h1" size="xl" ref={heading} tabIndex={-1} outline="none">
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
