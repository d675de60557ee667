import { Box, type BoxProps, SkipNavLink } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

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

/** How long a new page's heading is waited for (its data may still be on the way). */
const HEADING_WAIT_MS = 5000;

/**
 * After a navigation (not on the first load), moves the focus to the new page's h1, as a screen reader user
 * expects (issue 17): left on the clicked link, the focus stayed in the header. The heading is waited for while
 * the page loads; if the buyer has moved the focus elsewhere meanwhile, or is typing in a field (the search box
 * searches as you type), it is left alone. The heading takes the
 * focus by script only (tabIndex -1) and draws no ring.
 */
export function useFocusPageHeading() {
  const { pathname } = useLocation();
  // The address the focus was last placed for: not moved on the first load (nor when effects run again).
  const placedFor = useRef(pathname);
  useEffect(() => {
    if (placedFor.current === pathname) return;
    placedFor.current = pathname;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    const focusedBefore = document.activeElement;
    // Typing (the search box searches as you type): the focus stays in the field.
    if (focusedBefore?.matches('input, textarea, select, [contenteditable="true"]')) return;
    let settled = false;
    const focusHeading = () => {
      const focused = document.activeElement;
      if (focused !== focusedBefore && focused !== document.body && focused !== null) return (settled = true);
      const heading = main.querySelector('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.style.outline = 'none';
      heading.focus();
      return (settled = true);
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (settled || focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      settled = true;
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);
}
