/**
 * The week's leaderboard at a glance (xp-summary): locked until level 2; then the rank with its ordinal suffix,
 * the week's timeframe (start date to start date + 6 days, IST), the week's EXP, and the league with its zone.
 */
import { LEADERBOARD_UNLOCK_LEVEL } from '@katana/shared/engagement/levels';
import { leaderboardRankText, weekTimeframeLabel } from '@katana/shared/engagement/leaderboard';
import { useLeaderboardUserDetails } from '../api/leaderboard-user-details.ts';
import type { ViewerId } from '../api/paths.ts';
import { useXpSummary } from '../../../lib/api/xp-summary.ts';
import { Card, CardError, CardLoading } from './card.tsx';
import { ZoneChip } from './zone-chip.tsx';

export const LOCKED_TEXT = `Reach Level ${LEADERBOARD_UNLOCK_LEVEL} to unlock weekly leaderboards`;
export const UNRANKED_TEXT = 'Earn EXP this week to get on the board';

export function WeeklyLeaderboardCard({ viewer }: { viewer: ViewerId }) {
  const summary = useXpSummary(viewer);
  const details = useLeaderboardUserDetails(viewer, summary.data?.locked === false);
  let body;
  if (summary.isError) body = <CardError onRetry={() => void summary.refetch()} />;
  else if (!summary.data) body = <CardLoading label="Loading the leaderboard" />;
  else if (summary.data.locked) {
    body = (
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-surface-muted text-fg-subtle">
          <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 0 1 8 0v4" />
          </svg>
        </span>
        <div>
          <p className="font-semibold text-fg">Locked</p>
          <p className="text-sm text-fg-muted">{LOCKED_TEXT}</p>
        </div>
      </div>
    );
  } else {
    const { user_rank, user_exp, start_date } = summary.data;
    const status = details.data?.active_week_status ?? null;
    body = (
      <>
        <p className="text-xs font-medium text-fg-subtle">{weekTimeframeLabel(start_date)}</p>
        {user_rank === null ? (
          <p className="mt-1 text-sm text-fg-muted">{UNRANKED_TEXT}</p>
        ) : (
          <p className="mt-1 text-3xl font-bold text-fg">
            {leaderboardRankText(user_rank)}
            <span className="text-base font-semibold text-fg-muted"> · {user_exp} EXP this week</span>
          </p>
        )}
        {status && (
          <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-fg">
            <span className="font-semibold">{status.league_name} league</span>
            <ZoneChip zone={status.zone} />
          </p>
        )}
      </>
    );
  }
  return (
    <Card title="Weekly leaderboard" action={{ to: '/home/leaderboard', label: 'View leaderboard' }}>
      {body}
    </Card>
  );
}
