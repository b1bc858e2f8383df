/**
 * /home, the learner's dashboard: EXP and level, the daily goal, the streak and the week's leaderboard, with the
 * goal and leaderboard views one tab away. Numbers refresh when a reward toast arrives on the socket.
 */
import { firstName } from '@katana/shared/engagement/leaderboard';
import { DailyGoalCard } from '../components/daily-goal-card.tsx';
import { DashboardLayout } from '../components/dashboard-tabs.tsx';
import { ExpLevelCard } from '../components/exp-level-card.tsx';
import { useLiveRefresh } from '../components/live-refresh.ts';
import { StreakCard } from '../components/streak-card.tsx';
import { useViewer } from '../components/use-viewer.ts';
import { WeeklyLeaderboardCard } from '../components/weekly-leaderboard-card.tsx';

export default function DashboardPage() {
  const { viewer, name } = useViewer();
  useLiveRefresh(viewer);
  const first = firstName(name);
  return (
    <DashboardLayout
      title={first ? `Hi, ${first}` : 'Dashboard'}
      subtitle="Your EXP, daily goal, streak and where you stand this week."
    >
      <div className="grid gap-4 md:grid-cols-2">
        <ExpLevelCard viewer={viewer} />
        <DailyGoalCard viewer={viewer} />
        <StreakCard viewer={viewer} />
        <WeeklyLeaderboardCard viewer={viewer} />
      </div>
    </DashboardLayout>
  );
}
