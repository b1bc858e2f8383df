/** The profile's head: who it is, their level and their current and longest streak. */
import type { ReactNode } from 'react';
import { FlameIcon } from '../../../components/ui/icons.tsx';
import { useLevelsProgress } from '../api/levels-progress.ts';
import type { ViewerId } from '../api/paths.ts';
import { useStreakProgress } from '../api/streak-progress.ts';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-xl bg-surface-muted/70 px-4 py-3">
      <dt className="text-xs font-medium text-fg-muted">{label}</dt>
      <dd className="mt-1 text-lg font-bold text-fg">{value}</dd>
    </div>
  );
}

export function LearnerSummary({
  viewer,
  uuid,
  name,
  image,
  follow,
}: {
  viewer: ViewerId;
  /** null for the signed-in learner's own profile. */
  uuid: string | null;
  name: string | null;
  image: string | null;
  /** Follow counts and the Follow button (profile page), under the name and at the right. */
  follow?: { counts: ReactNode; action: ReactNode };
}) {
  const levels = useLevelsProgress(viewer, uuid);
  const streak = useStreakProgress(viewer, uuid);
  const dash = '–';
  const initials = (name ?? '?')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
  return (
    <section aria-label="Learner summary" className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-4">
        {image ? (
          <img src={image} alt="" className="size-16 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="grid size-16 place-items-center rounded-full bg-accent-soft text-xl font-bold text-accent">
            {initials}
          </span>
        )}
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold text-fg">{name ?? 'Learner profile'}</h1>
          {levels.data && <p className="text-sm text-fg-muted">Level {levels.data.current_level} · {levels.data.points.toLocaleString('en-IN')} EXP</p>}
          {follow?.counts}
        </div>
        {follow?.action && <div className="w-full sm:ml-auto sm:w-auto">{follow.action}</div>}
      </div>
      {viewer === null && (
        <p className="mt-4 text-sm text-fg-muted">Log in to see this learner's level and streaks.</p>
      )}
      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Stat label="Level" value={levels.data ? levels.data.current_level : dash} />
        <Stat
          label="Current streak"
          value={
            streak.data ? (
              <span className="flex items-center gap-1">
                <FlameIcon className={streak.data.current_streak > 0 ? 'text-orange-500' : 'text-fg-subtle'} />
                {days(streak.data.current_streak)}
              </span>
            ) : (
              dash
            )
          }
        />
        <Stat label="Longest streak" value={streak.data ? days(streak.data.longest_streak) : dash} />
      </dl>
    </section>
  );
}
