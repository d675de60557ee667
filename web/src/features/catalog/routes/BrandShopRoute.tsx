import { useQuery } from '@apollo/client/react';
import { useParams, useSearchParams } from 'react-router';

import { graphql } from '../../../gql';
import { PageNotFound } from '../../../shared/errors/PageNotFound';
import { isMissing } from '../../../shared/errors/missing';
import { BrandShopFilters } from '../components/BrandShopFilters';
import { ShopListing } from '../components/ShopListing';
import {
  BRAND_CATEGORY_UPDATE_DELAY_MS,
  SHOP_PAGE_SIZES,
  shopProductsVariables,
} from '../lib/listing-params';
import { useListingState } from '../lib/useListingState';
import { shopMessages as messages } from '../messages';

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
  const listing = useListingState({ pageSizes: SHOP_PAGE_SIZES });
  const { state, draft, update, updateSoon } = listing;

  const { data, previousData, loading, error } = useQuery(BrandShopRouteQuery, {
    variables: {
      brandId,
      ...shopProductsVariables(state, {
        brandIds: [brandId, ...state.brandIds],
        categorySlugs: state.categorySlugs,
      }),
    },
    skip: !listing.ready,
    // An unknown brand is `brand: null` with a NOT_FOUND error: the page says so, on the server too.
    errorPolicy: 'all',
  });

  // Filters stay on screen while the next page of products loads.
  const brand = (data ?? previousData)?.brand;
  if (isMissing(data, 'brand', error)) return <PageNotFound />;

  // Brands a link put in the URL (`brandIds`) widen the listing too, so clearing drops them with the rest.
  const filtered =
    draft.categorySlugs.length > 0 ||
    draft.brandIds.length > 0 ||
    draft.minPrice !== '' ||
    draft.maxPrice !== '';

  return (
    <ShopListing
      listing={listing}
      // The `name` query carries the brand's name, so the title shows before the brand has loaded.
      title={brand?.name ?? searchParams.get('name') ?? messages.shopTitle}
      data={data}
      loading={loading}
      error={error}
      failureLog="Could not load the brand shop."
      onClearFilters={
        filtered ? () => update({ categorySlugs: [], brandIds: [], minPrice: '', maxPrice: '' }) : undefined
      }
    >
      {brand && (
        <BrandShopFilters
          brand={brand}
          selectedCategories={draft.categorySlugs}
          // Ticks show at once; the URL (and the request) waits for the buyer to stop ticking.
          onCategoriesChange={(categorySlugs) =>
            updateSoon({ categorySlugs }, BRAND_CATEGORY_UPDATE_DELAY_MS)
          }
        />
      )}
    </ShopListing>
  );
}
