/**
 * /problem-lists/:slug, one curated list (spec 01 route map; a critical-flow page, so the route gate already asks
 * anonymous visitors to log in): the list's header with the user's progress ("curated list progress", cached by the
 * request layer, spec 03 §7 and §9), then its problems in order with status and bookmark toggles.
 */
import { Link, Navigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { usePageMetaOverride } from '../../../lib/page-meta/document-meta.tsx';
import { useListProgress } from '../api/list-progress.ts';
import { useProblemListDetail } from '../api/problem-list-detail.ts';
import { ChevronIcon, FilterIcon } from '../../../components/ui/icons.tsx';
import { ProblemRowsView } from '../components/problem-rows-view.tsx';
import { ProgressBar } from '../components/progress-bar.tsx';
import { EmptyState, ErrorState, RowsSkeleton } from '../components/state-panels.tsx';
import { useBookmarkToggle } from '../hooks/use-bookmark-toggle.ts';
import { useViewer } from '../hooks/use-viewer.ts';

/** Screen props from the route map: the named groups of the route's pattern. */
interface ScreenProps {
  params: Record<string, string>;
}

export function ProblemListPage({ params }: ScreenProps) {
  const slug = params.slug ?? '';
  const { ready, signedIn, viewer } = useViewer();
  const detail = useProblemListDetail(viewer, slug, ready);
  const list = detail.data?.list;
  const progress = useListProgress(viewer, slug, signedIn ? list?.solved_problems : undefined);
  const bookmarks = useBookmarkToggle('problem_list');
  usePageMetaOverride(
    list
      ? { input: { title: list.name, ...(list.description ? { description: list.description } : {}) } }
      : null,
  );

  if (detail.error?.status === 404) return <Navigate to="/fourofour" replace />;

  const solved = progress.data?.solved ?? list?.solved_problems ?? null;
  const total = progress.data?.total ?? list?.total_problems ?? 0;

  return (
    <div className="mx-auto w-full max-w-screen-lg px-4 py-6 sm:px-6 sm:py-8">
      <nav aria-label="Breadcrumb" className="flex items-center gap-1 text-sm text-fg-muted">
        <Link to="/problem-lists" className="hover:text-accent hover:underline">
          Problem lists
        </Link>
        <ChevronIcon width="14" height="14" />
        <span aria-current="page" className="truncate text-fg">
          {list?.name ?? '…'}
        </span>
      </nav>

      {detail.isError ? (
        <div className="mt-6">
          <ErrorState
            title="Could not load this list"
            message={detail.error.message}
            onRetry={() => void detail.refetch()}
          />
        </div>
      ) : !detail.data || !list ? (
        <div className="mt-6 flex flex-col gap-6">
          <div aria-hidden="true" className="h-36 animate-pulse rounded-2xl border border-line bg-surface" />
          <RowsSkeleton rows={6} />
        </div>
      ) : (
        <>
          <header className="mt-4 rounded-2xl border border-line bg-surface p-5 sm:p-6">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 flex-1">
                <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{list.name}</h1>
                {list.description && (
                  <p className="mt-2 max-w-2xl text-sm leading-6 text-fg-muted">{list.description}</p>
                )}
              </div>
              <Link
                to={`/problems?list=${encodeURIComponent(list.slug)}`}
                className={buttonClasses('secondary', 'md', 'self-start')}
              >
                <FilterIcon />
                Filter this list
              </Link>
            </div>
            {signedIn && solved !== null ? (
              <div className="mt-5 flex flex-col gap-1.5" data-testid="list-progress">
                <ProgressBar
                  solved={solved}
                  total={total}
                  label={`${list.name} progress`}
                  className="max-w-xl"
                />
                {progress.data && progress.data.attempted > 0 && (
                  <p className="text-xs text-fg-subtle">
                    {progress.data.attempted} attempted, not solved yet
                  </p>
                )}
              </div>
            ) : (
              <p className="mt-5 text-sm text-fg-muted">
                {list.total_problems} problems · log in to track your progress.
              </p>
            )}
          </header>

          <section aria-label="Problems in this list" className="mt-6">
            {detail.data.problems.length === 0 ? (
              <EmptyState title="This list has no problems yet" />
            ) : (
              <ProblemRowsView
                problems={detail.data.problems}
                signedIn={signedIn}
                numberFrom={1}
                isBookmarkBusy={bookmarks.isPending}
                onToggleBookmark={bookmarks.toggle}
              />
            )}
          </section>
        </>
      )}
    </div>
  );
}
