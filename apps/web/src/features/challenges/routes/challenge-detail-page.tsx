/**
 * /challenges/{slug}: a monthly challenge: what it is, its dates, Join, the learner's progress and level, each day's
 * problem (locked days show when they unlock), the Challenge badge with its share cards, and the challenge board.
 * Problems open in the classroom's CHALLENGE context. A missing challenge is the app's 404.
 */
import { Link, Navigate } from 'react-router';
import type { ChallengeDay, ChallengeDetail } from '@katana/shared/api/challenges';
import { MarkdownHtml } from '../../../components/markdown/markdown-html.tsx';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge.tsx';
import { SolvedIcon } from '../../../components/ui/icons.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { usePageMetaOverride } from '../../../lib/page-meta/document-meta.tsx';
import { useChallenge } from '../api/challenge-detail.ts';
import { ChallengeBoard } from '../components/challenge-board.tsx';
import { challengeProblemHref, formatChallengeDate, STATUS_LABELS } from '../components/challenge-format.ts';
import { ChallengeShare } from '../components/challenge-share.tsx';
import { RegisterButton } from '../components/register-button.tsx';

function Day({ challenge, day }: { challenge: ChallengeDetail; day: ChallengeDay }) {
  return (
    <li className="flex items-center gap-3 border-b border-line px-3 py-2 last:border-b-0">
      <span className="w-14 shrink-0 text-sm font-semibold text-fg-muted">Day {day.day}</span>
      {day.problem ? (
        <>
          {challenge.registered && challenge.status === 'running' ? (
            <Link
              to={challengeProblemHref(challenge.slug, day.problem.slug)}
              className="flex-1 text-sm font-medium text-fg hover:underline"
            >
              {day.problem.name}
            </Link>
          ) : (
            <span className="flex-1 text-sm text-fg">{day.problem.name}</span>
          )}
          <DifficultyBadge difficulty={day.problem.difficulty} />
        </>
      ) : (
        <span className="flex-1 text-sm text-fg-muted">Unlocks {formatChallengeDate(day.unlocks_at)}</span>
      )}
      {day.solved ? (
        <span className="inline-flex items-center gap-1 text-sm text-green-700 dark:text-green-400">
          <SolvedIcon />
          <span>Solved</span>
        </span>
      ) : (
        <span className="w-16" aria-hidden="true" />
      )}
    </li>
  );
}

function Progress({ challenge }: { challenge: ChallengeDetail }) {
  const { solved, total, level } = challenge.progress;
  return (
    <section aria-labelledby="challenge-progress" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="challenge-progress" className="text-lg font-semibold text-fg">
        Your progress
      </h2>
      <p className="mt-2 text-sm text-fg">
        {solved} of {total} days solved · level {level} of 11
      </p>
      <progress
        className="mt-2 h-2 w-full accent-accent"
        max={total}
        value={solved}
        aria-label="Days solved"
      />
      {challenge.badge ? (
        <p className="mt-3 text-sm font-semibold text-fg">
          Challenge badge: level {challenge.badge.level} (month {challenge.badge.month_index})
        </p>
      ) : (
        <p className="mt-3 text-sm text-fg-muted">Solve a day's problem to earn the Challenge badge.</p>
      )}
      <div className="mt-3">
        <ChallengeShare challenge={challenge} />
      </div>
    </section>
  );
}

export function ChallengeDetailPage({ params }: { params: Record<string, string> }) {
  const slug = params.slug ?? '';
  const auth = useAuth();
  const viewer = auth.user?.id ?? null;
  const detail = useChallenge(slug, viewer);
  usePageMetaOverride(
    detail.data ? { input: { title: detail.data.title, description: detail.data.summary } } : null,
  );

  if (detail.isPending)
    return (
      <div aria-busy="true" className="mx-auto w-full max-w-4xl flex-1 p-6">
        <p className="sr-only">Loading the challenge…</p>
      </div>
    );
  if (detail.isError) {
    if (detail.error.status === 404 || detail.error.code === 404) return <Navigate to="/fourofour" replace />;
    return (
      <div className="mx-auto w-full max-w-4xl flex-1 p-6">
        <h1 className="text-2xl font-bold text-fg">The challenge could not be loaded</h1>
        <p className="mt-2 text-sm text-fg-muted">{detail.error.message}</p>
      </div>
    );
  }
  const challenge = detail.data;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm text-fg-muted">
          <Link to="/challenges" className="hover:underline">
            Challenges
          </Link>{' '}
          · {STATUS_LABELS[challenge.status]}
        </p>
        <h1 className="text-3xl font-bold text-fg">{challenge.title}</h1>
        <p className="text-base text-fg-muted">{challenge.summary}</p>
        <p className="text-sm text-fg-muted">
          {formatChallengeDate(challenge.starts_on)} – {formatChallengeDate(challenge.ends_on)} ·{' '}
          {challenge.days} days, one problem a day (unlocks at 00:00 UTC) · {challenge.participants} joined
        </p>
        <div className="mt-2">
          <RegisterButton challenge={challenge} />
        </div>
      </header>
      {challenge.description_html && <MarkdownHtml html={challenge.description_html} />}
      {challenge.registered && <Progress challenge={challenge} />}
      <section aria-labelledby="challenge-days" className="rounded-2xl border border-line bg-surface p-5">
        <h2 id="challenge-days" className="text-lg font-semibold text-fg">
          Days
        </h2>
        {!challenge.registered && challenge.status !== 'ended' && (
          <p className="mt-1 text-sm text-fg-muted">Join the challenge to open the day's problem.</p>
        )}
        <ol className="mt-3">
          {challenge.days_list.map((day) => (
            <Day key={day.day} challenge={challenge} day={day} />
          ))}
        </ol>
      </section>
      <ChallengeBoard slug={challenge.slug} viewer={viewer} />
    </div>
  );
}

export default ChallengeDetailPage;
