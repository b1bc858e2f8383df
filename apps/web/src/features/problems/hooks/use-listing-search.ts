/** The listing state read from and written to the URL (see listing-search.ts), as a React hook. */
import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  applyChange,
  clearedListing,
  listingSearch,
  parseListing,
  writeListing,
  type ListingState,
} from './listing-search.ts';

export function useListingSearch() {
  const { search } = useLocation();
  const navigate = useNavigate();
  // The latest query string, so two changes before the next render build on each other.
  const latest = useRef(search);
  latest.current = search;
  const state = useMemo(() => parseListing(new URLSearchParams(search)), [search]);

  const go = useCallback(
    (next: (current: ListingState) => ListingState, preventScrollReset: boolean) => {
      const current = new URLSearchParams(latest.current);
      const to = listingSearch(writeListing(current, next(parseListing(current))));
      latest.current = to;
      // flushSync: a filter is a controlled checkbox; as a transition it would show unticked until the render.
      void navigate({ search: to }, { preventScrollReset, flushSync: true });
    },
    [navigate],
  );

  // A filter change keeps the scroll position (the user is working in the filter panel); a page change does not.
  const update = useCallback(
    (change: Partial<ListingState>) =>
      go((current) => applyChange(current, change), change.page === undefined),
    [go],
  );
  const clear = useCallback(() => go(clearedListing, true), [go]);

  return { state, update, clear };
}
