import { Box, chakra, IconButton } from '@chakra-ui/react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';

import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/components/icons';
import { PictureWords } from '../../../shared/components/PictureWords';
import { homeMessages as messages } from '../messages';

export const HeroSliderFragment = graphql(`
  fragment HeroSlider_slide on HeroSlide {
    id
    image {
      url
      alt
    }
    headline
    subtitle
  }
`);

/** Spec section 9: slides glide for 2000 ms; there is no autoplay. */
const HERO_TRANSITION_MS = 2000;

// Spec section 9: 550 px above 1000 px wide, 350 px above 580 px, otherwise 150 px.
const heroHeight = {
  height: '150px',
  '@media (min-width: 581px)': { height: '350px' },
  '@media (min-width: 1001px)': { height: '550px' },
};

/** The home page's hero images: previous and next buttons (and the arrow keys) move between them, wrapping. */
export function HeroSlider({
  slides: slideRefs,
}: {
  slides: ReadonlyArray<FragmentType<typeof HeroSliderFragment>>;
}) {
  const slides = getFragmentData(HeroSliderFragment, slideRefs);
  const [current, setCurrent] = useState(0);
  const count = slides.length;
  if (count === 0) return null;

  const go = (step: 1 | -1) => setCurrent((index) => (index + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={messages.heroSlider}
      position="relative"
      overflow="hidden"
      bg="gray.900"
      css={heroHeight}
      tabIndex={count > 1 ? 0 : undefined}
      onKeyDown={count > 1 ? onKeyDown : undefined}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.400', outlineOffset: '-3px' }}
    >
      <Box
        aria-live="polite"
        display="flex"
        h="full"
        transform={`translateX(-${current * 100}%)`}
        transition={`transform ${HERO_TRANSITION_MS}ms ease`}
        _motionReduce={{ transition: 'none' }}
      >
        {slides.map((slide, index) => (
          <Box
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={messages.slide(index + 1, count)}
            aria-hidden={index !== current}
            flex="0 0 100%"
            h="full"
            position="relative"
          >
            <chakra.img
              src={slide.image.url}
              alt={slide.image.alt}
              htmlWidth={1920}
              htmlHeight={550}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              draggable={false}
              onContextMenu={(event) => event.preventDefault()}
              w="full"
              h="full"
              objectFit="cover"
            />
            {/* Real text over the picture, clear of the slide buttons; 18 px on a phone, where the hero is 150 px. */}
            {slide.headline && (
              <PictureWords
                headline={slide.headline}
                subtitle={slide.subtitle}
                headlineSize={{ base: 'lg', sm: '3xl', lg: '5xl' }}
                subtitleSize={{ base: 'sm', sm: 'lg', lg: 'xl' }}
                gap={{ base: '1', md: '3' }}
                ps={{ base: '12', md: '20', xl: '24' }}
                pe={{ base: '12', md: '20' }}
              />
            )}
          </Box>
        ))}
      </Box>
      {count > 1 && (
        <>
          <SlideButton side="start" label={messages.previousSlide} onClick={() => go(-1)}>
            <ChevronLeftIcon />
          </SlideButton>
          <SlideButton side="end" label={messages.nextSlide} onClick={() => go(1)}>
            <ChevronRightIcon />
          </SlideButton>
        </>
      )}
    </Box>
  );
}

interface SlideButtonProps {
  side: 'start' | 'end';
  label: string;
  onClick: () => void;
  children: ReactNode;
}

function SlideButton({ side, label, onClick, children }: SlideButtonProps) {
  return (
    <IconButton
      aria-label={label}
      onClick={onClick}
      position="absolute"
      top="50%"
      transform="translateY(-50%)"
      insetStart={side === 'start' ? { base: '1', md: '4' } : undefined}
      insetEnd={side === 'end' ? { base: '1', md: '4' } : undefined}
      size={{ base: 'sm', md: 'lg' }}
      borderRadius="full"
      bg="blackAlpha.600"
      color="white"
      _hover={{ bg: 'blackAlpha.800' }}
    >
      {children}
    </IconButton>
  );
}
