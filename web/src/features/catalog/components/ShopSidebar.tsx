import { Heading, Separator, Stack } from '@chakra-ui/react';
import { Children, type ReactNode } from 'react';

import { LoginLink } from '../../../shared/session/LoginLink';
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
            <LoginLink returnTo={address} fontSize="sm">
              {messages.priceLoginHint}
            </LoginLink>
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
