import { Container, Heading, Stack, Text } from '@chakra-ui/react';

import type { StaticPageContent } from './content/types';

/** A page of text: one h1, an introduction, then each section as a heading with its paragraphs. */
export function StaticPage({ page }: { page: StaticPageContent }) {
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <title>{page.title}</title>
      <Stack as="article" gap="6" lineHeight="tall">
        <Stack gap="3">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.800">
            {page.title}
          </Heading>
          {page.updated !== undefined && (
            <Text color="fg.muted" fontSize="sm">
              {page.updated}
            </Text>
          )}
          {page.intro.map((paragraph) => (
            <Text key={paragraph} fontSize="lg">
              {paragraph}
            </Text>
          ))}
        </Stack>
        {page.sections.map((section) => (
          <Stack as="section" key={section.heading} gap="3" aria-label={section.heading}>
            <Heading as="h2" size="lg">
              {section.heading}
            </Heading>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
