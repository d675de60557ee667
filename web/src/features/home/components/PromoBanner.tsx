import { Box, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { brandShopPath, categoryPath } from '../../../shared/lib/catalogPaths';
import { homeMessages as messages } from '../messages';

export const PromoBannerFragment = graphql(`
  fragment PromoBanner_promo on Promo {
    image {
      url
      alt
    }
    categorySlug
    brand {
      id
      name
    }
  }
`);

/** Where the promotion leads: the brand's shop opened on the category, or the category's shop. */
function promoPath(promo: { categorySlug?: string | null; brand?: { id: string; name: string } | null }) {
  if (promo.brand) {
    return brandShopPath(promo.brand.id, {
      categorySlugs: promo.categorySlug ? [promo.categorySlug] : [],
      name: promo.brand.name,
    });
  }
  return promo.categorySlug ? categoryPath(promo.categorySlug) : null;
}

/** The home page's promotional image, linking to its brand within its category. */
export function PromoBanner({ promo: promoRef }: { promo: FragmentType<typeof PromoBannerFragment> }) {
  const promo = getFragmentData(PromoBannerFragment, promoRef);
  const to = promoPath(promo);
  const image = (
    <chakra.img
      src={promo.image.url}
      alt={promo.image.alt}
      htmlWidth={1400}
      htmlHeight={400}
      loading="lazy"
      draggable={false}
      onContextMenu={(event) => event.preventDefault()}
      w="full"
      h="auto"
      borderRadius="md"
    />
  );
  if (!to) return <Box>{image}</Box>;
  return (
    <chakra.a
      asChild
      display="block"
      borderRadius="md"
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
    >
      <RouterLink to={to} aria-label={promo.image.alt ? undefined : messages.promoFallbackLabel}>
        {image}
      </RouterLink>
    </chakra.a>
  );
}
