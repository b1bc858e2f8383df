/**
 * /jobs: the job board: open posts operators added, filtered by text, remote, experience, skill and location (in the
 * URL query, so a shared link opens the same view). An empty board explains how an operator adds posts.
 */
import { clsx } from 'clsx';
import { Link, useSearchParams } from 'react-router';
import {
  JOB_BOARD_EMPTY_HELP,
  JOB_EXPERIENCE,
  JOB_EXPERIENCE_LABELS,
  JOB_REMOTE,
  JOB_REMOTE_LABELS,
} from '@katana/shared/api/jobs';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useJobList, type JobListParams } from '../api/job-list.ts';
import { JobFacts } from '../components/job-facts.tsx';

const FILTERS = ['remote', 'experience', 'skill', 'location'] as const;
type Filter = (typeof FILTERS)[number];
const csv = (value: string | null) => (value ? value.split(',').filter((s) => s.length > 0) : []);

const chip = (active: boolean) =>
  clsx(
    'h-8 shrink-0 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-accent',
    active
      ? 'border-accent bg-accent-soft text-accent'
      : 'border-line bg-surface text-fg-muted hover:text-fg',
  );

function EmptyBoard() {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5">
      <h2 className="text-lg font-semibold text-fg">{JOB_BOARD_EMPTY_HELP.title}</h2>
      <p className="text-sm text-fg">{JOB_BOARD_EMPTY_HELP.body}</p>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too (WCAG 2.1.1). */}
      <pre
        tabIndex={0}
        aria-label="Command that adds a job post"
        className="overflow-x-auto rounded-lg bg-surface-muted p-3 text-xs text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <code>{JOB_BOARD_EMPTY_HELP.command}</code>
      </pre>
    </div>
  );
}

export function JobsPage() {
  const [search, setSearch] = useSearchParams();
  const selected = Object.fromEntries(FILTERS.map((f) => [f, csv(search.get(f))])) as Record<
    Filter,
    string[]
  >;
  const q = search.get('q') ?? '';
  const params: JobListParams = {};
  for (const f of FILTERS) if (selected[f].length) params[f] = selected[f].join(',');
  if (q.trim()) params.q = q.trim();
  const list = useJobList(params);

  function toggle(name: Filter, value: string) {
    const next = new URLSearchParams(search);
    const current = selected[name];
    const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    if (values.length) next.set(name, values.join(','));
    else next.delete(name);
    setSearch(next, { replace: true });
  }
  function setQuery(value: string) {
    const next = new URLSearchParams(search);
    if (value) next.set('q', value);
    else next.delete('q');
    setSearch(next, { replace: true });
  }

  const facets = list.data?.facets;
  const groups: { name: Filter; label: string; values: { value: string; label: string }[] }[] = facets
    ? [
        {
          name: 'remote',
          label: 'Work place',
          values: JOB_REMOTE.filter((r) => facets.remote.some((f) => f.value === r)).map((r) => ({
            value: r,
            label: JOB_REMOTE_LABELS[r],
          })),
        },
        {
          name: 'experience',
          label: 'Experience',
          values: JOB_EXPERIENCE.filter((e) => facets.experience.some((f) => f.value === e)).map((e) => ({
            value: e,
            label: JOB_EXPERIENCE_LABELS[e],
          })),
        },
        {
          name: 'skill',
          label: 'Skill',
          values: facets.skills.map((f) => ({ value: f.value, label: f.value })),
        },
        {
          name: 'location',
          label: 'Location',
          values: facets.locations.map((f) => ({ value: f.value, label: f.value })),
        },
      ]
    : [];

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-5 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold text-fg">Jobs</h1>
        <p className="mt-1 text-sm text-fg-muted">Open positions added by the people running this site.</p>
      </header>
      {list.isPending ? (
        <p aria-busy="true" className="text-sm text-fg-muted">
          Loading the job board…
        </p>
      ) : list.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-fg">The job board could not be loaded.</p>
          <button type="button" className={buttonClasses('secondary')} onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      ) : list.data.open_total === 0 ? (
        <EmptyBoard />
      ) : (
        <>
          <div className="flex flex-col gap-3">
            <label className="flex max-w-md flex-col gap-1 text-sm text-fg">
              Search title, company or skill
              <input
                type="search"
                defaultValue={q}
                onChange={(e) => setQuery(e.target.value)}
                className="h-9 rounded-lg border border-line bg-surface px-3 text-fg"
              />
            </label>
            {groups
              .filter((g) => g.values.length > 0)
              .map((g) => (
                <div
                  key={g.name}
                  role="group"
                  aria-label={g.label}
                  className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1"
                >
                  {g.values.map((v) => (
                    <button
                      key={v.value}
                      type="button"
                      aria-pressed={selected[g.name].includes(v.value)}
                      className={chip(selected[g.name].includes(v.value))}
                      onClick={() => toggle(g.name, v.value)}
                    >
                      {v.label}
                    </button>
                  ))}
                </div>
              ))}
          </div>
          <section aria-label="Job posts" aria-busy={list.isFetching}>
            {list.data.jobs.length === 0 ? (
              <div className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-5">
                <p className="text-sm text-fg">No open position matches these filters.</p>
                <button
                  type="button"
                  className={buttonClasses('secondary')}
                  onClick={() => setSearch(new URLSearchParams(), { replace: true })}
                >
                  Clear filters
                </button>
              </div>
            ) : (
              <ul className="flex flex-col gap-3">
                {list.data.jobs.map((job) => (
                  <li
                    key={job.slug}
                    className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-5"
                  >
                    <h2 className="text-lg font-semibold text-fg">
                      <Link to={`/jobs/${job.slug}`} className="hover:underline">
                        {job.title}
                      </Link>
                    </h2>
                    <JobFacts job={job} />
                    <p className="text-xs text-fg-muted">Open until {job.expires_on}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

export default JobsPage;
