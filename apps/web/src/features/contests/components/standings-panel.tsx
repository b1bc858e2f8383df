/**
 * The standings tab: one page of the board, paging, "my row", the frozen marker, and live updates (a refetch when
 * the contest room says the board changed, and polling while live as the fallback).
 */
import { useState } from 'react';
import type { ContestPhase } from '@katana/shared/contests/contest-lifecycle';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useStandings } from '../../../lib/api/contest-standings.ts';
import { useContestRoom } from '../hooks/use-contest-room.ts';
import { contestTime } from './contest-format.ts';
import { StandingsTable } from './standings-table.tsx';

const LIVE_POLL_MS = 10_000;
const STANDINGS_PAGE_SIZE = 50;

export function StandingsPanel({ slug, phase }: { slug: string; phase: ContestPhase }) {
  const [page, setPage] = useState(1);
  const [aroundMe, setAroundMe] = useState(false);
  const live = phase === 'live';
  const standings = useStandings(
    slug,
    { page, pageSize: STANDINGS_PAGE_SIZE, aroundMe },
    { refetchInterval: live ? LIVE_POLL_MS : false, keepPage: true },
  );
  useContestRoom(slug, live, () => void standings.refetch());

  if (standings.isPending)
    return <div aria-busy="true" className="h-40 animate-pulse rounded-xl bg-surface-muted" />;
  if (standings.isError)
    return (
      <p className="text-sm text-fg-muted">
        The standings could not be loaded.{' '}
        <button
          type="button"
          className="font-medium text-accent underline"
          onClick={() => void standings.refetch()}
        >
          Try again
        </button>
      </p>
    );
  const data = standings.data;
  const shownPage = data.page;
  const go = (next: number) => {
    setAroundMe(false);
    setPage(next);
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="text-fg-muted">
          {data.total} participant{data.total === 1 ? '' : 's'}
          {live && <span className="ml-2 text-xs text-emerald-700 dark:text-emerald-400">● Live</span>}
        </p>
        {data.my_page !== null && (
          <button
            type="button"
            className={buttonClasses('secondary', 'sm')}
            onClick={() => {
              setAroundMe(true);
              setPage(data.my_page ?? 1);
            }}
          >
            Show my row
          </button>
        )}
      </div>
      {data.frozen && (
        <p role="status" className="rounded-lg border border-line bg-surface-muted px-3 py-2 text-sm text-fg">
          Standings frozen{data.freeze_at ? ` since ${contestTime(data.freeze_at)}` : ''}: results after the
          freeze show as pending until the contest ends.
        </p>
      )}
      {data.rows.length === 0 ? (
        <p className="text-sm text-fg-muted">Nobody is on the board yet.</p>
      ) : (
        <StandingsTable standings={data} />
      )}
      {data.pages > 1 && (
        <nav aria-label="Standings pages" className="flex items-center justify-center gap-3 text-sm">
          <button
            type="button"
            className={buttonClasses('secondary', 'sm')}
            disabled={shownPage <= 1}
            onClick={() => go(shownPage - 1)}
          >
            Previous
          </button>
          <span className="text-fg-muted">
            Page {shownPage} of {data.pages}
          </span>
          <button
            type="button"
            className={buttonClasses('secondary', 'sm')}
            disabled={shownPage >= data.pages}
            onClick={() => go(shownPage + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
