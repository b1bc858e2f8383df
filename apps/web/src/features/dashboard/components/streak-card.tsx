/** Current and longest streak, and the next streak badge (10, 50, 100, 300, 365 days). */
import { nextStreakMilestone } from '@katana/shared/engagement/streaks';
import { FlameIcon } from '../../../components/ui/icons.tsx';
import type { ViewerId } from '../api/paths.ts';
import { useStreak } from '../../../lib/api/streak.ts';
import { Card, CardError, CardLoading } from './card.tsx';

export const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

export function StreakCard({ viewer }: { viewer: ViewerId }) {
  const streak = useStreak(viewer);
  let body;
  if (streak.isError) body = <CardError onRetry={() => void streak.refetch()} />;
  else if (!streak.data) body = <CardLoading label="Loading the streak" />;
  else {
    const { current_streak, longest_streak } = streak.data;
    const next = nextStreakMilestone(current_streak);
    body = (
      <>
        <p className="flex items-center gap-2 text-3xl font-bold text-fg">
          <FlameIcon className={current_streak > 0 ? 'text-orange-500' : 'text-fg-subtle'} width="28" height="28" />
          {days(current_streak)}
        </p>
        <p className="mt-3 text-sm text-fg-muted">Longest streak: {days(longest_streak)}</p>
        <p className="mt-1 text-sm text-fg-muted">
          {next === null
            ? 'Every streak badge earned'
            : `${days(next - current_streak)} to the ${next}-day streak badge`}
        </p>
      </>
    );
  }
  return (
    <Card title="Streak" action={{ to: '/profile', label: 'Streak calendar' }}>
      {body}
    </Card>
  );
}
