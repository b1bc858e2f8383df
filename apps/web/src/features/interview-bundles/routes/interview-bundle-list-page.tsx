/**
 * /interview-bundle: the interview bundles (curated problem sets by topic, pattern and difficulty) with the signed-in
 * learner's progress, filtered by level and topic. The filters live in the URL query so a shared link opens the
 * same view.
 */
import { clsx } from 'clsx';
import { useSearchParams } from 'react-router';
import { INTERVIEW_BUNDLE_LEVELS } from '@katana/shared/api/interview-bundles';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useInterviewBundleList, type InterviewBundleListParams } from '../api/interview-bundle-list.ts';
import { BundleCard, BundleCardSkeleton } from '../components/bundle-card.tsx';

const csv = (value: string | null) => (value ? value.split(',').filter((s) => s.length > 0) : []);

const chip = (active: boolean) =>
  clsx(
    'h-8 shrink-0 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-accent',
    active
      ? 'border-accent bg-accent-soft text-accent'
      : 'border-line bg-surface text-fg-muted hover:text-fg',
  );

export function InterviewBundleListPage() {
  const auth = useAuth();
  const [search, setSearch] = useSearchParams();
  const levels = csv(search.get('level')).filter((l) =>
    (INTERVIEW_BUNDLE_LEVELS as readonly string[]).includes(l),
  );
  const topics = csv(search.get('topic'));
  const params: InterviewBundleListParams = {};
  if (levels.length) params.level = levels.join(',');
  if (topics.length) params.topic = topics.join(',');
  const list = useInterviewBundleList(params, auth.user?.id ?? null);

  function toggle(name: 'level' | 'topic', value: string, current: string[]) {
    const next = new URLSearchParams(search);
    const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    if (values.length) next.set(name, values.join(','));
    else next.delete(name);
    setSearch(next, { replace: true });
  }
  const filtered = levels.length > 0 || topics.length > 0;

  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-fg">Interview guide</h1>
      <p className="mt-1 text-sm text-fg-muted">
        Interview bundles: curated sets of practice problems by topic, pattern and difficulty. Work through a
        bundle section by section and watch your progress grow.
      </p>

      <div className="mt-5 flex flex-col gap-3">
        <div role="group" aria-label="Level" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {INTERVIEW_BUNDLE_LEVELS.map((level) => (
            <button
              key={level}
              type="button"
              aria-pressed={levels.includes(level)}
              className={chip(levels.includes(level))}
              onClick={() => toggle('level', level, levels)}
            >
              {level}
            </button>
          ))}
        </div>
        {list.data && list.data.facets.topics.length > 0 && (
          <div role="group" aria-label="Topic" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
            {list.data.facets.topics.map(({ value, count }) => (
              <button
                key={value.slug}
                type="button"
                aria-pressed={topics.includes(value.slug)}
                className={chip(topics.includes(value.slug))}
                onClick={() => toggle('topic', value.slug, topics)}
              >
                {value.name} <span className="text-xs opacity-70">{count}</span>
              </button>
            ))}
          </div>
        )}
      </div>

      <section aria-label="Bundles" aria-busy={list.isFetching} className="mt-6">
        {list.isPending ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <BundleCardSkeleton key={i} />
            ))}
          </ul>
        ) : list.isError ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-5">
            <p className="text-sm text-fg">The interview bundles could not be loaded.</p>
            <button type="button" className={buttonClasses('secondary')} onClick={() => void list.refetch()}>
              Try again
            </button>
          </div>
        ) : list.data.bundles.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-5">
            <p className="text-sm text-fg">
              {filtered ? 'No interview bundle matches these filters.' : 'No interview bundles yet.'}
            </p>
            {filtered && (
              <button
                type="button"
                className={buttonClasses('secondary')}
                onClick={() => setSearch(new URLSearchParams(), { replace: true })}
              >
                Clear filters
              </button>
            )}
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.data.bundles.map((bundle) => (
              <BundleCard key={bundle.slug} bundle={bundle} signedIn={auth.isAuthenticated} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default InterviewBundleListPage;
