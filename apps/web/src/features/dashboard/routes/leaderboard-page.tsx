/**
 * The leaderboard views inside the dashboard: /home/leaderboard (the week's board, Personal or Friends),
 * /home/leaderboards/leagues (the rank tiers Iron ... Ninja Dominator, the learner's league and zone, and the
 * league group's board, then the league mailing-list sign-up) and /home/leaderboards/campus (the College board of
 * ?college_id, else of the learner's own college from their profile, with that college's sign-up). All are locked
 * below level 2.
 */
import { Link, useLocation, useSearchParams } from 'react-router';
import { clsx } from 'clsx';
import { LeaderboardEntityType } from '@katana/shared/engagement/leaderboard';
import { leagueRuleText, RANK_TIERS } from '@katana/shared/engagement/leagues';
import { withOrdinal } from '@katana/shared/engagement/ordinal';
import { useLeaderboardUserDetails } from '../api/leaderboard-user-details.ts';
import { useMyCollege } from '../api/my-college.ts';
import type { ViewerId } from '../api/paths.ts';
import { useXpSummary } from '../../../lib/api/xp-summary.ts';
import { BoardPanel } from '../components/board-panel.tsx';
import { Card, CardError, CardLoading } from '../components/card.tsx';
import { DashboardLayout } from '../components/dashboard-tabs.tsx';
import { useLiveRefresh } from '../components/live-refresh.ts';
import { useViewer } from '../components/use-viewer.ts';
import { LeagueSignUp } from '../components/league-sign-up.tsx';
import { LOCKED_TEXT } from '../components/weekly-leaderboard-card.tsx';
import { ZoneChip } from '../components/zone-chip.tsx';

export const NO_LEAGUE_TEXT = 'Earn EXP this week to join a league group.';
export const NO_COLLEGE_TEXT =
  'The campus leaderboard ranks learners of one college by this week’s EXP. Add your college to your profile to see where you stand.';

function Tiers({ viewer }: { viewer: ViewerId }) {
  const details = useLeaderboardUserDetails(viewer);
  if (details.isError)
    return (
      <Card title="Your league">
        <CardError onRetry={() => void details.refetch()} />
      </Card>
    );
  if (!details.data)
    return (
      <Card title="Your league">
        <CardLoading label="Loading your league" />
      </Card>
    );
  const status = details.data.active_week_status;
  return (
    <div className="grid gap-4 md:grid-cols-[1fr_2fr]">
      <Card title="Your league">
        {status ? (
          <>
            <p className="text-2xl font-bold text-fg">{status.league_name}</p>
            <p className="mt-1 text-sm text-fg-muted">
              {withOrdinal(status.current_rank)} in your group this week
            </p>
            <div className="mt-3">
              <ZoneChip zone={status.zone} />
            </div>
          </>
        ) : (
          <p className="text-sm text-fg-muted">{NO_LEAGUE_TEXT}</p>
        )}
        <p className="mt-4 text-xs text-fg-subtle">{leagueRuleText(status)}</p>
      </Card>
      <Card title="Leagues">
        <ol className="flex flex-col gap-1.5" aria-label="Rank tiers">
          {[...RANK_TIERS]
            .sort((a, b) => a.order - b.order)
            .map((tier) => {
              const mine = status?.league_name === tier.name;
              return (
                <li
                  key={tier.name}
                  aria-current={mine ? 'true' : undefined}
                  className={clsx(
                    'flex items-center justify-between rounded-lg px-3 py-2 text-sm',
                    mine
                      ? 'bg-accent-soft font-semibold text-fg ring-1 ring-accent'
                      : 'bg-surface-muted/60 text-fg-muted',
                  )}
                >
                  <span>{tier.name}</span>
                  {mine && <span className="text-xs text-accent">You are here</span>}
                </li>
              );
            })}
        </ol>
      </Card>
    </div>
  );
}

function Locked() {
  return (
    <div role="status" className="rounded-2xl border border-line bg-surface px-6 py-12 text-center">
      <p className="text-base font-semibold text-fg">Leaderboards are locked</p>
      <p className="mt-1 text-sm text-fg-muted">{LOCKED_TEXT}</p>
    </div>
  );
}

export default function LeaderboardPage() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const { viewer } = useViewer();
  useLiveRefresh(viewer);
  const summary = useXpSummary(viewer);
  const view = pathname.endsWith('/leagues') ? 'leagues' : pathname.endsWith('/campus') ? 'campus' : 'weekly';
  const onCampus = pathname.endsWith('/campus');
  const fromUrl = search.get('college_id');
  const mine = useMyCollege(viewer, onCampus && !fromUrl);
  const college = fromUrl ?? mine.data?.slug ?? null;

  const title =
    view === 'leagues' ? 'Leagues' : view === 'campus' ? 'Campus leaderboard' : 'Weekly leaderboard';
  let body;
  if (summary.isError) body = <CardError onRetry={() => void summary.refetch()} />;
  else if (!summary.data) body = <CardLoading label="Loading the leaderboard" />;
  else if (summary.data.locked) body = <Locked />;
  else if (view === 'leagues') {
    body = (
      <div className="flex flex-col gap-4">
        <Tiers viewer={viewer} />
        <BoardPanel viewer={viewer} withScopes={false} />
        <LeagueSignUp viewer={viewer} />
      </div>
    );
  } else if (view === 'campus') {
    body = college ? (
      <div className="flex flex-col gap-4">
        {!fromUrl && mine.data && <p className="text-sm font-semibold text-fg">{mine.data.name}</p>}
        <BoardPanel viewer={viewer} entity={{ type: LeaderboardEntityType.College, id: college }} />
        <LeagueSignUp viewer={viewer} entity={{ type: LeaderboardEntityType.College, id: college }} />
      </div>
    ) : !fromUrl && mine.isPending ? (
      <CardLoading label="Loading the leaderboard" />
    ) : (
      <div className="rounded-2xl border border-line bg-surface px-6 py-10 text-center text-sm text-fg-muted">
        <p>{NO_COLLEGE_TEXT}</p>
        <Link to="/profile/edit" className="mt-3 inline-block font-medium text-accent hover:underline">
          Add your college
        </Link>
      </div>
    );
  } else body = <BoardPanel viewer={viewer} />;

  return (
    <DashboardLayout
      title={title}
      subtitle="Weekly EXP, Monday to Sunday (IST). The board resets every week."
    >
      {body}
    </DashboardLayout>
  );
}
