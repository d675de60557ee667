import { Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';

import { ButtonLink } from '../components/ButtonLink';
import { paths } from '../lib/paths';
import { useNotFoundStatus } from './pageStatus';
import { notFoundMessages as messages } from './messages';

/**
 * Page Not Found, for any address that shows nothing: an unknown path, product, category or brand. Rendered on
 * the server, the page is answered with HTTP 404.
 */
export function PageNotFound() {
  useNotFoundStatus();
  return (
    <>
      <title>{messages.documentTitle}</title>
      <Container maxW="3xl" py={{ base: '16', md: '24' }} textAlign="center">
        <Stack gap="5" align="center">
          <Text fontSize="6xl" fontWeight="black" color="brand.600" lineHeight="1" aria-hidden>
            404
          </Text>
          <Heading as="h1" size="2xl">
            {messages.title}
          </Heading>
          <Text color="fg.muted">{messages.explanation}</Text>
          <HStack gap="3" wrap="wrap" justify="center">
            <ButtonLink to={paths.home} colorPalette="brand">
              {messages.home}
            </ButtonLink>
            <ButtonLink to={paths.contact} variant="outline" colorPalette="brand">
              {messages.contact}
            </ButtonLink>
          </HStack>
        </Stack>
      </Container>
    </>
  );
}
