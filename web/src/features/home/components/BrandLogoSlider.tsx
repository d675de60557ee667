import { Box, chakra, Flex, Heading, IconButton } from '@chakra-ui/react';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'react-router';

import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { brandShopPath } from '../../catalog/lib/paths';
import { usePrefersReducedMotion } from '../../catalog/lib/motion';
import { homeMessages as messages } from '../messages';

export const BrandLogoSliderFragment = graphql(`
  fragment BrandLogoSlider_logo on BrandLogo {
    id
    image {
      url
      alt
    }
    brand {
      id
      name
    }
    categorySlug
  }
`);

// Spec section 9: a new position every 2000 ms, sliding for 500 ms.
export const BRAND_AUTOPLAY_MS = 2000;
export const BRAND_SLIDE_MS = 500;

/** Logos in view at a given window width (spec section 9): 2 to 480 px, 3 to 600, 4 to 1024, else 8 (or all). */
export function logosInView(total: number, width: number): number {
  const wide = total > 7 ? 8 : total;
  const shown = width <= 480 ? 2 : width <= 600 ? 3 : width <= 1024 ? 4 : wide;
  return Math.max(1, Math.min(shown, total));
}

/** Logos a step moves: 2 when there are more than 7, else 1 (never more than are in view). */
export function logosPerStep(total: number, inView: number): number {
  return Math.min(total > 7 ? 2 : 1, inView);
}

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function useWindowWidth() {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => 1280,
  );
}

/**
 * The brand logos, each linking to its brand's shop. It moves on by itself unless the visitor points at it,
 * focuses one of its links, presses pause, or prefers reduced motion.
 */
export function BrandLogoSlider({
  logos: logoRefs,
}: {
  logos: ReadonlyArray<FragmentType<typeof BrandLogoSliderFragment>>;
}) {
  const logos = getFragmentData(BrandLogoSliderFragment, logoRefs);
  const titleId = useId();
  const total = logos.length;
  const inView = logosInView(total, useWindowWidth());
  const step = logosPerStep(total, inView);
  const lastStart = Math.max(0, total - inView);
  const [start, setStart] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Paused by the visitor's button, or else by their system's wish for less motion.
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByButton, setPaused] = useState<boolean>();
  const paused = pausedByButton ?? reducedMotion;
  const slides = total > inView;
  const playing = slides && !paused && !hovered && !focused;
  const position = Math.min(start, lastStart);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      // Wraps to the first logo once the last one is in view.
      setStart((current) =>
        Math.min(current, lastStart) >= lastStart ? 0 : Math.min(current + step, lastStart),
      );
    }, BRAND_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, step, lastStart]);

  if (total === 0) return null;

  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      aria-roledescription="carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Flex align="center" justify="space-between" gap="3" mb="4">
        <Heading as="h2" id={titleId} size={{ base: 'lg', md: 'xl' }}>
          {messages.brands}
        </Heading>
        {slides && (
          <IconButton
            size="sm"
            variant="outline"
            aria-label={paused ? messages.playBrands : messages.pauseBrands}
            onClick={() => setPaused(!paused)}
          >
            {paused ? <PlayGlyph /> : <PauseGlyph />}
          </IconButton>
        )}
      </Flex>
      <Box overflow="hidden">
        <chakra.ul
          display="flex"
          listStyleType="none"
          transform={`translateX(-${(position * 100) / inView}%)`}
          transition={`transform ${BRAND_SLIDE_MS}ms ease`}
          _motionReduce={{ transition: 'none' }}
        >
          {logos.map((logo, index) => (
            <chakra.li key={logo.id} flex={`0 0 ${100 / inView}%`} px="2">
              <chakra.a
                asChild
                display="flex"
                alignItems="center"
                justifyContent="center"
                h="24"
                p="3"
                bg="white"
                borderWidth="1px"
                borderRadius="md"
                _hover={{ shadow: 'md' }}
                _focusVisible={{ outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '-3px' }}
              >
                <RouterLink
                  to={brandShopPath(logo.brand.id, {
                    categorySlugs: logo.categorySlug ? [logo.categorySlug] : [],
                    name: logo.brand.name,
                  })}
                  // A logo reached with the keyboard slides into view.
                  onFocus={() => {
                    if (index < position || index >= position + inView) setStart(Math.min(index, lastStart));
                  }}
                >
                  <chakra.img
                    src={logo.image.url}
                    alt={logo.image.alt || logo.brand.name}
                    htmlWidth={160}
                    htmlHeight={80}
                    loading="lazy"
                    draggable={false}
                    onContextMenu={(event) => event.preventDefault()}
                    maxH="full"
                    maxW="full"
                    objectFit="contain"
                  />
                </RouterLink>
              </chakra.a>
            </chakra.li>
          ))}
        </chakra.ul>
      </Box>
    </Box>
  );
}

function PauseGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden fill="currentColor">
      <rect x="6" y="4" width="4" height="16" />
      <rect x="14" y="4" width="4" height="16" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden fill="currentColor">
      <path d="M7 4v16l13-8z" />
    </svg>
  );
}
