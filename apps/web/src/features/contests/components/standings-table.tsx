/**
 * The standings board: rank, learner, solved and penalty (ICPC) or points (IOI), one cell per problem. The
 * viewer's own row is highlighted; while frozen, others' late submissions show as pending ("?"). On a phone the
 * problem columns scroll sideways under a sticky rank + name column, so each row stays readable. A name links to
 * the learner's profile unless the profile is private (the boards' one rule, server-side).
 */
import { clsx } from 'clsx';
import { Link } from 'react-router';
import type { ContestStandings, StandingsRow } from '@katana/shared/api/contests';
import { profileLink } from '@katana/shared/engagement/social';

type Cell = StandingsRow['cells'][number];

function CellView({ cell, format }: { cell: Cell | undefined; format: ContestStandings['format'] }) {
  if (!cell || (cell.attempts === 0 && cell.pending === 0 && !cell.solved && cell.score === 0))
    return <span className="text-fg-subtle">·</span>;
  if (cell.pending > 0 && !cell.solved)
    return (
      <span className="font-medium text-fg-muted" title={`${cell.pending} pending during the freeze`}>
        ?{cell.attempts > 0 ? ` −${cell.attempts}` : ''}
      </span>
    );
  if (format === 'IOI')
    return (
      <span
        className={clsx(
          'tabular-nums',
          cell.solved ? 'font-semibold text-emerald-600 dark:text-emerald-400' : 'text-fg',
        )}
      >
        {cell.score}
      </span>
    );
  if (cell.solved)
    return (
      <span className="flex flex-col items-center leading-tight">
        <span
          className={clsx(
            'font-semibold',
            cell.first_to_solve
              ? 'text-emerald-700 dark:text-emerald-300'
              : 'text-emerald-600 dark:text-emerald-400',
          )}
        >
          +{cell.attempts > 0 ? cell.attempts : ''}
        </span>
        <span className="text-[11px] text-fg-subtle tabular-nums">{cell.solved_at_minute}m</span>
      </span>
    );
  return <span className="font-semibold text-red-600 dark:text-red-400">−{cell.attempts}</span>;
}

// Sticky cells need an opaque background of their own (the row's colour does not paint under them while scrolled).
const stickyRank = 'sticky left-0 z-10 w-12 min-w-12';
const stickyName =
  'sticky left-12 z-10 max-w-[8.5rem] min-w-[6rem] truncate shadow-[inset_-1px_0_0_var(--color-line)] sm:max-w-[14rem]';

export function StandingsTable({ standings }: { standings: ContestStandings }) {
  const icpc = standings.format === 'ICPC';
  return (
    // Scrolls sideways on a phone: focusable and named, so a keyboard user can scroll it (axe scrollable-region-focusable).
    <div
      role="region"
      aria-label="Standings table"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-line bg-surface focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
    >
      <table className="w-full text-sm">
        <thead className="border-b border-line text-xs text-fg-subtle">
          <tr>
            <th scope="col" className={clsx(stickyRank, 'bg-surface px-3 py-2 text-left font-medium')}>
              Rank
            </th>
            <th scope="col" className={clsx(stickyName, 'bg-surface px-3 py-2 text-left font-medium')}>
              Name
            </th>
            <th scope="col" className="w-16 px-2 py-2 text-center font-medium whitespace-nowrap">
              {icpc ? 'Solved' : 'Score'}
            </th>
            {icpc && (
              <th scope="col" className="w-16 px-2 py-2 text-center font-medium whitespace-nowrap">
                Penalty
              </th>
            )}
            {standings.problems.map((p) => (
              <th key={p.id} scope="col" className="w-14 px-2 py-2 text-center font-medium" title={p.name}>
                {p.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {standings.rows.map((row) => (
            <tr
              key={row.user.uuid}
              aria-current={row.is_me ? 'true' : undefined}
              className={clsx('border-b border-line last:border-0', row.is_me && 'bg-accent-soft')}
            >
              <td
                className={clsx(
                  stickyRank,
                  row.is_me ? 'bg-accent-soft' : 'bg-surface',
                  'px-3 py-2 font-semibold tabular-nums text-fg',
                )}
              >
                {row.rank}
              </td>
              <td
                className={clsx(stickyName, row.is_me ? 'bg-accent-soft' : 'bg-surface', 'px-3 py-2 text-fg')}
                title={row.user.name}
              >
                {row.user.profile_linked ? (
                  <Link to={profileLink(row.user) ?? '#'} className="hover:underline">
                    {row.user.name}
                  </Link>
                ) : (
                  row.user.name
                )}
                {row.is_me && <span className="ml-1 text-xs text-accent">(you)</span>}
              </td>
              <td className="px-2 py-2 text-center font-semibold tabular-nums text-fg">
                {icpc ? row.solved : row.score}
              </td>
              {icpc && <td className="px-2 py-2 text-center tabular-nums text-fg-muted">{row.penalty}</td>}
              {standings.problems.map((p) => (
                <td key={p.id} className="px-2 py-2 text-center">
                  <CellView cell={row.cells.find((c) => c.problem_id === p.id)} format={standings.format} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
