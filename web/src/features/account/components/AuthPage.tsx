import { Container, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AuthPageProps {
  title: string;
  /** Defaults to the title; the tab bar (login, register) replaces the visible heading with its own label. */
  heading?: ReactNode;
  maxW?: string;
  children: ReactNode;
}

/** The frame of the sign-in screens: a document title, one h1 and a narrow column. */
export function AuthPage({ title, heading, maxW = 'md', children }: AuthPageProps) {
  return (
    <Container maxW={maxW} py={{ base: '8', md: '12' }}>
      <title>{title}</title>
      <Heading as="h1" size="2xl" mb="6" color="brand.800">
        {heading ?? title}
      </Heading>
      {children}
    </Container>
  );
}
