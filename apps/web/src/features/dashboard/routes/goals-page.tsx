/**
 * /home/goals: the goal journey (phases, next action, last viewed element), beside the daily EXP goal and what
 * counted towards it today (the v4 EXP history for today's IST date),
 * with how EXP is earned.
 */
import { istDate } from '@katana/shared/engagement/ist-time';
import { relativeTimeLabel } from '@katana/shared/engagement/relative-time';
import { ExpWidgetText } from '@katana/shared/engagement/exp-widget';
import { useClock } from '../../../lib/clock/clock-context.tsx';
import { useExpHistoryOn } from '../api/exp-history.ts';
import type { ViewerId } from '../api/paths.ts';
import { Card, CardError, CardLoading } from '../components/card.tsx';
import { DailyGoalCard } from '../components/daily-goal-card.tsx';
import { GoalJourneyCard } from '../components/goal-journey-card.tsx';
import { DashboardLayout } from '../components/dashboard-tabs.tsx';
import { useLiveRefresh } from '../components/live-refresh.ts';
import { useViewer } from '../components/use-viewer.ts';

export const NO_EXP_TODAY = 'No EXP yet today. Solve a problem to start.';

function TodayHistory({ viewer }: { viewer: ViewerId }) {
  const now = useClock()();
  const history = useExpHistoryOn(viewer, istDate(now));
  let body;
  if (history.isError) body = <CardError onRetry={() => void history.refetch()} />;
  else if (!history.data) body = <CardLoading label="Loading today's EXP" />;
  else if (history.data.entries.length === 0) body = <p className="text-sm text-fg-muted">{NO_EXP_TODAY}</p>;
  else {
    body = (
      <ul className="-mx-5 divide-y divide-line">
        {history.data.entries.map((e) => (
          <li key={e.id} className="flex items-center gap-3 px-5 py-3">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-fg">{e.title ?? e.type}</p>
              <p className="text-xs text-fg-subtle">
                {e.title ? `${e.type} · ` : ''}
                {relativeTimeLabel(Date.parse(e.created_at), now)}
              </p>
            </div>
            <p className="shrink-0 text-sm font-semibold text-emerald-700 dark:text-emerald-400">
              +{e.points + e.bonus} EXP
              {e.multiplier > 1 && <span className="ml-1 text-xs text-fg-muted">({e.multiplier}x)</span>}
            </p>
          </li>
        ))}
      </ul>
    );
  }
  return <Card title="Earned today">{body}</Card>;
}

export default function GoalsPage() {
  const { viewer } = useViewer();
  useLiveRefresh(viewer);
  return (
    <DashboardLayout
      title="My goal"
      subtitle="Follow your goal journey and reach your daily EXP target to keep your streak."
    >
      <div className="grid gap-4 md:grid-cols-2">
        <div className="md:col-span-2">
          <GoalJourneyCard viewer={viewer} />
        </div>
        <DailyGoalCard viewer={viewer} withLink={false} />
        <Card title="How to earn EXP">
          <p className="text-sm text-fg-muted">{ExpWidgetText.TOOLTIP}</p>
        </Card>
        <div className="md:col-span-2">
          <TodayHistory viewer={viewer} />
        </div>
      </div>
    </DashboardLayout>
  );
}
