import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

import { HeartIcon, SearchIcon, StoreIcon, UserIcon } from '../../../shared/components/icons';
import { accountPaths } from '../../../shared/session/accountPaths';
import { useSession } from '../../../shared/session/useSession';
import { mobileBarMessages as messages } from '../messages';

interface MobileBottomBarProps {
  searchOpen: boolean;
  /** Id of the search box the Search button shows and hides. */
  searchId: string;
  onToggleSearch: () => void;
}

/**
 * Spec section 2: below 1024 px, Store, Search, Wishlist and Account (or Sign In) sit at the bottom; Search only
 * below 768 px, above which the header has the search box.
 */
export function MobileBottomBar({ searchOpen, searchId, onToggleSearch }: MobileBottomBarProps) {
  const { loggedIn } = useSession();
  return (
    <chakra.nav
      aria-label={messages.navigation}
      hideFrom="lg"
      position="fixed"
      bottom="0"
      insetX="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      pb="env(safe-area-inset-bottom)"
    >
      <chakra.ul
        display="grid"
        gridTemplateColumns={{ base: 'repeat(4, 1fr)', md: 'repeat(3, 1fr)' }}
        listStyleType="none"
      >
        <li>
          <BarLink to="/" end icon={<StoreIcon boxSize="5" />} label={messages.store} />
        </li>
        {/* From a tablet up the header shows the search box itself. */}
        <chakra.li hideFrom="md">
          <chakra.button
            type="button"
            aria-expanded={searchOpen}
            aria-controls={searchId}
            onClick={onToggleSearch}
            {...itemStyle}
          >
            <SearchIcon boxSize="5" />
            {messages.search}
          </chakra.button>
        </chakra.li>
        <li>
          <BarLink to={accountPaths.wishlist} icon={<HeartIcon boxSize="5" />} label={messages.wishlist} />
        </li>
        <li>
          {loggedIn ? (
            <BarLink to={accountPaths.dashboard} icon={<UserIcon boxSize="5" />} label={messages.account} />
          ) : (
            <BarLink to={accountPaths.login} icon={<UserIcon boxSize="5" />} label={messages.signIn} />
          )}
        </li>
      </chakra.ul>
    </chakra.nav>
  );
}

const itemStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  w: 'full',
  minH: '14',
  fontSize: 'xs',
  fontWeight: 'medium',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { color: 'brand.700' },
  _currentPage: { color: 'brand.700' },
  _expanded: { color: 'brand.700' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
} as const;

function BarLink({ to, end, icon, label }: { to: string; end?: boolean; icon: ReactNode; label: string }) {
  return (
    <chakra.a asChild {...itemStyle}>
      <NavLink to={to} end={end}>
        {icon}
        {label}
      </NavLink>
    </chakra.a>
  );
}
