/**
 * /interview-experiences: published experiences, newest first, filtered by company, role, outcome, interview year
 * and text. The filters live in the URL query so a shared link opens the same view. Above them, the "Recent" / "Top"
 * panel (the newest, and the most read lately).
 */
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  EXPERIENCE_OUTCOMES,
  InterviewExperienceWebPaths,
  OUTCOME_LABELS,
} from '@katana/shared/api/interview-experiences';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useExperienceCompanies } from '../api/experience-companies.ts';
import { useExperienceList } from '../api/experience-list.ts';
import { useIsModerator } from '../api/my-roles.ts';
import { ExperienceCard } from '../components/experience-card.tsx';
import { ExperienceHighlights } from '../components/experience-highlights.tsx';

const FILTERS = ['company', 'role', 'outcome', 'year', 'q'] as const;
const FIRST_YEAR = 2015;
const field =
  'h-9 rounded-lg border border-line bg-surface px-3 text-sm text-fg focus-visible:outline-2 focus-visible:outline-accent';

export function ExperienceListPage() {
  const auth = useAuth();
  const viewer = auth.user?.id ?? null;
  const isModerator = useIsModerator(viewer);
  const [search, setSearch] = useSearchParams();
  const params: Record<string, string> = {};
  for (const name of FILTERS) {
    const value = search.get(name)?.trim();
    if (value) params[name] = value;
  }
  const page = Math.max(1, Number(search.get('page')) || 1);
  if (page > 1) params.page = String(page);
  const list = useExperienceList(params);
  const companies = useExperienceCompanies();
  const [text, setText] = useState(params.q ?? '');
  const [role, setRole] = useState(params.role ?? '');
  const years = Array.from(
    { length: new Date().getFullYear() - FIRST_YEAR + 1 },
    (_, i) => new Date().getFullYear() - i,
  );

  function set(name: string, value: string) {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setSearch(next, { replace: true });
  }
  function applyText(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams(search);
    for (const [name, value] of [
      ['q', text.trim()],
      ['role', role.trim()],
    ] as const) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    next.delete('page');
    setSearch(next, { replace: true });
  }
  const filtered = FILTERS.some((name) => params[name]);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;

  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-fg">Interview experiences</h1>
          <p className="mt-1 text-sm text-fg-muted">
            Real interviews shared by learners, round by round: the questions, the outcome and their tips.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {isModerator && (
            <Link to={InterviewExperienceWebPaths.review} className={buttonClasses('ghost')}>
              Review queue
            </Link>
          )}
          {auth.isAuthenticated && (
            <Link to={InterviewExperienceWebPaths.mine} className={buttonClasses('secondary')}>
              My experiences
            </Link>
          )}
          <Link to={InterviewExperienceWebPaths.write} className={buttonClasses('primary')}>
            Share your experience
          </Link>
        </div>
      </div>

      <div className="mt-5 flex flex-wrap items-end gap-3" aria-label="Filters" role="group">
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          Company
          <select
            className={field}
            value={params.company ?? ''}
            onChange={(e) => set('company', e.target.value)}
          >
            <option value="">All companies</option>
            {params.company && !companies.data?.companies.some((c) => c.key === params.company) && (
              <option value={params.company}>{params.company}</option>
            )}
            {companies.data?.companies.map((c) => (
              <option key={c.key} value={c.key}>
                {c.name} ({c.count})
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          Outcome
          <select
            className={field}
            value={params.outcome ?? ''}
            onChange={(e) => set('outcome', e.target.value)}
          >
            <option value="">Any outcome</option>
            {EXPERIENCE_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {OUTCOME_LABELS[o]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          Year
          <select className={field} value={params.year ?? ''} onChange={(e) => set('year', e.target.value)}>
            <option value="">Any year</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <form className="flex flex-wrap items-end gap-3" onSubmit={applyText} role="search">
          <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
            Role
            <input
              className={field}
              value={role}
              onChange={(e) => setRole(e.target.value)}
              placeholder="e.g. SDE"
            />
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
            Search
            <input
              type="search"
              className={field}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Questions, topics…"
            />
          </label>
          <button type="submit" className={buttonClasses('secondary')}>
            Apply
          </button>
        </form>
      </div>

      <div className="mt-6">
        <ExperienceHighlights />
      </div>

      <section aria-label="Experiences" aria-busy={list.isFetching} className="mt-6">
        {list.isPending ? (
          <p className="text-sm text-fg-muted">Loading experiences…</p>
        ) : list.isError ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-5">
            <p className="text-sm text-fg">The interview experiences could not be loaded.</p>
            <button type="button" className={buttonClasses('secondary')} onClick={() => void list.refetch()}>
              Try again
            </button>
          </div>
        ) : list.data.experiences.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-5">
            <p className="text-sm text-fg">
              {filtered
                ? 'No interview experience matches these filters.'
                : 'No interview experiences yet. Be the first to share yours.'}
            </p>
            {filtered && (
              <button
                type="button"
                className={buttonClasses('secondary')}
                onClick={() => {
                  setText('');
                  setRole('');
                  setSearch(new URLSearchParams(), { replace: true });
                }}
              >
                Clear filters
              </button>
            )}
          </div>
        ) : (
          <>
            <p className="mb-3 text-sm text-fg-muted">
              {list.data.total} {list.data.total === 1 ? 'experience' : 'experiences'}
            </p>
            <ul className="grid gap-4 md:grid-cols-2">
              {list.data.experiences.map((experience) => (
                <ExperienceCard key={experience.slug} experience={experience} />
              ))}
            </ul>
            {pages > 1 && (
              <Pager
                className="mt-6 justify-center gap-3"
                label="Experience pages"
                page={page}
                pages={pages}
                onPage={(p) => set('page', p > 1 ? String(p) : '')}
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}

export default ExperienceListPage;
