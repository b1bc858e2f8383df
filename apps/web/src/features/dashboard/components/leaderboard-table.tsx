/**
 * One page of a weekly board: rank (ordinal for 1-30), name, EXP; the learner's own row marked "(You)". A name
 * links to the learner's profile and opens their hover card (components/user-hover-card), unless the profile is
 * private (the boards' one rule, server-side: then no link and the placeholder instead of the picture). On a league
 * board (Personal scope) each row shows its zone: the top rows move up a tier at week end, the bottom rows down.
 */
import { clsx } from 'clsx';
import { withOrdinal } from '@katana/shared/engagement/ordinal';
import { zoneForRank, type LeagueZone } from '@katana/shared/engagement/leagues';
import type { LeaderboardPage } from '../../../lib/api/leaderboard-board.ts';
import { UserHoverCard } from '../../../components/user-hover-card/user-hover-card.tsx';
import { ZONE_LABELS } from './zone-chip.tsx';

const ZONE_ROW: Record<LeagueZone, string> = {
  promotion: 'border-l-4 border-l-emerald-500',
  safe: 'border-l-4 border-l-transparent',
  demotion: 'border-l-4 border-l-red-500',
};

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
}

export function LeaderboardTable({ page, tierOrder }: { page: LeaderboardPage; tierOrder: number | null }) {
  return (
    <ol className="divide-y divide-line" aria-label="Leaderboard">
      {page.rows.map((row) => {
        const zone = tierOrder === null ? null : zoneForRank(row.rank, page.total, tierOrder);
        return (
          <li
            key={row.uuid}
            aria-current={row.is_current_user ? 'true' : undefined}
            className={clsx(
              'flex items-center gap-3 px-4 py-3',
              zone ? ZONE_ROW[zone] : null,
              row.is_current_user && 'bg-accent-soft',
            )}
          >
            <span className="w-10 shrink-0 text-sm font-bold text-fg">{withOrdinal(row.rank)}</span>
            {row.image ? (
              <img src={row.image} alt="" className="size-8 shrink-0 rounded-full object-cover" />
            ) : (
              <span
                aria-hidden="true"
                className="grid size-8 shrink-0 place-items-center rounded-full bg-surface-muted text-xs font-semibold text-fg-muted"
              >
                {initials(row.name)}
              </span>
            )}
            <span className="flex min-w-0 flex-1 text-sm font-medium text-fg">
              {row.profile_linked ? (
                <UserHoverCard uuid={row.uuid} name={row.name} />
              ) : (
                <span className="truncate">{row.name}</span>
              )}
              {row.is_current_user && <span className="shrink-0 whitespace-pre">{' (You)'}</span>}
            </span>
            {zone && zone !== 'safe' && (
              <span
                className={clsx(
                  'hidden text-xs font-medium sm:inline',
                  zone === 'promotion'
                    ? 'text-emerald-700 dark:text-emerald-400'
                    : 'text-red-700 dark:text-red-400',
                )}
              >
                {ZONE_LABELS[zone]}
              </span>
            )}
            <span className="shrink-0 text-sm font-semibold text-fg">
              {row.exp.toLocaleString('en-IN')} EXP
            </span>
          </li>
        );
      })}
    </ol>
  );
}
