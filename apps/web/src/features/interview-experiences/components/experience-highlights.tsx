/**
 * The list page's "Recent" / "Top" panel: the newest published experiences, or the most read ones of the last
 * TOP_EXPERIENCES_DAYS days (with how many learners read each).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { InterviewExperienceWebPaths, TOP_EXPERIENCES_DAYS } from '@katana/shared/api/interview-experiences';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useExperienceHighlights, type Highlight } from '../api/experience-highlights.ts';

const TABS: [Highlight, string][] = [
  ['recent', 'Recent'],
  ['top', 'Top'],
];

export function ExperienceHighlights() {
  const [tab, setTab] = useState<Highlight>('recent');
  const items = useExperienceHighlights(tab);
  return (
    <section
      aria-labelledby="experience-highlights"
      className="rounded-2xl border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="experience-highlights" className="text-base font-semibold text-fg">
          {tab === 'recent' ? 'Recent experiences' : 'Top interview experiences'}
        </h2>
        <div role="tablist" aria-label="Highlights" className="flex gap-1">
          {TABS.map(([key, label]) => (
            <button
              key={key}
              type="button"
              role="tab"
              id={`highlights-tab-${key}`}
              aria-selected={tab === key}
              aria-controls="highlights-panel"
              className={buttonClasses(tab === key ? 'primary' : 'secondary', 'sm')}
              onClick={() => setTab(key)}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      <div id="highlights-panel" role="tabpanel" aria-labelledby={`highlights-tab-${tab}`} className="mt-3">
        {tab === 'top' && (
          <p className="mb-2 text-xs text-fg-muted">
            Most read by learners in the last {TOP_EXPERIENCES_DAYS} days.
          </p>
        )}
        {items.isPending ? (
          <p className="text-sm text-fg-muted">Loading…</p>
        ) : items.isError ? (
          <p role="alert" className="text-sm text-fg-muted">
            {items.error.message}
          </p>
        ) : items.data.experiences.length === 0 ? (
          <p className="text-sm text-fg-muted">
            {tab === 'top' ? 'No experience has been read lately.' : 'No interview experiences yet.'}
          </p>
        ) : (
          <ol className="divide-y divide-line">
            {items.data.experiences.map((e) => (
              <li key={e.slug} className="flex items-baseline justify-between gap-3 py-2 text-sm">
                <Link
                  to={InterviewExperienceWebPaths.detail(e.slug)}
                  className="font-medium text-fg hover:text-accent"
                >
                  {e.company} · {e.role}
                </Link>
                <span className="shrink-0 text-xs text-fg-subtle">
                  {tab === 'top'
                    ? `${e.view_count} ${e.view_count === 1 ? 'reader' : 'readers'}`
                    : e.published_at && new Date(e.published_at).toLocaleDateString()}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
