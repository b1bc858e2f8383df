/** The listing state read from and written to the URL (see listing-search.ts), as a React hook. */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { applyChange, clearedListing, parseListing, writeListing, type ListingState } from './listing-search.ts';

export interface ListingUpdateOptions {
  /** Replace the history entry instead of adding one (typing in the search box should not fill the history). */
  replace?: boolean;
}

export function useListingSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseListing(searchParams), [searchParams]);

  const update = useCallback(
    (change: Partial<ListingState>, options: ListingUpdateOptions = {}) => {
      // A filter change keeps the scroll position (the user is working in the filter panel); a page change does not.
      const preventScrollReset = change.page === undefined;
      setSearchParams((current) => writeListing(current, applyChange(parseListing(current), change)), {
        replace: options.replace === true,
        preventScrollReset,
      });
    },
    [setSearchParams],
  );

  const clear = useCallback(() => {
    setSearchParams((current) => writeListing(current, clearedListing(parseListing(current))), { preventScrollReset: true });
  }, [setSearchParams]);

  return { state, update, clear };
}
