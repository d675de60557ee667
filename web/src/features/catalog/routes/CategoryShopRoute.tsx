import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';

import { graphql } from '../../../gql';
import { PageNotFound } from '../../../shared/errors/PageNotFound';
import { isMissing } from '../../../shared/errors/missing';
import { CategoryShopFilters } from '../components/CategoryShopFilters';
import { ShopListing } from '../components/ShopListing';
import { SHOP_PAGE_SIZES, shopProductsVariables } from '../lib/listing-params';
import { categoryPath } from '../../../shared/lib/catalogPaths';
import { useListingState } from '../lib/useListingState';
import { shopMessages as messages } from '../messages';

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
      image {
        url
      }
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
  const listing = useListingState({ pageSizes: SHOP_PAGE_SIZES });
  const { state, update } = listing;
  const mainPath = categoryPath(slug);

  // The subcategory in the path counts as ticked, like those in the query.
  const subcategories = [...new Set([...(subcategory ? [subcategory] : []), ...state.categorySlugs])];

  const { data, previousData, loading, error } = useQuery(CategoryShopRouteQuery, {
    variables: {
      slug,
      ...shopProductsVariables(state, {
        brandIds: state.brandIds,
        categorySlugs: subcategories.length > 0 ? subcategories : [slug],
      }),
    },
    skip: !listing.ready,
    // An unknown category is `category: null` with a NOT_FOUND error: the page says so, on the server too.
    errorPolicy: 'all',
  });

  // Filters stay on screen while the next page of products loads.
  const shown = data ?? previousData;
  const category = shown?.category;
  if (isMissing(data, 'category', error)) return <PageNotFound />;

  const filtered =
    subcategories.length > 0 || state.brandIds.length > 0 || state.minPrice !== '' || state.maxPrice !== '';

  return (
    <ShopListing
      listing={listing}
      title={category?.name ?? messages.shopTitle}
      titleImage={category?.image}
      data={data}
      loading={loading}
      error={error}
      failureLog="Could not load the category shop."
      onClearFilters={
        filtered
          ? () =>
              update({ categorySlugs: [], brandIds: [], minPrice: '', maxPrice: '' }, { pathname: mainPath })
          : undefined
      }
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
    </ShopListing>
  );
}
