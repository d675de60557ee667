import { useQuery } from '@apollo/client/react';
import {
  Box,
  Container,
  Heading,
  HStack,
  Image,
  Link,
  Separator,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useContext, useEffect } from 'react';
import { Link as RouterLink } from 'react-router';

import { graphql } from '../../../gql';
import { PhoneIcon, TagIcon, TruckIcon } from '../../../shared/components/icons';
import { PictureWords } from '../../../shared/components/PictureWords';
import { store, storeEmailHref, storePhoneHref } from '../../../shared/config/store';
import { paths } from '../../../shared/lib/paths';
import { ServerRenderContext } from '../../../shared/lib/serverRender';
import { footerMessages as messages } from '../messages';

const FooterQuery = graphql(`
  query FooterQuery {
    home {
      footerBanner {
        url
        alt
      }
    }
  }
`);

const pageLinks = [
  { to: paths.aboutUs, label: messages.aboutUs },
  { to: paths.privacyPolicy, label: messages.privacyPolicy },
  { to: paths.terms, label: messages.terms },
  { to: paths.contact, label: messages.contact },
] as const;

export function Footer() {
  const { data, error } = useQuery(FooterQuery);
  // The server's year, so that the browser hydrates the same text (shared/lib/serverRender.ts).
  const { year } = useContext(ServerRenderContext);
  useEffect(() => {
    // Spec section 8: a failed footer load is only logged; the footer shows without its banner.
    if (error) console.error('Could not load the footer banner.', error);
  }, [error]);
  const banner = data?.home.footerBanner;

  return (
    <Box as="footer" bg="gray.900" color="gray.300" fontSize="sm">
      {banner && (
        <Box position="relative">
          <Image
            src={banner.url}
            alt={banner.alt}
            loading="lazy"
            htmlWidth={1600}
            htmlHeight={300}
            w="full"
            // The box is the same before and after the picture arrives, whatever the picture's own size: a lazy
            // picture that changed it moved the links below it under a click (a journey lost its click so).
            h={{ base: '120px', md: 'auto' }}
            aspectRatio={{ md: '16 / 3' }}
            maxH="300px"
            objectFit="cover"
          />
          {/* Real text over the picture, readable at every width (at least 16 px on a phone). */}
          <PictureWords
            headline={messages.bannerHeadline}
            subtitle={messages.bannerSubtitle}
            headlineSize={{ base: 'lg', md: '3xl' }}
            subtitleSize={{ base: 'md', md: 'xl' }}
            gap="1"
            px={{ base: '4', md: '12' }}
          />
        </Box>
      )}
      <Container maxW="7xl" py="10">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          <FeatureBox
            icon={<TruckIcon boxSize="6" />}
            title={messages.deliveryTitle}
            text={messages.deliveryText}
          />
          <FeatureBox
            icon={<TagIcon boxSize="6" />}
            title={messages.discountTitle}
            text={messages.discountText}
          />
          <Stack gap="2">
            <Heading as="h2" size="sm" color="white">
              {messages.contactTitle}
            </Heading>
            <Box as="address" fontStyle="normal">
              <Stack gap="1">
                <HStack gap="2">
                  <PhoneIcon boxSize="4" aria-hidden />
                  <Text>
                    {messages.phoneLabel}:{' '}
                    <Link href={storePhoneHref} color="white">
                      {store.phone}
                    </Link>
                  </Text>
                </HStack>
                <Text>{messages.hours}</Text>
                <Text>
                  {messages.emailLabel}:{' '}
                  <Link href={storeEmailHref} color="white">
                    {store.email}
                  </Link>
                </Text>
              </Stack>
            </Box>
          </Stack>
        </SimpleGrid>
        <Box as="nav" aria-label={messages.pagesNavigation} mt="8">
          <HStack as="ul" listStyleType="none" wrap="wrap" columnGap="6" rowGap="2">
            {pageLinks.map(({ to, label }) => (
              <li key={to}>
                <Link asChild color="white">
                  <RouterLink to={to}>{label}</RouterLink>
                </Link>
              </li>
            ))}
          </HStack>
        </Box>
        <Separator my="6" borderColor="whiteAlpha.300" />
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2">
          <Text color="white" fontWeight="bold">
            {store.name}
          </Text>
          <Text color="gray.400">{messages.copyright(year)}</Text>
        </Stack>
      </Container>
    </Box>
  );
}

function FeatureBox({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <HStack gap="4" align="start">
      <Box color="brand.300" bg="whiteAlpha.100" p="3" borderRadius="full" aria-hidden>
        {icon}
      </Box>
      <Stack gap="1">
        <Heading as="h2" size="sm" color="white">
          {title}
        </Heading>
        <Text>{text}</Text>
      </Stack>
    </HStack>
  );
}
