import { Box, type BoxProps } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';

import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/components/icons';

/** Whether a sideways-scrolling row hides content before (left of) or after (right of) what it shows. */
export interface HiddenSides {
  before: boolean;
  after: boolean;
}

const noneHidden: HiddenSides = { before: false, after: false };

/**
 * Up to 16 px out of sight is a link's own padding (the menu at 1000 px clips 15 px of the last link's), not
 * something to scroll to.
 */
const SLACK_PX = 16;

export function hiddenSides({
  scrollLeft,
  scrollWidth,
  clientWidth,
}: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): HiddenSides {
  return { before: scrollLeft > SLACK_PX, after: scrollWidth - clientWidth - scrollLeft > SLACK_PX };
}

/** Follows a scroller's hidden sides as it scrolls, resizes or its items change width. */
function useHiddenSides() {
  const ref = useRef<HTMLDivElement>(null);
  // The server cannot measure: no hint until the browser has (desktops, where nothing overflows, never get one).
  const [sides, setSides] = useState(noneHidden);
  useEffect(() => {
    const scroller = ref.current;
    if (!scroller) return;
    const update = () =>
      setSides((current) => {
        const next = hiddenSides(scroller);
        return next.before === current.before && next.after === current.after ? current : next;
      });
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(scroller);
    // Items that appear later (the account menu after logging in) widen the row without resizing the scroller.
    const items = new MutationObserver(update);
    items.observe(scroller, { childList: true, subtree: true });
    return () => {
      scroller.removeEventListener('scroll', update);
      resize.disconnect();
      items.disconnect();
    };
  }, []);
  return [ref, sides] as const;
}

interface SideScrollerProps extends Omit<BoxProps, 'children'> {
  children: ReactNode;
  /** The row's background, which the hint fades into. */
  fadeColor: string;
  /** The hint's chevron colour. */
  hintColor: string;
}

/**
 * A row that scrolls sideways when it is wider than the screen (on a phone), showing that it does: a fade with a
 * chevron at each side that has more, which goes when that side's end is reached. No scroll bar: on a phone it
 * is hidden until touched, and on a desktop browser at phone width it would take height from the row.
 */
export function SideScroller({ children, fadeColor, hintColor, ...scrollerProps }: SideScrollerProps) {
  const [ref, sides] = useHiddenSides();
  return (
    <Box position="relative" minW="0">
      <Box
        ref={ref}
        overflowX="auto"
        scrollbarWidth="none"
        css={{ '&::-webkit-scrollbar': { display: 'none' } }}
        // A link scrolled into view by the keyboard stops clear of the fade.
        scrollPaddingInline="8"
        scrollSnapType="x proximity"
        {...scrollerProps}
      >
        {children}
      </Box>
      {sides.before && <Hint side="before" fadeColor={fadeColor} hintColor={hintColor} />}
      {sides.after && <Hint side="after" fadeColor={fadeColor} hintColor={hintColor} />}
    </Box>
  );
}

function Hint({
  side,
  fadeColor,
  hintColor,
}: {
  side: 'before' | 'after';
  fadeColor: string;
  hintColor: string;
}) {
  const after = side === 'after';
  return (
    <Box
      data-scroll-hint={side}
      aria-hidden
      position="absolute"
      insetY="0"
      {...(after ? { insetEnd: '0' } : { insetStart: '0' })}
      w="8"
      display="flex"
      alignItems="center"
      justifyContent={after ? 'flex-end' : 'flex-start'}
      pointerEvents="none"
      bgGradient={after ? 'to-r' : 'to-l'}
      gradientFrom="transparent"
      gradientVia={fadeColor}
      gradientTo={fadeColor}
      color={hintColor}
    >
      {after ? <ChevronRightIcon boxSize="4" /> : <ChevronLeftIcon boxSize="4" />}
    </Box>
  );
}
