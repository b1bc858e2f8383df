/** Today's EXP against the daily goal (details.goal_exp), and "Today's target completed" once it is met. */
import { BoosterText } from '@katana/shared/engagement/booster-display';
import { useDailyExperience } from '../api/daily-experience.ts';
import type { ViewerId } from '../api/paths.ts';
import { Card, CardError, CardLoading, ProgressBar } from './card.tsx';

export function DailyGoalCard({ viewer, withLink = true }: { viewer: ViewerId; withLink?: boolean }) {
  const daily = useDailyExperience(viewer);
  let body;
  if (daily.isError) body = <CardError onRetry={() => void daily.refetch()} />;
  else if (!daily.data) body = <CardLoading label="Loading the daily goal" />;
  else {
    const { goal_exp, earned_today, target_completed } = daily.data.details;
    body = (
      <>
        <p className="text-3xl font-bold text-fg">
          {earned_today}
          <span className="text-base font-semibold text-fg-muted"> / {goal_exp} EXP today</span>
        </p>
        <div className="mt-4">
          <ProgressBar
            value={earned_today / goal_exp}
            label="Daily goal progress"
            tone={target_completed ? 'done' : 'accent'}
          />
        </div>
        {target_completed ? (
          <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-emerald-700 dark:text-emerald-400">
            <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
              <path d="M5 12l5 5L20 7" />
            </svg>
            {BoosterText.TODAYS_TARGET_COMPLETED}
          </p>
        ) : (
          <p className="mt-2 text-sm text-fg-muted">{goal_exp - earned_today} EXP to go today</p>
        )}
      </>
    );
  }
  return (
    <Card title="Daily goal" {...(withLink ? { action: { to: '/home/goals', label: 'View goal' } } : {})}>
      {body}
    </Card>
  );
}
