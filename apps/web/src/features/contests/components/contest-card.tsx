/** One contest in the list: title, labels, when and how long, and the caller's state (registered, countdown). */
import { Link } from 'react-router';
import { contestPath } from '@katana/shared/contests/contest-category';
import type { ContestSummary } from '@katana/shared/api/contests';
import { ContestBadges } from './contest-badges.tsx';
import { contestWhen, countdown, durationLabel } from './contest-format.ts';

function timing(contest: ContestSummary, now: number): string {
  if (contest.phase === 'live') return `Ends in ${countdown(Date.parse(contest.end_at) - now)}`;
  if (contest.phase === 'ended') return `Ended ${contestWhen(contest.end_at)}`;
  return `Starts in ${countdown(Date.parse(contest.start_at) - now)}`;
}

export function ContestCard({ contest, now }: { contest: ContestSummary; now: number }) {
  return (
    <li className="rounded-xl border border-line bg-surface p-4 transition-colors hover:border-accent">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-fg">
            <Link to={contestPath(contest.slug)} className="hover:text-accent focus-visible:underline">
              {contest.title}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-fg-muted">
            {contestWhen(contest.start_at)} · {durationLabel(contest.duration_minutes)} ·{' '}
            {contest.problem_count} problem{contest.problem_count === 1 ? '' : 's'}
          </p>
        </div>
        <p className="shrink-0 text-sm font-medium tabular-nums text-fg">{timing(contest, now)}</p>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <ContestBadges contest={contest} />
        <p className="text-xs text-fg-subtle">
          {contest.user?.registered ? <span className="font-medium text-accent">Registered · </span> : null}
          {contest.registered_count} registered
        </p>
      </div>
    </li>
  );
}
