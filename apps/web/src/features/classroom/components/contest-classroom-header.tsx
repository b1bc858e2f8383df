/**
 * The contest classroom's header (spec 03 §2 contest row): close (with the finish warning while the contest can be
 * ended, spec 01 §3), the contest and problem, the timer, mark for review and Finish while live; below it the
 * problem strip (A, B, C... with solved / attempted / marked) and the attempt counts.
 */
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { clsx } from 'clsx';
import type { ClassroomView } from '@katana/shared/classroom-config';
import { contestClassroomPath, contestPath } from '@katana/shared/contests/contest-category';
import { buttonClasses, iconButtonClasses } from '../../../components/ui/button-styles.ts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useNotify } from '../../../lib/notifications/notifications.tsx';
import type { ContestProblemList } from '../api/contest-problems.ts';
import { useSetBookmark } from '../../../lib/api/set-bookmark.ts';
import { useSubmitContest } from '../api/submit-contest.ts';
import { ContestTimer } from './contest-timer.tsx';
import { AttemptStatsLine } from './attempt-stats.tsx';

// The finish confirmation loads when the learner first asks to finish.
const FinishContestDialog = lazy(() =>
  import('./finish-contest-dialog.tsx').then((m) => ({ default: m.FinishContestDialog })),
);

type ContestProblem = ContestProblemList['problems'][number];

interface Props {
  list: ContestProblemList;
  current: ContestProblem;
  view: ClassroomView;
  onChanged(): void;
}

function problemState(list: ContestProblemList, p: ContestProblem): 'solved' | 'attempted' | 'open' {
  const key = String(p.problem.id);
  if (!(key in list.userScore)) return 'open';
  return list.userScore[key] === null ? 'attempted' : 'solved';
}

const STATE_LABEL = { solved: 'solved', attempted: 'attempted', open: 'not attempted' } as const;

export function ContestClassroomHeader({ list, current, view, onChanged }: Props) {
  const contest = list.contest;
  const user = contest.user;
  const navigate = useNavigate();
  const notify = useNotify();
  const [finishing, setFinishing] = useState<'finish' | 'close' | null>(null);
  const [marked, setMarked] = useState(current.is_marked_for_review);
  const mark = useSetBookmark(contest.id);
  const submit = useSubmitContest(contest.slug, contest.id);
  const canFinish = view.features.finishButton && user?.can_finish === true;
  const endsAt = user?.ends_at ? Date.parse(user.ends_at) : null;
  const stats = list.userAttemptStats;

  const close = () => {
    if (canFinish) setFinishing('close');
    else void navigate(contestPath(contest.slug));
  };
  const toggleMark = () => {
    const next = !marked;
    setMarked(next);
    mark.mutate(
      { problemId: current.problem.id, bookmarked: next },
      {
        onSuccess: onChanged,
        onError: (e) => {
          setMarked(!next);
          notify({ kind: 'error', title: e.message });
        },
      },
    );
  };
  const finish = () =>
    submit.mutate(undefined, {
      onSuccess: () => {
        setFinishing(null);
        notify({ kind: 'success', title: 'Contest submitted' });
        void navigate(contestPath(contest.slug));
      },
      onError: (e) => notify({ kind: 'error', title: 'Could not submit the contest', message: e.message }),
    });

  return (
    <div className="shrink-0 border-b border-line bg-surface">
      <header className="flex h-14 items-center gap-2 px-3 md:gap-3 md:px-4">
        <button type="button" className={iconButtonClasses} aria-label="Close contest" onClick={close}>
          <CloseIcon />
        </button>
        <div className="min-w-0 flex-1">
          <Link
            to={contestPath(contest.slug)}
            className="block truncate text-xs text-fg-muted hover:text-accent"
          >
            {contest.title}
          </Link>
          <h1 className="truncate text-sm font-semibold md:text-base">
            {current.label}. {current.problem.name}
          </h1>
        </div>
        {view.features.timer && endsAt !== null && <ContestTimer endsAt={endsAt} onEnd={onChanged} />}
        {view.features.markButton && (
          <button
            type="button"
            aria-pressed={marked}
            className={clsx(buttonClasses('secondary', 'sm'), marked && 'border-accent text-accent')}
            onClick={toggleMark}
          >
            {/* "Mark" on phones, "Mark for review" from sm up; the name is always the whole phrase (WCAG 2.5.3). */}
            {marked ? 'Marked' : 'Mark'} <span className="sr-only sm:not-sr-only">for review</span>
          </button>
        )}
        {canFinish && (
          <button
            type="button"
            className={buttonClasses('primary', 'sm')}
            onClick={() => setFinishing('finish')}
          >
            Finish
          </button>
        )}
      </header>
      <nav
        aria-label="Contest problems"
        className="flex items-center gap-2 overflow-x-auto px-3 pb-2 md:px-4"
      >
        {list.problems.map((p) => {
          const state = problemState(list, p);
          const active = p.id === current.id;
          return (
            <Link
              key={p.id}
              to={contestClassroomPath(contest.slug, contest.id, p.problem.id)}
              aria-current={active ? 'page' : undefined}
              aria-label={`${p.label}. ${p.problem.name} (${STATE_LABEL[state]}${p.is_marked_for_review ? ', marked for review' : ''})`}
              className={clsx(
                'relative inline-flex size-8 shrink-0 items-center justify-center rounded-md border text-sm font-semibold',
                state === 'solved' &&
                  'border-emerald-500 bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
                state === 'attempted' &&
                  'border-amber-500 bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
                state === 'open' && 'border-line text-fg-muted hover:text-fg',
                active && 'ring-2 ring-accent ring-offset-1 ring-offset-surface',
              )}
            >
              {p.label}
              {p.is_marked_for_review && (
                <span aria-hidden className="absolute -top-1 -right-1 size-2 rounded-full bg-accent" />
              )}
            </Link>
          );
        })}
        <AttemptStatsLine stats={stats} />
      </nav>
      {finishing !== null && (
        <Suspense fallback={null}>
          <FinishContestDialog
            open={finishing !== null}
            onOpenChange={(open) => !open && setFinishing(null)}
            onSubmit={finish}
            {...(finishing === 'close' ? { onLeave: () => void navigate(contestPath(contest.slug)) } : {})}
            submitting={submit.isPending}
            unattempted={stats.unattempted}
          />
        </Suspense>
      )}
    </div>
  );
}
