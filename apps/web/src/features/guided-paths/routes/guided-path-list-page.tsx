/**
 * /guided-paths: the path cards with the learner's progress, filtered by level, topic and (signed in) enrolment
 * status. The filters live in the URL query so a shared link opens the same view.
 */
import { clsx } from 'clsx';
import { useSearchParams } from 'react-router';
import { GUIDED_PATH_LEVELS, GUIDED_PATH_STATUSES } from '@katana/shared/api/guided-paths';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useGuidedPathList, type GuidedPathListParams } from '../api/guided-path-list.ts';
import { PathCard, PathCardSkeleton } from '../components/path-card.tsx';

const STATUS_LABEL: Record<(typeof GUIDED_PATH_STATUSES)[number], string> = {
  enrolled: 'Enrolled',
  not_enrolled: 'Not enrolled',
  completed: 'Completed',
};

const csv = (value: string | null) => (value ? value.split(',').filter((s) => s.length > 0) : []);

const chip = (active: boolean) =>
  clsx(
    'h-8 shrink-0 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-accent',
    active
      ? 'border-accent bg-accent-soft text-accent'
      : 'border-line bg-surface text-fg-muted hover:text-fg',
  );

export function GuidedPathListPage() {
  const auth = useAuth();
  const [search, setSearch] = useSearchParams();
  const levels = csv(search.get('level')).filter((l) =>
    (GUIDED_PATH_LEVELS as readonly string[]).includes(l),
  );
  const topics = csv(search.get('topic'));
  const rawStatus = search.get('status');
  const status =
    auth.isAuthenticated && rawStatus && (GUIDED_PATH_STATUSES as readonly string[]).includes(rawStatus)
      ? (rawStatus as (typeof GUIDED_PATH_STATUSES)[number])
      : null;

  const params: GuidedPathListParams = {};
  if (levels.length) params.level = levels.join(',');
  if (topics.length) params.topic = topics.join(',');
  if (status) params.status = status;
  const list = useGuidedPathList(params, auth.user?.id ?? null);

  function toggle(name: 'level' | 'topic', value: string, current: string[]) {
    const next = new URLSearchParams(search);
    const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    if (values.length) next.set(name, values.join(','));
    else next.delete(name);
    setSearch(next, { replace: true });
  }
  function setStatus(value: string | null) {
    const next = new URLSearchParams(search);
    if (value) next.set('status', value);
    else next.delete('status');
    setSearch(next, { replace: true });
  }
  const filtered = levels.length > 0 || topics.length > 0 || status !== null;

  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-fg">Guided paths</h1>
      <p className="mt-1 text-sm text-fg-muted">
        Structured courses through the catalogue: read, watch and solve module by module, and track your
        progress.
      </p>

      <div className="mt-5 flex flex-col gap-3">
        <div role="group" aria-label="Level" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {GUIDED_PATH_LEVELS.map((level) => (
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
        {auth.isAuthenticated && (
          <div role="group" aria-label="Status" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
            <button
              type="button"
              aria-pressed={!status}
              className={chip(!status)}
              onClick={() => setStatus(null)}
            >
              All paths
            </button>
            {GUIDED_PATH_STATUSES.map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={status === s}
                className={chip(status === s)}
                onClick={() => setStatus(s)}
              >
                {STATUS_LABEL[s]}
              </button>
            ))}
          </div>
        )}
      </div>

      <section aria-label="Paths" aria-busy={list.isFetching} className="mt-6">
        {list.isPending ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <PathCardSkeleton key={i} />
            ))}
          </ul>
        ) : list.isError ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-5">
            <p className="text-sm text-fg">The guided paths could not be loaded.</p>
            <button type="button" className={buttonClasses('secondary')} onClick={() => void list.refetch()}>
              Try again
            </button>
          </div>
        ) : list.data.paths.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-5">
            <p className="text-sm text-fg">
              {filtered ? 'No guided path matches these filters.' : 'No guided paths yet.'}
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
            {list.data.paths.map((path) => (
              <PathCard key={path.slug} path={path} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default GuidedPathListPage;
