/** /test-series/{slug}: one series and its tests, each with the learner's status and Start / Resume / result. */
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { usePageMetaOverride } from '../../../lib/page-meta/document-meta.tsx';
import { useTestSeriesDetail } from '../api/test-series-detail.ts';
import { TestCard } from '../components/test-card.tsx';

export function TestSeriesDetailPage({ params }: { params: Record<string, string> }) {
  const slug = params.slug ?? '';
  const detail = useTestSeriesDetail(slug);
  // The series' name and description, as the server renders them for this page.
  usePageMetaOverride(
    detail.data
      ? {
          input: {
            title: detail.data.name,
            ...(detail.data.description ? { description: detail.data.description } : {}),
          },
        }
      : null,
  );
  if (detail.isPending)
    return <div aria-busy="true" className="mx-auto h-64 w-full max-w-4xl animate-pulse p-6" />;
  if (detail.isError) {
    const missing = detail.error.status === 404 || detail.error.code === 404;
    return (
      <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <h1 className="text-xl font-semibold">
          {missing ? 'We could not find this test series' : 'The test series could not be loaded'}
        </h1>
        <p className="text-sm text-fg-muted">{detail.error.message}</p>
        <Link to="/test-series" className={buttonClasses('primary')}>
          All test series
        </Link>
      </section>
    );
  }
  const series = detail.data;
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:px-6">
      <Link to="/test-series" className="text-sm text-fg-muted hover:text-accent">
        ← All test series
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-fg">{series.name}</h1>
      <p className="mt-1 whitespace-pre-line text-sm text-fg-muted">{series.description}</p>
      <h2 className="mt-6 text-lg font-semibold text-fg">Tests</h2>
      {series.tests.length === 0 ? (
        <p className="mt-3 text-sm text-fg-muted">No tests in this series yet.</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {series.tests.map((t) => (
            <TestCard key={t.offering_id} slug={series.slug} test={t} />
          ))}
        </ul>
      )}
    </div>
  );
}

export default TestSeriesDetailPage;
