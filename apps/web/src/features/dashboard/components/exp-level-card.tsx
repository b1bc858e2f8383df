/** Total EXP, the level (from the level_points_map) and the way to the next one, and the active booster if any. */
import { levelProgress } from '@katana/shared/engagement/levels';
import { formatBoosterTimer, multiplierLabel } from '@katana/shared/engagement/booster-display';
import { useClock } from '../../../lib/clock/clock-context.tsx';
import { useExperienceSummary } from '../../../lib/api/experience-summary.ts';
import { usePolicies } from '../../../lib/api/policies.ts';
import type { ViewerId } from '../api/paths.ts';
import { Card, CardError, CardLoading, ProgressBar } from './card.tsx';

export function ExpLevelCard({ viewer }: { viewer: ViewerId }) {
  const summary = useExperienceSummary(viewer);
  const policies = usePolicies(viewer);
  const now = useClock()();

  let body;
  if (summary.isError || policies.isError) {
    body = (
      <CardError
        onRetry={() => {
          if (summary.isError) void summary.refetch();
          if (policies.isError) void policies.refetch();
        }}
      />
    );
  } else if (!summary.data || !policies.data) {
    body = <CardLoading label="Loading EXP" />;
  } else {
    const points = summary.data.details.points;
    const progress = levelProgress(points, policies.data.level_points_map);
    // Level and bar from one total and one map, so they always agree (the server computes current_level the same way).
    const level = progress.level;
    const booster = summary.data.details.boosters.find((b) => b.end_time * 1000 > now);
    body = (
      <>
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-3xl font-bold text-fg">
            {points.toLocaleString('en-IN')} <span className="text-base font-semibold text-fg-muted">EXP</span>
          </p>
          <span className="rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">Level {level}</span>
        </div>
        <div className="mt-4">
          <ProgressBar value={progress.progress} label={`Progress to level ${progress.next_level ?? level}`} />
        </div>
        <p className="mt-2 text-sm text-fg-muted">
          {progress.next_level === null
            ? 'Top level reached'
            : `${progress.points_to_next.toLocaleString('en-IN')} EXP to Level ${progress.next_level}`}
        </p>
        {booster && (
          <p className="mt-3 inline-flex w-fit items-center gap-2 rounded-lg bg-amber-100 px-2.5 py-1 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
            {multiplierLabel(booster.multiplier)} Booster active · {formatBoosterTimer(booster.end_time - now / 1000)} left
          </p>
        )}
      </>
    );
  }
  return <Card title="EXP and level">{body}</Card>;
}
