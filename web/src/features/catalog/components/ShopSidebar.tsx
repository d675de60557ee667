import { Heading, Separator, Stack } from '@chakra-ui/react';
import { Children, type ReactNode } from 'react';

import { shopMessages as messages } from '../messages';
import { PriceFilter } from './PriceFilter';

interface ShopSidebarProps {
  minPrice: string;
  maxPrice: string;
  onPriceApply: (range: { minPrice: string; maxPrice: string }) => void;
  /** The shop's own sections (main category or brand, and the checkbox lists). */
  children?: ReactNode;
}

/** The shop sidebar: the price filter first, then the shop's sections, separated by rules. */
export function ShopSidebar({ minPrice, maxPrice, onPriceApply, children }: ShopSidebarProps) {
  const sections = Children.toArray(children).filter(Boolean);
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h2" size="sm" textTransform="uppercase" letterSpacing="wide">
          {messages.priceFilter}
        </Heading>
        {/* Keyed by the URL's prices so the inputs follow the back button. */}
        <PriceFilter
          key={`${minPrice}|${maxPrice}`}
          minPrice={minPrice}
          maxPrice={maxPrice}
          onApply={onPriceApply}
        />
      </Stack>
      {sections.map((section, index) => (
        <Stack key={index} gap="5">
          <Separator />
          {section}
        </Stack>
      ))}
    </Stack>
  );
}
