import { Box, Text } from '@chakra-ui/react';

import type { HomeRouteQueryQuery } from '../../../gql/graphql';
import { HydrateApart } from '../../../shared/components/HydrateApart';
import { BuyAgain } from '../../../shared/product/BuyAgain';
import { ProductCarousel } from '../../../shared/product/ProductCarousel';
import { homeMessages as messages } from '../messages';
import { BrandLogoSlider } from './BrandLogoSlider';
import { CategoryRow } from './CategoryRow';

type Home = NonNullable<HomeRouteQueryQuery['home']>;

interface HomeBelowFoldProps {
  home: Pick<Home, 'promoted' | 'buyAgain' | 'groups' | 'categoryRows' | 'brandLogos'>;
  loggedIn: boolean;
}

/**
 * The home page below the fold: the buyer's Buy again, the promoted carousel, the savings banner, the product groups, the category rows
 * and the brand logos. Its code is downloaded after the top of the page has painted.
 */
export function HomeBelowFold({ home, loggedIn }: HomeBelowFoldProps) {
  return (
    <>
      {/* The API sends these only to customers; the check keeps them off a page cached before logout. */}
      {loggedIn && (
        <HydrateApart>
          <BuyAgain items={home.buyAgain} />
        </HydrateApart>
      )}
      {loggedIn && (
        <HydrateApart>
          <ProductCarousel title={messages.promoted} products={home.promoted} />
        </HydrateApart>
      )}

      <SaveBanner />

      {home.groups.map((group) => (
        <HydrateApart key={group.name}>
          <ProductCarousel title={group.name} products={group.products} />
        </HydrateApart>
      ))}

      {home.categoryRows.map((row) => (
        <HydrateApart key={row.category.id}>
          <CategoryRow row={row} />
        </HydrateApart>
      ))}

      <HydrateApart>
        <BrandLogoSlider logos={home.brandLogos} />
      </HydrateApart>
    </>
  );
}

function SaveBanner() {
  return (
    <Box
      bg="brand.800"
      color="white"
      borderRadius="md"
      px={{ base: '4', md: '10' }}
      py={{ base: '6', md: '10' }}
    >
      <Text
        textAlign="center"
        fontSize={{ base: 'xl', md: '3xl' }}
        fontWeight="black"
        letterSpacing="tight"
        textTransform="uppercase"
      >
        {messages.saveBanner}
      </Text>
    </Box>
  );
}
