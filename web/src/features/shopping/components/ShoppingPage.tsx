import { Container, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ShoppingPageProps {
  /** The document title and, unless `heading` says otherwise, the page's one h1. */
  title: string;
  heading?: ReactNode;
  children: ReactNode;
}

/** The frame of the cart, wishlist, checkout and contact screens. */
export function ShoppingPage({ title, heading, children }: ShoppingPageProps) {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <title>{title}</title>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb={{ base: '5', md: '8' }} color="brand.800">
        {heading ?? title}
      </Heading>
      {children}
    </Container>
  );
}
