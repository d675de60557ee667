import { Heading, Link, Separator, Stack } from '@chakra-ui/react';
import { Children, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

import { accountPaths, type ReturnState } from '../../../shared/session/accountPaths';
import type { PriceAccess } from '../lib/useListingState';
import { shopMessages as messages } from '../messages';
import { PriceFilter } from './PriceFilter';

interface ShopSidebarProps {
  /** A customer gets the price filter, a visitor a link to log in; nothing shows until the session is known. */
  prices: PriceAccess;
  minPrice: string;
  maxPrice: string;
  onPriceApply: (range: { minPrice: string; maxPrice: string }) => void;
  /** The shop's own sections (main category or brand, and the checkbox lists). */
  children?: ReactNode;
}

/** The shop sidebar: the price filter first, then the shop's sections, separated by rules. */
export function ShopSidebar({ prices, minPrice, maxPrice, onPriceApply, children }: ShopSidebarProps) {
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
            <PriceLoginLink />
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

/** A visitor's way to the price filter: log in, and come back to this listing. */
function PriceLoginLink() {
  const { pathname, search, hash } = useLocation();
  const state: ReturnState = { from: { pathname, search, hash } };
  return (
    <Link asChild fontSize="sm" color="brand.700">
      <RouterLink to={accountPaths.login} state={state}>
        {messages.priceLoginHint}
      </RouterLink>
    </Link>
  );
}
