/**
 * /problem-of-the-day and /problem-of-the-day/:date (spec 01 route map; spec 03 page kind "problem of the day"):
 * the day's problem card and, for a signed-in learner, the 30-day archive with solved marks and the POTD streak.
 * A future date has no problem yet (404); a malformed date is said to be one (422).
 */
import { Link } from 'react-router';
import type { ProblemOfTheDay } from '@katana/shared/api/problem-of-the-day';
import type { UseQueryResult } from '@tanstack/react-query';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { useArchive } from '../api/archive.ts';
import { useProblemByDate } from '../api/problem-by-date.ts';
import { useTodayProblem } from '../api/today.ts';
import { PotdArchive } from '../components/potd-archive.tsx';
import { PotdCard } from '../components/potd-card.tsx';

function DayProblem({ query }: { query: UseQueryResult<ProblemOfTheDay, ApiRequestError> }) {
  if (query.data) return <PotdCard day={query.data} />;
  if (query.isError) {
    const message =
      query.error.status === 404
        ? 'There is no problem of the day for this date.'
        : query.error.status === 422
          ? 'That is not a date. Dates look like 2026-03-05.'
          : 'The problem of the day could not be loaded. Try again in a moment.';
    return (
      <div role="alert" className="rounded-2xl border border-line bg-surface p-6 text-sm text-fg-muted">
        <p>{message}</p>
        <Link to="/problem-of-the-day" className={buttonClasses('secondary', 'sm', 'mt-4')}>
          See today's problem
        </Link>
      </div>
    );
  }
  return (
    <div
      role="status"
      aria-label="Loading problem of the day"
      className="h-48 animate-pulse rounded-2xl bg-surface-muted"
    />
  );
}

function TodayProblem({ viewer }: { viewer: number | null }) {
  return <DayProblem query={useTodayProblem(viewer)} />;
}

function DatedProblem({ viewer, date }: { viewer: number | null; date: string }) {
  return <DayProblem query={useProblemByDate(viewer, date)} />;
}

export default function ProblemOfTheDayPage({ params }: { params: Record<string, string> }) {
  const viewer = useAuth().user?.id ?? null;
  const archive = useArchive(viewer);
  const date = params.date;
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">Problem of the day</h1>
      <p className="mt-1 text-sm text-fg-muted sm:text-base">
        One coding problem every day (IST). Solve it to keep your streak and earn EXP.
      </p>
      <div className="mt-6 space-y-6">
        {date ? <DatedProblem viewer={viewer} date={date} /> : <TodayProblem viewer={viewer} />}
        {archive.data && <PotdArchive archive={archive.data} current={date ?? archive.data.today} />}
      </div>
    </main>
  );
}
