import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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

/** Changes shown on screen but not yet written to the URL, and the address they were made on. */
interface PendingChanges {
  locationKey: string;
  changes: Partial<ListingState>;
}

/**
 * A listing's filters, sort, page size and page, read from the URL and changed by rewriting it: every change is
 * a new history entry, so the back button brings the previous filters back. Any change other than the page goes
 * back to page 1, and every change scrolls to the top (spec section 4, "Listings").
 *
 * `state` is what the URL says (what is loaded); `draft` is what the filters show: the URL's state with the
 * changes that `updateSoon` is still holding back.
 */
export function useListingState(options: ListingOptions) {
  const { pageSizes } = options;
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const state = useMemo(() => readListingState(params, { pageSizes }), [params, pageSizes]);

  const [pending, setPending] = useState<PendingChanges | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The address `update` last wrote and the one it was written on. The router shows a new address a render
  // later: a change made before that render (a click right after a held-back change was written) builds on the
  // written address, not on the one the screen still shows.
  const written = useRef<{ on: string; search: string } | null>(null);
  // Held-back changes belong to the address they were made on: going elsewhere (back button, a link) drops them.
  const waiting = pending?.locationKey === location.key ? pending.changes : null;
  const draft = useMemo(() => (waiting ? { ...state, ...waiting } : state), [state, waiting]);

  useEffect(() => {
    const leftAddress = timer;
    return () => clearTimeout(leftAddress.current);
  }, [location.key]);

  /** Writes the changes (and any held back) to the URL now. */
  const update = useCallback(
    (changes: Partial<ListingState>, { pathname = location.pathname }: UpdateOptions = {}) => {
      clearTimeout(timer.current);
      setPending(null);
      const latest =
        written.current?.on === location.key ? new URLSearchParams(written.current.search) : params;
      const current = latest === params ? state : readListingState(latest, { pageSizes });
      const next: ListingState = { ...current, page: 1, ...waiting, ...changes };
      const search = writeListingState(latest, next, { pageSizes }).toString();
      written.current = { on: location.key, search };
      void navigate({ pathname, search: search ? `?${search}` : '' });
      window.scrollTo({ top: 0 });
    },
    [location.key, location.pathname, navigate, pageSizes, params, state, waiting],
  );

  /**
   * Shows the changes at once but writes them to the URL only `delayMs` after the last of them, so several quick
   * changes make one URL update (and one request). Any `update` in between writes them along with its own.
   */
  const updateSoon = useCallback(
    (changes: Partial<ListingState>, delayMs: number) => {
      const held = { ...waiting, ...changes };
      setPending({ locationKey: location.key, changes: held });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => update(held), delayMs);
    },
    [location.key, update, waiting],
  );

  return { state, draft, update, updateSoon };
}

export type ListingControls = ReturnType<typeof useListingState>;
