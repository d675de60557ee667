import { Box, chakra, Flex, Heading, IconButton } from '@chakra-ui/react';
import { type CSSProperties, memo, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import type { BrandLogoSlider_LogoFragment } from '../../../gql/graphql';
import { offscreen } from '../../../shared/styles/offscreen';
import { brandShopPath } from '../../../shared/lib/catalogPaths';
import { usePrefersReducedMotion } from '../../../shared/lib/motion';
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
const BRAND_AUTOPLAY_MS = 2000;
const BRAND_SLIDE_MS = 500;

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

/**
 * The window widths of `logosInView`, as media queries. The number of logos in view is CSS's to apply, for the
 * server's HTML as for the browser: a page rendered on the server is right at any width, and hydrating it on a
 * phone does not re-render (and restyle) the slider for a width the server could not know.
 */
const WIDTHS = [
  { media: '(width <= 480px)', width: 480 },
  { media: '(480px < width <= 600px)', width: 600 },
  { media: '(600px < width <= 1024px)', width: 1024 },
  { media: '(width > 1024px)', width: Infinity },
];

/** The slider's layout at a window width: logos in view, the last first logo, and the step. */
function layoutAt(total: number, width: number) {
  const inView = logosInView(total, width);
  return { inView, lastStart: Math.max(0, total - inView), step: logosPerStep(total, inView) };
}

/** Where the slider is at the window's current width: for events and timers, never for rendering. */
const layoutNow = (total: number) => layoutAt(total, window.innerWidth);

/** Per window width: the logos in view, the last start, and whether the pause button has a purpose. */
function layoutByWidth(total: number) {
  return Object.fromEntries(
    WIDTHS.map(({ media, width }) => {
      const { inView, lastStart } = layoutAt(total, width);
      return [
        `@media ${media}`,
        {
          '--logos-in-view': String(inView),
          '--logos-last-start': String(lastStart),
          '--logos-pause': total > inView ? 'inline-flex' : 'none',
        },
      ];
    }),
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
  const [start, setStart] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Paused by the visitor's button, or else by their system's wish for less motion.
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByButton, setPaused] = useState<boolean>();
  const paused = pausedByButton ?? reducedMotion;
  // Whether the logos outnumber those in view at some window width (the narrowest shows the fewest).
  const slides = total > logosInView(total, 0);
  const playing = slides && !paused && !hovered && !focused;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      const { lastStart, step } = layoutNow(total);
      // Wraps to the first logo once the last one is in view; still while every logo is.
      setStart((current) =>
        Math.min(current, lastStart) >= lastStart ? 0 : Math.min(current + step, lastStart),
      );
    }, BRAND_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, total]);

  // A logo reached with the keyboard slides into view.
  const showLogo = useCallback(
    (index: number) => {
      const { inView, lastStart } = layoutNow(total);
      setStart((current) => {
        const position = Math.min(current, lastStart);
        return index < position || index >= position + inView ? Math.min(index, lastStart) : current;
      });
    },
    [total],
  );

  // The same styles on every step of the autoplay. The last part of the home page: not laid out or painted, nor
  // its autoplay drawn, until scrolled near. Until then it takes its real height (the heading's row and a tile, at
  // every width): a height off by 2 px moved the footer below it as it was scrolled near.
  const byWidth = useMemo(() => ({ ...layoutByWidth(total), ...offscreen('148px') }), [total]);

  if (total === 0) return null;

  return (
    <Box
      as="section"
      css={byWidth}
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
            display="var(--logos-pause)"
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
          // The first logo in view: `start`, or the last start when fewer logos follow it than are in view.
          style={{ '--logos-start': start } as CSSProperties}
          transform="translateX(calc(-100% / var(--logos-in-view) * min(var(--logos-start), var(--logos-last-start))))"
          transition={`transform ${BRAND_SLIDE_MS}ms ease`}
          _motionReduce={{ transition: 'none' }}
        >
          <LogoItems logos={logos} onLogoFocus={showLogo} />
        </chakra.ul>
      </Box>
    </Box>
  );
}

/**
 * The logos themselves, rendered again only when they change: the slider re-renders on every step, hover and
 * focus, and when it starts in the browser (the visitor's motion preference is known only there).
 */
const LogoItems = memo(function LogoItems({
  logos,
  onLogoFocus,
}: {
  logos: readonly BrandLogoSlider_LogoFragment[];
  onLogoFocus: (index: number) => void;
}) {
  return (
    <>
      {logos.map((logo, index) => (
        <chakra.li key={logo.id} flex="0 0 calc(100% / var(--logos-in-view))" px="2">
          <chakra.a
            asChild
            display="flex"
            alignItems="center"
            justifyContent="center"
            h="24"
            p="3"
            position="relative"
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
              onFocus={() => onLogoFocus(index)}
            >
              <BrandLogo url={logo.image.url} alt={logo.image.alt} brandName={logo.brand.name} />
            </RouterLink>
          </chakra.a>
        </chakra.li>
      ))}
    </>
  );
});

/**
 * A logo in its tile, the brand's name in its place until it has loaded (or when it cannot load): the tile has
 * its size from the start, so nothing moves when the picture arrives.
 */
export function BrandLogo({ url, alt, brandName }: { url: string; alt: string; brandName: string }) {
  const [loaded, setLoaded] = useState(false);
  // A picture that loaded before the page's script ran (server-rendered, cached) fired its load event unheard.
  const seeLoaded = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth > 0) setLoaded(true);
  }, []);
  return (
    <>
      {!loaded && (
        <chakra.span
          aria-hidden
          position="absolute"
          inset="0"
          display="flex"
          alignItems="center"
          justifyContent="center"
          p="2"
          textAlign="center"
          fontSize="sm"
          fontWeight="semibold"
          color="fg.muted"
        >
          <chakra.span lineClamp="2">{brandName}</chakra.span>
        </chakra.span>
      )}
      <chakra.img
        ref={seeLoaded}
        src={url}
        alt={alt || brandName}
        htmlWidth={160}
        htmlHeight={80}
        loading="lazy"
        draggable={false}
        onContextMenu={(event) => event.preventDefault()}
        onLoad={() => setLoaded(true)}
        maxH="full"
        maxW="full"
        objectFit="contain"
        // Until it has loaded, the name shows instead of an empty box (or the browser's broken-picture sign).
        opacity={loaded ? 1 : 0}
        transition="opacity 0.2s"
      />
    </>
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
