import {
  Box,
  Button,
  CloseButton,
  Container,
  Drawer,
  Grid,
  Heading,
  VisuallyHidden,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';

import type { FragmentType } from '../../../gql';
import type { ProductSort } from '../../../gql/graphql';
import type { ListingState } from '../lib/listing-params';
import { shopMessages as messages } from '../messages';
import { FilterIcon } from '../../../shared/components/icons';
import { ListingPagination } from './ListingPagination';
import { ListingToolbar } from './ListingToolbar';
import { LoadingText } from '../../../shared/product/LoadingText';
import type { ProductCardFragment } from '../../../shared/product/ProductCard';
import { ProductGrid } from '../../../shared/product/ProductGrid';

/** A page of a listing's products. */
export interface ListingResult {
  items: ReadonlyArray<FragmentType<typeof ProductCardFragment>>;
  total: number;
}

interface ProductListingProps {
  title: ReactNode;
  /** Filters; beside the products from 1024 px, in a 'Filters' drawer below. */
  sidebar?: ReactNode;
  state: Pick<ListingState, 'sort' | 'perPage' | 'page'>;
  /** Whether the sort offers the price orders (a customer's listing only). */
  priceSort: boolean;
  pageSizes: readonly number[];
  onChange: (changes: { sort?: ProductSort; perPage?: number; page?: number }) => void;
  /** The current page; undefined while loading or after a failed load. */
  result: ListingResult | undefined;
  loading: boolean;
  /** What an empty result says. */
  emptyText: string;
  /** Shown under the empty text, e.g. a way to clear the filters. */
  emptyAction?: ReactNode;
}

/** A shop or search page: title, filters, sort and page size, the products, and the page buttons. */
export function ProductListing({
  title,
  sidebar,
  state,
  priceSort,
  pageSizes,
  onChange,
  result,
  loading,
  emptyText,
  emptyAction,
}: ProductListingProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);

  const filtersButton = sidebar ? (
    <Drawer.Root
      open={filtersOpen}
      onOpenChange={(details) => setFiltersOpen(details.open)}
      placement="start"
      lazyMount
      unmountOnExit
    >
      <Drawer.Trigger asChild>
        <Button variant="outline" size="sm" hideFrom="lg">
          <FilterIcon />
          {messages.filters}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{messages.filters}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{sidebar}</Drawer.Body>
            <Drawer.Footer>
              <Drawer.ActionTrigger asChild>
                <Button colorPalette="brand" w="full">
                  {messages.showResults}
                </Button>
              </Drawer.ActionTrigger>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={messages.closeFilters} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  ) : undefined;

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Grid
        templateColumns={{ base: '1fr', lg: sidebar ? '260px 1fr' : '1fr' }}
        gap={{ base: '6', lg: '10' }}
      >
        {sidebar && (
          <Box as="aside" aria-label={messages.filters} hideBelow="lg">
            {sidebar}
          </Box>
        )}
        <Stack gap="6" minW="0">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <ListingToolbar
            total={loading ? undefined : result?.total}
            sort={state.sort}
            priceSort={priceSort}
            perPage={state.perPage}
            pageSizes={pageSizes}
            onSortChange={(sort) => onChange({ sort })}
            onPerPageChange={(perPage) => onChange({ perPage })}
            start={filtersButton}
          />
          {loading ? (
            <LoadingText />
          ) : result && result.items.length > 0 ? (
            <>
              {/* Cards title themselves with h3: this keeps the outline h1 → h2 → h3 for screen readers. */}
              <VisuallyHidden as="h2">{messages.productsHeading}</VisuallyHidden>
              <ProductGrid
                products={result.items}
                columns={{ base: 2, md: 3, xl: sidebar ? 3 : 4 }}
                firstCards={4}
              />
              <ListingPagination
                total={result.total}
                perPage={state.perPage}
                page={state.page}
                onPageChange={(page) => onChange({ page })}
              />
            </>
          ) : result ? (
            <Stack align="center" py="16" gap="4" textAlign="center">
              <Text fontSize="lg">{emptyText}</Text>
              {emptyAction}
            </Stack>
          ) : null}
        </Stack>
      </Grid>
    </Container>
  );
}
