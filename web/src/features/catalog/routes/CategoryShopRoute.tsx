import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useParams } from 'react-router';

import { graphql } from '../../../gql';
import type { ProductFilter } from '../../../gql/graphql';
import { CategoryShopFilters } from '../components/CategoryShopFilters';
import { ProductListing } from '../components/ProductListing';
import { ShopSidebar } from '../components/ShopSidebar';
import { SHOP_PAGE_SIZES } from '../lib/listing-params';
import { categoryPath } from '../lib/paths';
import { useListingState } from '../lib/useListingState';
import { shopMessages as messages } from '../messages';
import { ShopNotFound } from './ShopNotFound';

const CategoryShopRouteQuery = graphql(`
  query CategoryShopRouteQuery(
    $slug: String!
    $filter: ProductFilter!
    $sort: ProductSort!
    $page: Int!
    $perPage: Int!
  ) {
    category(slug: $slug) {
      id
      name
      ...CategoryShopFilters_category
    }
    brands(categorySlug: $slug) {
      id
      ...CategoryShopFilters_brand
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

/** `/product-category/:category[/:subcategory]`: a category's products with price, subcategory and brand filters. */
export function CategoryShopRoute() {
  const { category: slug = '', subcategory } = useParams();
  const { state, update } = useListingState({ pageSizes: SHOP_PAGE_SIZES });
  const mainPath = categoryPath(slug);

  // The subcategory in the path counts as ticked, like those in the query.
  const subcategories = [...new Set([...(subcategory ? [subcategory] : []), ...state.categorySlugs])];
  const filter: ProductFilter = {
    categorySlugs: subcategories.length > 0 ? subcategories : [slug],
    ...(state.brandIds.length > 0 && { brandIds: state.brandIds }),
    ...(state.minPrice && { minPrice: state.minPrice }),
    ...(state.maxPrice && { maxPrice: state.maxPrice }),
  };

  const { data, previousData, loading, error } = useQuery(CategoryShopRouteQuery, {
    variables: { slug, filter, sort: state.sort, page: state.page, perPage: state.perPage },
  });

  useEffect(() => {
    // Spec section 8: failures loading listings are only logged.
    if (error) console.error('Could not load the category shop.', error);
  }, [error]);

  // Filters stay on screen while the next page of products loads.
  const shown = data ?? previousData;
  const category = shown?.category;
  if (data && !data.category) return <ShopNotFound title={messages.categoryNotFound} />;

  const filtered =
    subcategories.length > 0 || state.brandIds.length > 0 || state.minPrice !== '' || state.maxPrice !== '';

  return (
    <>
      <title>{messages.documentTitle(category?.name ?? messages.shopTitle)}</title>
      <ProductListing
        title={category?.name ?? messages.shopTitle}
        sidebar={
          <ShopSidebar
            minPrice={state.minPrice}
            maxPrice={state.maxPrice}
            onPriceApply={(range) => update(range)}
          >
            {category && (
              <CategoryShopFilters
                category={category}
                brands={shown?.brands ?? []}
                selectedSubcategories={subcategories}
                selectedBrands={state.brandIds}
                // Ticked subcategories move into the query, so the path goes back to the main category.
                onSubcategoriesChange={(categorySlugs) => update({ categorySlugs }, { pathname: mainPath })}
                onBrandsChange={(brandIds) => update({ brandIds })}
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
              onClick={() =>
                update(
                  { categorySlugs: [], brandIds: [], minPrice: '', maxPrice: '' },
                  { pathname: mainPath },
                )
              }
            >
              {messages.clearFilters}
            </Button>
          )
        }
      />
    </>
  );
}
