/** The contest classroom's Top performers tab: the leading rows of the live standings. */
import { clsx } from 'clsx';
import { useStandings } from '../../../lib/api/contest-standings.ts';

const TOP_PERFORMERS = 10;

export function TopPerformers({ slug }: { slug: string }) {
  const top = useStandings(
    slug,
    { page: 1, pageSize: TOP_PERFORMERS },
    { refetchInterval: 15_000, loadingBar: false },
  );
  if (top.isPending)
    return <div aria-busy="true" className="h-32 animate-pulse rounded-lg bg-surface-muted" />;
  if (top.isError) return <p className="text-sm text-fg-muted">The standings could not be loaded.</p>;
  const icpc = top.data.format === 'ICPC';
  if (top.data.rows.length === 0) return <p className="text-sm text-fg-muted">Nobody is on the board yet.</p>;
  return (
    <div>
      {top.data.frozen && <p className="mb-2 text-xs text-fg-muted">Standings are frozen.</p>}
      <ol aria-label="Top performers" className="divide-y divide-line rounded-lg border border-line">
        {top.data.rows.map((row) => (
          <li
            key={row.user.uuid}
            className={clsx('flex items-center gap-3 px-3 py-2 text-sm', row.is_me && 'bg-accent-soft')}
          >
            <span className="w-6 font-semibold tabular-nums text-fg">{row.rank}</span>
            <span className="min-w-0 flex-1 truncate text-fg">{row.user.name}</span>
            <span className="tabular-nums text-fg-muted">
              {icpc ? `${row.solved} solved · ${row.penalty} min` : `${row.score} points`}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
