/**
 * /problem-of-the-day (spec 01 route map; spec 03 page kind "problem of the day"): today's problem card and, for a
 * signed-in learner, the 30-day archive with solved marks and the POTD streak. A date's problem
 * (/problem-of-the-day/:date) opens in the classroom's POTD mode instead (app/route-screen.tsx).
 */
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useArchive } from '../api/archive.ts';
import { useTodayProblem } from '../api/today.ts';
import { PotdArchive } from '../components/potd-archive.tsx';
import { PotdCard } from '../components/potd-card.tsx';

function TodayProblem({ viewer }: { viewer: number | null }) {
  const query = useTodayProblem(viewer);
  if (query.data) return <PotdCard day={query.data} />;
  if (query.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-line bg-surface p-6 text-sm text-fg-muted">
        <p>
          {query.error.status === 404
            ? 'There is no problem of the day yet: the catalogue has no coding problem.'
            : 'The problem of the day could not be loaded. Try again in a moment.'}
        </p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className={buttonClasses('secondary', 'sm', 'mt-4')}
        >
          Try again
        </button>
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

export default function ProblemOfTheDayPage() {
  const viewer = useAuth().user?.id ?? null;
  const archive = useArchive(viewer);
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">Problem of the day</h1>
      <p className="mt-1 text-sm text-fg-muted sm:text-base">
        One coding problem every day (IST). Solve it to keep your streak and earn EXP.
      </p>
      <div className="mt-6 space-y-6">
        <TodayProblem viewer={viewer} />
        {archive.data && <PotdArchive archive={archive.data} current={archive.data.today} />}
      </div>
    </main>
  );
}
