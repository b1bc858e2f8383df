/** The EXP dropdown's tabs: this week's leaderboard, the EXP history (20 a page) and the level ladder. */
import { useState } from 'react';
import { clsx } from 'clsx';
import { levelLadder, levelProgress, type LevelPointsMap } from '@katana/shared/engagement/levels';
import { LeaderboardScope, weekTimeframeLabel } from '@katana/shared/engagement/leaderboard';
import { withOrdinal } from '@katana/shared/engagement/ordinal';
import { Pager } from '../../../components/ui/pager.tsx';
import { RetryError } from '../../../components/ui/retry-error.tsx';
import { useExpHistory } from '../api/exp-history.ts';
import { useLeaderboardBoard } from '../../../lib/api/leaderboard-board.ts';
import { useXpSummary } from '../../../lib/api/xp-summary.ts';
import { LockIcon } from './exp-icons.tsx';

const num = (n: number) => n.toLocaleString('en-IN');

function Muted({ children }: { children: string }) {
  return <p className="py-6 text-center text-sm text-fg-muted">{children}</p>;
}

function Retry({ onRetry }: { onRetry(): void }) {
  return (
    <div className="flex justify-center py-6">
      <RetryError onRetry={onRetry} />
    </div>
  );
}

function Loading() {
  return (
    <div role="status" aria-label="Loading" className="space-y-2 py-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-8 animate-pulse rounded bg-surface-muted" />
      ))}
    </div>
  );
}

export function LeaderboardTab({ viewer }: { viewer: string | number }) {
  const summary = useXpSummary(viewer);
  const unlocked = summary.data?.locked === false;
  const board = useLeaderboardBoard(viewer, { scope: LeaderboardScope.Personal, page: 1 }, unlocked);
  if (summary.isPending) return <Loading />;
  // Spec 02 §8: a failed leaderboard load shows no message, only the way to load it again.
  if (!summary.data) return <Retry onRetry={() => void summary.refetch()} />;
  if (summary.data.locked) {
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center">
        <LockIcon className="size-6 text-fg-muted" />
        <p className="text-sm font-medium">Reach Level 2 to unlock the weekly leaderboard</p>
      </div>
    );
  }
  const rank = summary.data.user_rank;
  return (
    <div className="pt-3">
      <div className="flex items-baseline justify-between">
        <p className="text-sm font-semibold">This week</p>
        <p className="text-xs text-fg-muted">{weekTimeframeLabel(summary.data.start_date)}</p>
      </div>
      <p className="mt-1 text-sm text-fg-muted">
        {rank === null
          ? 'Earn EXP this week to get a rank.'
          : `Your rank: ${withOrdinal(rank)} · ${num(summary.data.user_exp)} EXP`}
      </p>
      {board.isPending ? (
        <Loading />
      ) : board.data && board.data.rows.length > 0 ? (
        <ol className="mt-3 divide-y divide-line" aria-label="Weekly leaderboard">
          {board.data.rows.map((row) => (
            <li
              key={row.uuid}
              aria-current={row.is_current_user ? 'true' : undefined}
              className={clsx(
                'flex items-center gap-3 py-2 text-sm',
                row.is_current_user && 'font-semibold text-accent',
              )}
            >
              <span className="w-10 shrink-0 tabular-nums text-fg-muted">{withOrdinal(row.rank)}</span>
              <span className="min-w-0 flex-1 truncate">
                {row.is_current_user ? `${row.name} (You)` : row.name}
              </span>
              <span className="shrink-0 tabular-nums">{num(row.exp)} EXP</span>
            </li>
          ))}
        </ol>
      ) : (
        <Muted>Nobody is on this week's board yet.</Muted>
      )}
    </div>
  );
}

export function ExpHistoryTab({ viewer }: { viewer: string | number }) {
  const [page, setPage] = useState(1);
  const history = useExpHistory(viewer, page);
  if (history.isPending) return <Loading />;
  if (!history.data) return <Retry onRetry={() => void history.refetch()} />;
  const { entries, total, limit } = history.data;
  if (entries.length === 0) return <Muted>Solve a problem to earn your first EXP.</Muted>;
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <div className="pt-2">
      <ul className="divide-y divide-line" aria-label="EXP history">
        {entries.map((e) => (
          <li key={e.id} className="flex items-center gap-3 py-2 text-sm">
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{e.title ?? e.type}</span>
              <span className="block text-xs text-fg-muted">
                {e.type}
                {e.multiplier > 1 ? ` · ${e.multiplier}x booster` : ''} ·{' '}
                {new Date(e.created_at).toLocaleDateString('en-IN', {
                  day: 'numeric',
                  month: 'short',
                  timeZone: 'Asia/Kolkata',
                })}
              </span>
            </span>
            <span className="shrink-0 font-semibold tabular-nums text-emerald-700 dark:text-emerald-400">
              +{num(e.points + e.bonus)} EXP
            </span>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <Pager
          page={page}
          pages={pages}
          onPage={setPage}
          className="mt-2 justify-between"
          countClassName="text-xs"
        />
      )}
    </div>
  );
}

export function LevelTab({
  points,
  level,
  levelPointsMap,
}: {
  points: number;
  level: number;
  levelPointsMap: LevelPointsMap;
}) {
  const progress = levelProgress(points, levelPointsMap);
  return (
    <div className="pt-3">
      <p className="text-sm font-semibold">Level {level}</p>
      <div
        role="progressbar"
        aria-label="Progress to the next level"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress.progress * 100)}
        className="mt-2 h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${progress.progress * 100}%` }} />
      </div>
      <p className="mt-1 text-xs text-fg-muted">
        {progress.next_level === null
          ? 'Top level reached'
          : `${num(progress.points_to_next)} EXP to Level ${progress.next_level}`}
      </p>
      <ol className="mt-3 grid grid-cols-2 gap-2" aria-label="Levels">
        {levelLadder(level, levelPointsMap).map((l) => (
          <li
            key={l.level}
            data-unlocked={l.unlocked}
            className={clsx(
              'flex items-center gap-2 rounded-lg border px-2 py-1.5 text-sm',
              l.unlocked ? 'border-accent/40 bg-accent-soft text-fg' : 'border-line text-fg-muted',
            )}
          >
            {l.unlocked ? (
              <span aria-hidden className="text-amber-500">
                ★
              </span>
            ) : (
              <LockIcon aria-hidden />
            )}
            <span className="flex-1">Level {l.level}</span>
            <span className="text-xs tabular-nums">{num(l.points)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
