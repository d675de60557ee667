import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useSession } from '../../../shared/session/useSession';
import {
  type ListingOptions,
  type ListingState,
  readListingState,
  usesPrices,
  withoutPrices,
  writeListingState,
} from './listing-params';

/**
 * Whether a listing may filter and sort by price: only with a customer session (DESIGN.md), and not known until
 * the session is.
 */
export type PriceAccess = 'allowed' | 'refused' | 'unknown';

interface UpdateOptions {
  /** Move to another path as well (e.g. from a subcategory's address back to its main category). */
  pathname?: string;
}

/** A path and its query string (`?…` or empty). */
export interface Address {
  pathname: string;
  search: string;
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
 * changes that `updateSoon` is still holding back. Without a customer session both leave out the URL's price
 * filter and price sort, and a change writes the URL without them.
 *
 * `ready` is false while the URL asks for prices and the session is not known yet: the listing then waits rather
 * than ask twice (or show a customer unfiltered products first).
 */
export function useListingState(options: ListingOptions) {
  const { pageSizes } = options;
  const session = useSession();
  const prices: PriceAccess = session.loggedIn ? 'allowed' : session.loading ? 'unknown' : 'refused';
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const read = useCallback(
    (from: URLSearchParams) => {
      const asked = readListingState(from, { pageSizes });
      return prices === 'allowed' ? asked : withoutPrices(asked);
    },
    [pageSizes, prices],
  );
  const state = useMemo(() => read(params), [params, read]);
  const ready = prices !== 'unknown' || !usesPrices(readListingState(params, { pageSizes }));

  const [pending, setPending] = useState<PendingChanges | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The address `update` last wrote and the one it was written on. The router shows a new address a render
  // later: a change made before that render (a click right after a held-back change was written) builds on the
  // written address, not on the one the screen still shows.
  const written = useRef<{ on: string; pathname: string; search: string } | null>(null);
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
      const current = latest === params ? state : read(latest);
      const next: ListingState = { ...current, page: 1, ...waiting, ...changes };
      const search = writeListingState(latest, next, { pageSizes }).toString();
      written.current = { on: location.key, pathname, search };
      void navigate({ pathname, search: search ? `?${search}` : '' });
      window.scrollTo({ top: 0 });
    },
    [location.key, location.pathname, navigate, pageSizes, params, read, state, waiting],
  );

  /**
   * Where the listing is: the address just written when the router has not shown it yet, otherwise the one on
   * screen. A link that must come back here (log in to see prices) reads it when clicked, not when rendered.
   */
  const address = useCallback((): Address => {
    const latest = written.current;
    if (latest?.on !== location.key) return { pathname: location.pathname, search: location.search };
    return { pathname: latest.pathname, search: latest.search ? `?${latest.search}` : '' };
  }, [location.key, location.pathname, location.search]);

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

  return { state, draft, update, updateSoon, address, prices, ready };
}

export type ListingControls = ReturnType<typeof useListingState>;
