import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

import {
  type ListingOptions,
  type ListingState,
  readListingState,
  writeListingState,
} from './listing-params';

interface UpdateOptions {
  /** Move to another path as well (e.g. from a subcategory's address back to its main category). */
  pathname?: string;
}

/**
 * A listing's filters, sort, page size and page, read from the URL and changed by rewriting it: every change is
 * a new history entry, so the back button brings the previous filters back. Any change other than the page goes
 * back to page 1, and every change scrolls to the top (spec section 4, "Listings").
 */
export function useListingState(options: ListingOptions) {
  const { pageSizes } = options;
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const state = useMemo(() => readListingState(params, { pageSizes }), [params, pageSizes]);

  const update = useCallback(
    (changes: Partial<ListingState>, { pathname = location.pathname }: UpdateOptions = {}) => {
      const next: ListingState = { ...state, page: 1, ...changes };
      const search = writeListingState(params, next, { pageSizes }).toString();
      void navigate({ pathname, search: search ? `?${search}` : '' });
      window.scrollTo({ top: 0 });
    },
    [location.pathname, navigate, pageSizes, params, state],
  );

  return { state, update };
}
