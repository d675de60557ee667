import { Heading, Link, Separator, Stack } from '@chakra-ui/react';
import { Children, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';

import { accountPaths, type ReturnState } from '../../../shared/session/accountPaths';
import type { Address, PriceAccess } from '../lib/useListingState';
import { shopMessages as messages } from '../messages';
import { PriceFilter } from './PriceFilter';

interface ShopSidebarProps {
  /** A customer gets the price filter, a visitor a link to log in; nothing shows until the session is known. */
  prices: PriceAccess;
  minPrice: string;
  maxPrice: string;
  onPriceApply: (range: { minPrice: string; maxPrice: string }) => void;
  /** Where the listing is at the moment of a click (see `useListingState`), for the visitor's way back. */
  address: () => Address;
  /** The shop's own sections (main category or brand, and the checkbox lists). */
  children?: ReactNode;
}

/** The shop sidebar: the price filter first, then the shop's sections, separated by rules. */
export function ShopSidebar({
  prices,
  minPrice,
  maxPrice,
  onPriceApply,
  address,
  children,
}: ShopSidebarProps) {
  const sections = Children.toArray(children).filter(Boolean);
  return (
    <Stack gap="5">
      {prices !== 'unknown' && (
        <Stack gap="2">
          <Heading as="h2" size="sm" textTransform="uppercase" letterSpacing="wide">
            {messages.priceFilter}
          </Heading>
          {prices === 'allowed' ? (
            // Keyed by the URL's prices so the inputs follow the back button.
            <PriceFilter
              key={`${minPrice}|${maxPrice}`}
              minPrice={minPrice}
              maxPrice={maxPrice}
              onApply={onPriceApply}
            />
          ) : (
            <PriceLoginLink address={address} />
          )}
        </Stack>
      )}
      {sections.map((section, index) => (
        <Stack key={index} gap="5">
          {(index > 0 || prices !== 'unknown') && <Separator />}
          {section}
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * A visitor's way to the price filter: log in, and come back to this listing. A filter written to the address an
 * instant before the click is not on screen yet (the router renders in a transition), so a plain click reads the
 * listing's address then; the rendered state serves a link opened some other way.
 */
function PriceLoginLink({ address }: { address: () => Address }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const state: ReturnState = { from: { pathname, search, hash } };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const from: ReturnState['from'] = { ...address(), hash };
    void navigate(accountPaths.login, { state: { from } satisfies ReturnState });
  };
  return (
    <Link asChild fontSize="sm" color="brand.700">
      <RouterLink to={accountPaths.login} state={state} onClick={onClick}>
        {messages.priceLoginHint}
      </RouterLink>
    </Link>
  );
}
