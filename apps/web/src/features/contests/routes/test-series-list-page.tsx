/** /test-series: the mock test series, each linking to its tests. */
import { Link } from 'react-router';
import { useTestSeriesList } from '../api/test-series-list.ts';

export function TestSeriesListPage() {
  const list = useTestSeriesList();
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-fg">Mock test series</h1>
      <p className="mt-1 text-sm text-fg-muted">
        Timed tests to practise under exam conditions, with your result at the end.
      </p>
      {list.isPending && (
        <div aria-busy="true" className="mt-6 h-32 animate-pulse rounded-xl bg-surface-muted" />
      )}
      {list.isError && (
        <p className="mt-6 text-sm text-fg-muted">
          The test series could not be loaded.{' '}
          <button
            type="button"
            className="font-medium text-accent underline"
            onClick={() => void list.refetch()}
          >
            Try again
          </button>
        </p>
      )}
      {list.isSuccess && list.data.series.length === 0 && (
        <p className="mt-6 text-sm text-fg-muted">No test series yet.</p>
      )}
      {list.isSuccess && list.data.series.length > 0 && (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {list.data.series.map((s) => (
            <li
              key={s.id}
              className="rounded-xl border border-line bg-surface p-4 transition-colors hover:border-accent"
            >
              <h2 className="text-base font-semibold text-fg">
                <Link to={`/test-series/${encodeURIComponent(s.slug)}`} className="hover:text-accent">
                  {s.name}
                </Link>
              </h2>
              <p className="mt-1 line-clamp-3 text-sm text-fg-muted">{s.description}</p>
              <p className="mt-3 text-xs text-fg-subtle">
                {s.total_tests} test{s.total_tests === 1 ? '' : 's'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default TestSeriesListPage;
