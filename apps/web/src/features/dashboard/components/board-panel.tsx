/** A weekly board with its scope tabs (Personal, Friends), paging and loading/error/empty states. */
import { useRef, useState } from 'react';
import { clsx } from 'clsx';
import { LeaderboardScope, weekTimeframeLabel, type LeaderboardEntityType } from '@katana/shared/engagement/leaderboard';
import { tierOrder } from '@katana/shared/engagement/leagues';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useLeaderboardBoard } from '../../../lib/api/leaderboard-board.ts';
import { useLeaderboardUserDetails } from '../api/leaderboard-user-details.ts';
import type { ViewerId } from '../api/paths.ts';
import { CardError, CardLoading } from './card.tsx';
import { LeaderboardTable } from './leaderboard-table.tsx';

export const EMPTY_BOARD: Record<LeaderboardScope, string> = {
  Personal: 'Nobody is on this board yet this week. Earn EXP to be the first.',
  Friends: 'None of the people you follow has earned EXP this week.',
};

export function BoardPanel({
  viewer,
  entity,
  withScopes = true,
}: {
  viewer: ViewerId;
  entity?: { type: LeaderboardEntityType; id: string };
  withScopes?: boolean;
}) {
  const [scope, setScope] = useState<LeaderboardScope>(LeaderboardScope.Personal);
  const [page, setPage] = useState(1);
  const board = useLeaderboardBoard(viewer, { scope, page, ...(entity ? { entity } : {}) }, true, true);
  const details = useLeaderboardUserDetails(viewer, scope === LeaderboardScope.Personal && !entity);
  const league = details.data?.active_week_status?.league_name ?? null;
  // Zones belong to a league group: only the Personal board (the learner's group) shows them.
  const zonesTier = scope === LeaderboardScope.Personal && !entity && league ? tierOrder(league) : null;

  let body;
  if (board.isError) body = <CardError onRetry={() => void board.refetch()} />;
  else if (!board.data) body = <div className="p-4"><CardLoading label="Loading the leaderboard" /></div>;
  else if (board.data.rows.length === 0) body = <p className="px-4 py-10 text-center text-sm text-fg-muted">{EMPTY_BOARD[scope]}</p>;
  else body = <LeaderboardTable page={board.data} tierOrder={zonesTier} />;

  // The page size is the server's: the first page's length tells it.
  const pageSize = useRef(0);
  if (board.data?.page === 1) pageSize.current = board.data.rows.length;
  const shownUpTo = board.data ? (board.data.page - 1) * (pageSize.current || board.data.rows.length) + board.data.rows.length : 0;
  const hasNext = board.data ? board.data.rows.length > 0 && shownUpTo < board.data.total : false;

  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3">
        {withScopes ? (
          <div role="tablist" aria-label="Scope" className="inline-flex rounded-lg bg-surface-muted p-1">
            {Object.values(LeaderboardScope).map((s) => (
              <button
                key={s}
                type="button"
                role="tab"
                aria-selected={scope === s}
                onClick={() => {
                  setScope(s);
                  setPage(1);
                }}
                className={clsx(
                  'rounded-md px-3 py-1 text-sm font-medium transition-colors',
                  scope === s ? 'bg-surface text-fg shadow-sm' : 'text-fg-muted hover:text-fg',
                )}
              >
                {s}
              </button>
            ))}
          </div>
        ) : (
          <span />
        )}
        {board.data && <span className="text-xs font-medium text-fg-subtle">Week of {weekTimeframeLabel(board.data.start_date)}</span>}
      </div>
      {zonesTier !== null && board.data && board.data.rows.length > 0 && (
        <p className="flex flex-wrap gap-x-4 gap-y-1 border-b border-line px-4 py-2 text-xs text-fg-muted">
          <span className="flex items-center gap-1.5"><span aria-hidden="true" className="h-3 w-1 rounded bg-emerald-500" /> Promotion zone: up a league at week end</span>
          <span className="flex items-center gap-1.5"><span aria-hidden="true" className="h-3 w-1 rounded bg-red-500" /> Demotion zone: down a league</span>
        </p>
      )}
      {body}
      {board.data && (board.data.page > 1 || hasNext) && (
        <div className="flex items-center justify-between border-t border-line px-4 py-3">
          <button type="button" className={buttonClasses('secondary', 'sm')} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </button>
          <span className="text-xs text-fg-muted">Page {board.data.page}</span>
          <button type="button" className={buttonClasses('secondary', 'sm')} disabled={!hasNext} onClick={() => setPage((p) => p + 1)}>
            Next
          </button>
        </div>
      )}
    </div>
  );
}
