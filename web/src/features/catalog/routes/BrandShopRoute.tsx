import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';

import { graphql } from '../../../gql';
import type { ProductFilter } from '../../../gql/graphql';
import { BrandShopFilters } from '../components/BrandShopFilters';
import { ProductListing } from '../components/ProductListing';
import { ShopSidebar } from '../components/ShopSidebar';
import { SHOP_PAGE_SIZES } from '../lib/listing-params';
import { useListingState } from '../lib/useListingState';
import { shopMessages as messages } from '../messages';
import { ShopNotFound } from './ShopNotFound';

const BrandShopRouteQuery = graphql(`
  query BrandShopRouteQuery(
    $brandId: ID!
    $filter: ProductFilter!
    $sort: ProductSort!
    $page: Int!
    $perPage: Int!
  ) {
    brand(id: $brandId) {
      id
      name
      ...BrandShopFilters_brand
    }
    products(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {
      items {
        id
        ...ProductCard_product
      }
      total
    }
  }
`);

/** `/product-brand/:brandId?categoryId=…&name=…`: a brand's products with price and category filters. */
export function BrandShopRoute() {
  const { brandId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { state, update } = useListingState({ pageSizes: SHOP_PAGE_SIZES });

  const filter: ProductFilter = {
    brandIds: [...new Set([brandId, ...state.brandIds])],
    ...(state.categorySlugs.length > 0 && { categorySlugs: state.categorySlugs }),
    ...(state.minPrice && { minPrice: state.minPrice }),
    ...(state.maxPrice && { maxPrice: state.maxPrice }),
  };

  const { data, previousData, loading, error } = useQuery(BrandShopRouteQuery, {
    variables: { brandId, filter, sort: state.sort, page: state.page, perPage: state.perPage },
  });

  useEffect(() => {
    // Spec section 8: failures loading listings are only logged.
    if (error) console.error('Could not load the brand shop.', error);
  }, [error]);

  const shown = data ?? previousData;
  const brand = shown?.brand;
  if (data && !data.brand) return <ShopNotFound title={messages.brandNotFound} />;

  // The `name` query carries the brand's name, so the title shows before the brand has loaded.
  const title = brand?.name ?? searchParams.get('name') ?? messages.shopTitle;
  const filtered = state.categorySlugs.length > 0 || state.minPrice !== '' || state.maxPrice !== '';

  return (
    <>
      <title>{messages.documentTitle(title)}</title>
      <ProductListing
        title={title}
        sidebar={
          <ShopSidebar
            minPrice={state.minPrice}
            maxPrice={state.maxPrice}
            onPriceApply={(range) => update(range)}
          >
            {brand && (
              <BrandShopFilters
                brand={brand}
                selectedCategories={state.categorySlugs}
                onCategoriesChange={(categorySlugs) => update({ categorySlugs })}
              />
            )}
          </ShopSidebar>
        }
        state={state}
        pageSizes={SHOP_PAGE_SIZES}
        onChange={update}
        result={loading ? undefined : data?.products}
        loading={loading}
        emptyText={messages.noMatches}
        emptyAction={
          filtered && (
            <Button
              variant="outline"
              colorPalette="brand"
              onClick={() => update({ categorySlugs: [], minPrice: '', maxPrice: '' })}
            >
              {messages.clearFilters}
            </Button>
          )
        }
      />
    </>
  );
}
