import { Box, chakra, Flex, Heading, HStack, IconButton } from '@chakra-ui/react';
import { useId, useRef } from 'react';

import { type FragmentType, getFragmentData } from '../../gql/index';
import { ChevronLeftIcon, ChevronRightIcon } from '../components/icons';
import { offscreen } from '../styles/offscreen';
import { prefersReducedMotion } from '../lib/motion';
import { carouselMessages as messages } from './messages';
import { ProductCard, ProductCardFragment, type ProductCardVariant } from './ProductCard';

/** Spec section 4: a carousel moves 235 px per step (one 220 px card and its gap) and wraps at either end. */
const CAROUSEL_STEP_PX = 235;
const CARD_WIDTH_PX = 220;
const GAP_PX = CAROUSEL_STEP_PX - CARD_WIDTH_PX;

interface ProductCarouselProps {
  title: string;
  products: ReadonlyArray<FragmentType<typeof ProductCardFragment>>;
  /** How this carousel's cards differ from the plain card, e.g. a quantity box. */
  card?: ProductCardVariant;
}

const offscreenCarousel = offscreen('480px');

/**
 * A titled row of product cards that scrolls sideways: by touch or trackpad, by the previous and next buttons,
 * or by tabbing through the cards (each focused card scrolls into view). Carousels follow a page's main content,
 * below the fold: not laid out or painted until scrolled near.
 */
export function ProductCarousel({ title, products, card }: ProductCarouselProps) {
  const titleId = useId();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  const step = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const end = Math.max(0, list.scrollWidth - list.clientWidth);
    let left = list.scrollLeft + direction * CAROUSEL_STEP_PX;
    // Wrap: next at the end goes back to the start, previous at the start goes to the end.
    if (direction === 1 && list.scrollLeft >= end - 1) left = 0;
    if (direction === -1 && list.scrollLeft <= 1) left = end;
    list.scrollTo({
      left: Math.min(Math.max(left, 0), end),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  if (products.length === 0) return null;

  return (
    <Box as="section" aria-labelledby={titleId} aria-roledescription="carousel" css={offscreenCarousel}>
      <Flex align="center" justify="space-between" gap="3" mb="4">
        <Heading as="h2" id={titleId} size={{ base: 'lg', md: 'xl' }}>
          {title}
        </Heading>
        {products.length > 1 && (
          <HStack gap="2">
            <IconButton
              variant="outline"
              size="sm"
              aria-label={messages.previous}
              aria-controls={listId}
              onClick={() => step(-1)}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              variant="outline"
              size="sm"
              aria-label={messages.next}
              aria-controls={listId}
              onClick={() => step(1)}
            >
              <ChevronRightIcon />
            </IconButton>
          </HStack>
        )}
      </Flex>
      <chakra.ul
        ref={listRef}
        id={listId}
        display="flex"
        listStyleType="none"
        gap={`${GAP_PX}px`}
        // Positioned, so the cards' visually hidden labels (absolutely placed) stay inside the scroller
        // instead of widening the page on a phone.
        position="relative"
        overflowX="auto"
        scrollSnapType="x mandatory"
        pb="3"
        css={{ scrollbarWidth: 'thin' }}
      >
        {products.map((product) => (
          <Box
            as="li"
            key={getFragmentData(ProductCardFragment, product).id}
            flex={`0 0 ${CARD_WIDTH_PX}px`}
            scrollSnapAlign="start"
          >
            <ProductCard product={product} {...card} />
          </Box>
        ))}
      </chakra.ul>
    </Box>
  );
}
