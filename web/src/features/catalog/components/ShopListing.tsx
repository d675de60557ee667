import { Button, Flex, Image } from '@chakra-ui/react';
import { type ReactNode, useDeferredValue, useEffect } from 'react';

import { SHOP_PAGE_SIZES } from '../lib/listing-params';
import type { ListingControls } from '../lib/useListingState';
import { shopMessages as messages } from '../messages';
import { type ListingResult, ProductListing } from './ProductListing';
import { ShopSidebar } from './ShopSidebar';

interface ShopListingProps {
  /** The shop's state from `useListingState({ pageSizes: SHOP_PAGE_SIZES })`. */
  listing: ListingControls;
  title: string;
  /** A picture shown small beside the title (a category's, when the store keeps one). */
  titleImage?: { url: string } | null | undefined;
  /**
   * The shop query's answer (current, or the previous one while the next loads) with its `products` page. The
   * query waits (`skip`) while `listing.ready` is false.
   */
  data: { products: ListingResult } | undefined;
  loading: boolean;
  error: unknown;
  /** What the console says when the products fail to load. */
  failureLog: string;
  /** Offered under an empty result when filters are set; leave it out when none are. */
  onClearFilters?: () => void;
  /** The shop's own sidebar sections, under the price filter. */
  children?: ReactNode;
}

/** A brand or category shop: the price filter and the shop's own filters beside its products. */
export function ShopListing({
  listing,
  title,
  titleImage,
  data,
  loading,
  error,
  failureLog,
  onClearFilters,
  children,
}: ShopListingProps) {
  const { state, draft, update, address, prices, ready } = listing;
  // The cards are built from the answer in the background (a deferred render the browser can interrupt).
  const products = useDeferredValue(loading ? undefined : data?.products);

  useEffect(() => {
    // Spec section 8: failures loading listings are only logged.
    if (error) console.error(failureLog, error);
  }, [error, failureLog]);

  return (
    <>
      <title>{messages.documentTitle(title)}</title>
      <ProductListing
        title={
          titleImage ? (
            <Flex as="span" align="center" gap={{ base: '3', md: '4' }}>
              {/* Decorative: the heading's words name the shop. */}
              <Image
                src={titleImage.url}
                alt=""
                boxSize={{ base: '12', md: '16' }}
                objectFit="cover"
                rounded="md"
                flexShrink={0}
              />
              {title}
            </Flex>
          ) : (
            title
          )
        }
        sidebar={
          <ShopSidebar
            prices={prices}
            minPrice={draft.minPrice}
            maxPrice={draft.maxPrice}
            onPriceApply={(range) => update(range)}
            address={address}
          >
            {children}
          </ShopSidebar>
        }
        state={state}
        priceSort={prices === 'allowed'}
        pageSizes={SHOP_PAGE_SIZES}
        onChange={update}
        result={products}
        loading={loading || !ready}
        emptyText={messages.noMatches}
        emptyAction={
          onClearFilters && (
            <Button variant="outline" colorPalette="brand" onClick={onClearFilters}>
              {messages.clearFilters}
            </Button>
          )
        }
      />
    </>
  );
}
