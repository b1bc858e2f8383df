/**
 * The public profile's parts a visitor sees (each only when the learner shows it): about (bio, college, links), the
 * contributions heatmap over a year, problems solved by difficulty and topic, badges, and recent accepted problems.
 */
import { Link } from 'react-router';
import type { PublicProfile } from '@katana/shared/api/profile';
import { Panel } from './panel.tsx';

const TIERS = ['', 'Achiever', 'Specialist', 'Master'];

export function AboutPanel({ profile }: { profile: PublicProfile }) {
  const { bio, education, links } = profile;
  if (!bio && !education?.college && !education?.grad_year && !education?.branch && links.length === 0)
    return null;
  return (
    <Panel title="About">
      <div className="flex flex-col gap-3 text-sm">
        {bio && <p className="whitespace-pre-line text-fg">{bio}</p>}
        {education && (education.college || education.grad_year || education.branch) && (
          <p className="text-fg-muted" data-testid="profile-education">
            {[
              education.college?.name,
              education.branch,
              education.grad_year ? `Class of ${education.grad_year}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        {links.length > 0 && (
          <ul className="flex flex-wrap gap-3" aria-label="Links">
            {links.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  rel="nofollow noopener noreferrer"
                  target="_blank"
                  className="text-accent hover:underline"
                >
                  {link.label || new URL(link.url).hostname}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Panel>
  );
}

const DAY_MS = 86_400_000;
const LEVELS = ['bg-surface-muted', 'bg-emerald-200', 'bg-emerald-400', 'bg-emerald-600', 'bg-emerald-800'];

function level(count: number): number {
  if (count === 0) return 0;
  if (count < 3) return 1;
  if (count < 6) return 2;
  if (count < 10) return 3;
  return 4;
}

/** A year of days as weeks (columns) of seven, Sunday on top; a cell's label says the day and its submissions. */
export function ContributionHeatmap({ heatmap }: { heatmap: NonNullable<PublicProfile['heatmap']> }) {
  const counts = new Map(heatmap.days.map((d) => [d.date, d.count]));
  const from = Date.parse(`${heatmap.from}T00:00:00Z`);
  const to = Date.parse(`${heatmap.to}T00:00:00Z`);
  const start = from - new Date(from).getUTCDay() * DAY_MS;
  const weeks: { date: string; count: number; inRange: boolean }[][] = [];
  for (let t = start; t <= to; t += DAY_MS) {
    const date = new Date(t).toISOString().slice(0, 10);
    const day = new Date(t).getUTCDay();
    if (day === 0) weeks.push([]);
    weeks[weeks.length - 1]!.push({ date, count: counts.get(date) ?? 0, inRange: t >= from });
  }
  const fmt = (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  return (
    <Panel
      title="Contributions"
      aside={
        <span className="text-sm text-fg-muted">
          {heatmap.total.toLocaleString('en-IN')} submissions in the last year
        </span>
      }
    >
      <div className="overflow-x-auto">
        <div
          role="img"
          aria-label={`${heatmap.total} submissions in the last year`}
          className="flex gap-[3px]"
        >
          {weeks.map((week, i) => (
            <div key={i} className="flex flex-col gap-[3px]">
              {week.map((d) => (
                <span
                  key={d.date}
                  title={
                    d.inRange
                      ? `${d.count} submission${d.count === 1 ? '' : 's'} on ${fmt(d.date)}`
                      : undefined
                  }
                  data-count={d.count}
                  className={`size-[11px] rounded-[2px] ${d.inRange ? LEVELS[level(d.count)] : 'bg-transparent'}`}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
    </Panel>
  );
}

export function SolvedPanel({ solved }: { solved: NonNullable<PublicProfile['solved']> }) {
  return (
    <Panel title="Problems solved" aside={<span className="text-2xl font-bold text-fg">{solved.total}</span>}>
      {solved.total === 0 ? (
        <p className="text-sm text-fg-muted">No problems solved yet.</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <dl aria-label="By difficulty" className="flex flex-col gap-1 text-sm">
            {solved.by_difficulty.map((d) => (
              <div key={d.difficulty} className="flex justify-between">
                <dt className="text-fg-muted">{d.difficulty}</dt>
                <dd className="font-semibold text-fg">{d.count}</dd>
              </div>
            ))}
          </dl>
          <ul aria-label="By topic" className="flex flex-wrap gap-2 text-xs">
            {solved.by_topic.map((t) => (
              <li key={t.slug} className="rounded-full bg-surface-muted px-2.5 py-1 text-fg">
                {t.name} <span className="text-fg-muted">×{t.count}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Panel>
  );
}

export function RecentAccepted({ problems }: { problems: NonNullable<PublicProfile['recent_accepted']> }) {
  return (
    <Panel title="Recently solved">
      {problems.length === 0 ? (
        <p className="text-sm text-fg-muted">Nothing solved yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line text-sm">
          {problems.map((p) => (
            <li key={p.slug} className="flex items-center justify-between gap-3 py-2">
              <Link to={`/problems/${p.slug}`} className="truncate text-fg hover:text-accent">
                {p.name}
              </Link>
              <span className="shrink-0 text-xs text-fg-muted">{p.difficulty}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function PublicBadges({ badges }: { badges: NonNullable<PublicProfile['badges']> }) {
  return (
    <Panel title="Badges">
      {badges.length === 0 ? (
        <p className="text-sm text-fg-muted">No badges yet.</p>
      ) : (
        <ul aria-label="Badges" className="flex flex-wrap gap-2 text-sm">
          {badges.map((b) => (
            <li
              key={`${b.entity_type}-${b.entity_name}-${b.level}`}
              className="rounded-lg border border-line px-3 py-2"
            >
              <span className="font-medium text-fg">{b.entity_name}</span>
              <span className="block text-xs text-fg-muted">{TIERS[b.level] ?? `Level ${b.level}`}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
