import { Container, Heading, Stack, Text } from '@chakra-ui/react';

import { ButtonLink } from '../../../shared/components/ButtonLink';
import { paths } from '../../../shared/lib/paths';
import { shopMessages as messages } from '../messages';

/** An unknown category or brand address: says so, with a way back into the store. */
export function ShopNotFound({ title }: { title: string }) {
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }} textAlign="center">
      <title>{messages.documentTitle(title)}</title>
      <Stack gap="5" align="center">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{messages.notFoundExplanation}</Text>
        <ButtonLink to={paths.home} colorPalette="brand">
          {messages.backHome}
        </ButtonLink>
      </Stack>
    </Container>
  );
}
