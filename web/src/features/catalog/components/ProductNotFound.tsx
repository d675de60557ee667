import { Container, Heading, Stack, Text } from '@chakra-ui/react';

import { ButtonLink } from '../../../shared/components/ButtonLink';
import { paths } from '../../../shared/lib/paths';
import { productMessages as messages } from '../messages';

/** What an unknown product address shows: a 404-style page with a way back into the store. */
export function ProductNotFound() {
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }} textAlign="center">
      <title>{messages.notFoundDocumentTitle}</title>
      <Stack gap="5" align="center">
        <Text fontSize="6xl" fontWeight="black" color="brand.600" lineHeight="1" aria-hidden>
          404
        </Text>
        <Heading as="h1" size="2xl">
          {messages.notFoundTitle}
        </Heading>
        <Text color="fg.muted">{messages.notFoundExplanation}</Text>
        <ButtonLink to={paths.home} colorPalette="brand">
          {messages.backHome}
        </ButtonLink>
      </Stack>
    </Container>
  );
}
