import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

import { graphql } from '../../../gql';
import { ProductListing } from '../components/ProductListing';
import { SEARCH_PAGE_SIZES } from '../lib/listing-params';
import { useListingState } from '../lib/useListingState';
import { searchMessages as messages } from '../messages';

const SearchRouteQuery = graphql(`
  query SearchRouteQuery($query: String!, $sort: ProductSort!, $page: Int!, $perPage: Int!) {
    searchProducts(query: $query, sort: $sort, page: $page, perPage: $perPage) {
      items {
        id
        ...ProductCard_product
      }
      total
    }
  }
`);

/** `/products?search=…`: the products whose name, brand, code or barcode contain the searched words. */
export function SearchRoute() {
  const [searchParams] = useSearchParams();
  const term = (searchParams.get('search') ?? '').trim();
  const { state, update, prices, ready } = useListingState({ pageSizes: SEARCH_PAGE_SIZES });

  const { data, loading, error } = useQuery(SearchRouteQuery, {
    variables: { query: term, sort: state.sort, page: state.page, perPage: state.perPage },
    // The API needs at least one character; an empty search simply has no results.
    skip: term === '' || !ready,
  });

  useEffect(() => {
    // Spec section 8: failures loading listings are only logged.
    if (error) console.error('Could not load the search results.', error);
  }, [error]);

  const result = term === '' ? { items: [], total: 0 } : loading || !ready ? undefined : data?.searchProducts;

  return (
    <>
      <title>{term ? messages.documentTitle(term) : messages.emptyDocumentTitle}</title>
      <ProductListing
        title={term ? messages.title(term) : messages.emptyTitle}
        state={state}
        priceSort={prices === 'allowed'}
        pageSizes={SEARCH_PAGE_SIZES}
        onChange={update}
        result={result}
        loading={(loading || !ready) && term !== ''}
        emptyText={messages.noItems}
      />
    </>
  );
}
