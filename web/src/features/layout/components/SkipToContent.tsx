import { Box, type BoxProps, SkipNavLink } from '@chakra-ui/react';

import { headerMessages as messages } from '../messages';

const MAIN_CONTENT_ID = 'main-content';

/**
 * First focusable element of every page: lets keyboard users jump past the header and menus. Chakra's recipe
 * gives it no stacking order, so the header drawn after it would lie over it.
 */
export function SkipToContentLink() {
  return (
    <SkipNavLink id={MAIN_CONTENT_ID} zIndex="skipNav">
      {messages.skipToContent}
    </SkipNavLink>
  );
}

/** The page's `<main>`, target of the skip link. */
export function MainContent(props: BoxProps) {
  return <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" {...props} />;
}
