import { chakra, Link } from '@chakra-ui/react';
import type { FocusEvent } from 'react';
import { NavLink } from 'react-router';

import { paths } from '../../../shared/lib/paths';
import { headerMessages, mainMenuLinks } from '../messages';
import { SideScroller } from './SideScroller';

// On a phone the bar scrolls sideways; the browser leaves a link it moves the focus to half outside. Show it whole.
const showWhole = (event: FocusEvent<HTMLElement>) =>
  event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' });

/** The fixed menu bar: the same links on every page, the current one marked for sighted and screen-reader users. */
export function MainMenu() {
  return (
    // minW 0 lets the bar scroll sideways on narrow screens instead of widening the page.
    <chakra.nav aria-label={headerMessages.mainNavigation} minW="0">
      <SideScroller fadeColor="gray.900" hintColor="white">
        <chakra.ul display="flex" listStyleType="none">
          {mainMenuLinks.map((link) => (
            <chakra.li key={link.to} scrollSnapAlign="start">
              <Link
                asChild
                display="flex"
                alignItems="center"
                h={{ base: '11', md: '12' }}
                px={{ base: '3', md: '4' }}
                color="gray.100"
                fontWeight="semibold"
                textTransform="uppercase"
                fontSize="sm"
                whiteSpace="nowrap"
                _hover={{ color: 'white', bg: 'whiteAlpha.200', textDecoration: 'none' }}
                _currentPage={{ color: 'white', boxShadow: 'inset 0 -3px 0 {colors.brand.400}' }}
                // A ring that shows on the black bar: white, inside the link (the bar scrolls and clips outside).
                _focusVisible={{ outline: '3px solid white', outlineOffset: '-3px', color: 'white' }}
              >
                <NavLink to={link.to} end={link.to === paths.home} onFocus={showWhole}>
                  {link.label}
                </NavLink>
              </Link>
            </chakra.li>
          ))}
        </chakra.ul>
      </SideScroller>
    </chakra.nav>
  );
}
