/**
 * /problems, the problem listing (spec 01 route map; issue #5 "Listing"): filters, search, sort and page all in the
 * URL, the rows with status, score, accuracy and a bookmark toggle, and the bookmarks view for signed-in users.
 */
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAGE_DEFAULTS } from '@katana/shared/page-kinds';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useMediaQuery } from '../../../lib/hooks/use-media-query.ts';
import { useProblemFilters } from '../api/problem-filters.ts';
import { useProblems } from '../api/problems.ts';
import { ActiveFilters, filterChips } from '../components/active-filters.tsx';
import { BookmarkedChip } from '../components/bookmarked-chip.tsx';
import { FilterPanel } from '../components/filter-panel.tsx';
import { FilterSheet } from '../components/filter-sheet.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { Pagination } from '../components/pagination.tsx';
import { ListIcon } from '../../../components/ui/icons.tsx';
import { DESKTOP_QUERY, ProblemRowsView } from '../components/problem-rows-view.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { SortSelect } from '../components/sort-select.tsx';
import { EmptyState, ErrorState, RowsSkeleton } from '../components/state-panels.tsx';
import {
  activeFilterCount,
  listingSearch,
  parseListing,
  requestParams,
  writeListing,
} from '../hooks/listing-search.ts';
import { useBookmarkToggle } from '../hooks/use-bookmark-toggle.ts';
import { useListingSearch } from '../hooks/use-listing-search.ts';
import { useViewer } from '../hooks/use-viewer.ts';

/** Screen props from the route map: the named groups of the route's pattern. */
interface ScreenProps {
  params: Record<string, string>;
}

const [HEADING] = PAGE_DEFAULTS['solve-problem'];

/** "Showing 1–20 of 45 problems"; one row is no range, and one problem is singular ("Showing 1 of 1 problem"). */
function showingText(first: number, last: number, total: number): string {
  const range = first === last ? `${first}` : `${first}–${last}`;
  return `Showing ${range} of ${total} ${total === 1 ? 'problem' : 'problems'}`;
}

export function ProblemsPage(_props: ScreenProps) {
  const { ready, signedIn, viewer } = useViewer();
  const { state, update, clear } = useListingSearch();
  const [searchParams] = useSearchParams();
  const params = useMemo(() => requestParams(state, signedIn), [state, signedIn]);
  const listing = useProblems(viewer, params, ready);
  const facets = useProblemFilters();
  const bookmarks = useBookmarkToggle('problem_listing');
  const desktop = useMediaQuery(DESKTOP_QUERY, true);

  const filterCount = activeFilterCount(state, signedIn);
  const chips = filterChips(state, facets.data, signedIn);
  const hrefFor = (page: number) =>
    `/problems${listingSearch(writeListing(searchParams, { ...parseListing(searchParams), page }))}`;
  const panel = {
    state,
    facets: facets.data,
    facetsFailed: facets.isError,
    signedIn,
    onChange: update,
  };

  const data = listing.data;
  const first = data ? (data.page - 1) * data.page_size + 1 : 0;
  const last = data ? first + data.problems.length - 1 : 0;
  const filtered = filterCount > 0 || state.search !== '';

  let body;
  if (listing.isError && !data) {
    body = (
      <ErrorState
        title="Could not load the problems"
        message={listing.error.message}
        onRetry={() => void listing.refetch()}
      />
    );
  } else if (!data) {
    body = <RowsSkeleton />;
  } else if (data.problems.length === 0) {
    body =
      data.total > 0 ? (
        <EmptyState
          title={`There is no page ${data.page}`}
          text={`These filters give ${data.total} problems on ${data.total_pages} pages.`}
          action={
            <Link to={hrefFor(1)} className={buttonClasses('secondary')}>
              Go to the first page
            </Link>
          }
        />
      ) : signedIn && state.bookmarked && filterCount === 1 && !state.search ? (
        <EmptyState
          title="No bookmarks yet"
          text="Bookmark a problem with its bookmark button to find it here later."
        />
      ) : (
        <EmptyState
          title="No problems match"
          text={filtered ? 'Try fewer filters or another search.' : 'The catalogue has no problems yet.'}
          action={
            filtered && (
              <button type="button" onClick={clear} className={buttonClasses('secondary')}>
                Clear filters
              </button>
            )
          }
        />
      );
  } else {
    body = (
      <div
        aria-busy={listing.isPlaceholderData}
        className={listing.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
      >
        <ProblemRowsView
          problems={data.problems}
          signedIn={signedIn}
          isBookmarkBusy={bookmarks.isPending}
          onToggleBookmark={bookmarks.toggle}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-screen-xl px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader
        title={HEADING}
        description="Practise by topic, company and difficulty; the judge checks every test."
        linkTo="/problem-lists"
        link={
          <>
            <ListIcon />
            Problem lists
          </>
        }
      />

      <div className="mt-6 grid gap-8 min-[960px]:grid-cols-[232px_minmax(0,1fr)]">
        {desktop && (
          <aside
            aria-label="Filters"
            className="sticky top-[calc(var(--header-height)+1.5rem)] max-h-[calc(100dvh-var(--header-height)-3rem)] self-start overflow-y-auto pr-1"
          >
            <FilterPanel {...panel} />
          </aside>
        )}
        <section aria-label="Problems" className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <SearchBox value={state.search} onSearch={(search) => update({ search })} />
            {!desktop && <FilterSheet {...panel} activeCount={filterCount} onClear={clear} />}
            {signedIn && (
              <BookmarkedChip on={state.bookmarked} onChange={(bookmarked) => update({ bookmarked })} />
            )}
            <SortSelect value={state.sort} onChange={(sort) => update({ sort })} />
          </div>
          <ActiveFilters chips={chips} onRemove={update} onClear={clear} />
          {data && data.total > 0 && data.problems.length > 0 && (
            <p className="text-sm text-fg-muted" aria-live="polite">
              {showingText(first, last, data.total)}
            </p>
          )}
          {body}
          {listing.isError && data && (
            <ErrorState
              title="Could not load the problems"
              message={listing.error.message}
              onRetry={() => void listing.refetch()}
            />
          )}
          {data && <Pagination page={data.page} totalPages={data.total_pages} hrefFor={hrefFor} />}
        </section>
      </div>
    </div>
  );
}
