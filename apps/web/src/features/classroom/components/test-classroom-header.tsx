/**
 * The test series test's header: close (with the end-test warning while the test runs), the test and problem, the
 * timer, mark for review and Finish while in process; below it the problem strip and the attempt counts.
 */
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { clsx } from 'clsx';
import { buttonClasses, iconButtonClasses } from '../../../components/ui/button-styles.ts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useNotify } from '../../../lib/notifications/notifications.tsx';
import { markTestProblem, submitTest } from '../api/test-actions.ts';
import type { TestProblemList } from '../api/test-problems.ts';
import { ContestTimer } from './contest-timer.tsx';
import { AttemptStatsLine } from './attempt-stats.tsx';

// The finish confirmation loads when the learner first asks to finish.
const FinishContestDialog = lazy(() =>
  import('./finish-contest-dialog.tsx').then((m) => ({ default: m.FinishContestDialog })),
);

type TestProblem = TestProblemList['problems'][number];

interface Props {
  list: TestProblemList;
  current: TestProblem;
  index: number;
  onChanged(): void;
}

export function TestClassroomHeader({ list, current, index, onChanged }: Props) {
  const offering = list.offering;
  const seriesPath = `/test-series/${encodeURIComponent(list.series_slug)}`;
  const navigate = useNavigate();
  const notify = useNotify();
  const [finishing, setFinishing] = useState<'finish' | 'close' | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [marked, setMarked] = useState(current.marked_for_review);
  const live = offering.timed_test_in_process;
  const stats = list.userAttemptStats;

  const toggleMark = () => {
    const next = !marked;
    setMarked(next);
    markTestProblem(list.series_slug, offering.offering_id, current.id, next).then(onChanged, (e: Error) => {
      setMarked(!next);
      notify({ kind: 'error', title: e.message });
    });
  };
  const finish = () => {
    setSubmitting(true);
    submitTest(list.series_slug, offering.offering_id).then(
      () => {
        setSubmitting(false);
        setFinishing(null);
        onChanged();
      },
      (e: Error) => {
        setSubmitting(false);
        notify({ kind: 'error', title: 'Could not submit the test', message: e.message });
      },
    );
  };

  return (
    <div className="shrink-0 border-b border-line bg-surface">
      <header className="flex h-14 items-center gap-2 px-3 md:gap-3 md:px-4">
        <button
          type="button"
          className={iconButtonClasses}
          aria-label="Close test"
          onClick={() => (live ? setFinishing('close') : void navigate(seriesPath))}
        >
          <CloseIcon />
        </button>
        <div className="min-w-0 flex-1">
          <Link to={seriesPath} className="block truncate text-xs text-fg-muted hover:text-accent">
            {offering.name}
          </Link>
          <h1 className="truncate text-sm font-semibold md:text-base">
            {index + 1}. {current.name}
          </h1>
        </div>
        {live && offering.ends_at && <ContestTimer endsAt={Date.parse(offering.ends_at)} onEnd={onChanged} />}
        {live && (
          <button
            type="button"
            aria-pressed={marked}
            className={clsx(buttonClasses('secondary', 'sm'), marked && 'border-accent text-accent')}
            onClick={toggleMark}
          >
            {/* The name holds the visible word (WCAG 2.5.3): "Mark for review", "Marked for review". */}
            {marked ? 'Marked' : 'Mark'} <span className="sr-only">for review</span>
          </button>
        )}
        {live && (
          <button
            type="button"
            className={buttonClasses('primary', 'sm')}
            onClick={() => setFinishing('finish')}
          >
            Finish
          </button>
        )}
      </header>
      <nav aria-label="Test problems" className="flex items-center gap-2 overflow-x-auto px-3 pb-2 md:px-4">
        {list.problems.map((p, i) => (
          <Link
            key={p.id}
            to={`?problem=${p.id}`}
            aria-current={p.id === current.id ? 'page' : undefined}
            aria-label={`${i + 1}. ${p.name} (${p.attempted ? 'attempted' : 'not attempted'}${p.marked_for_review ? ', marked for review' : ''})`}
            className={clsx(
              'relative inline-flex size-8 shrink-0 items-center justify-center rounded-md border text-sm font-semibold',
              p.attempted
                ? 'border-emerald-500 bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300'
                : 'border-line text-fg-muted hover:text-fg',
              p.id === current.id && 'ring-2 ring-accent ring-offset-1 ring-offset-surface',
            )}
          >
            {i + 1}
            {p.marked_for_review && (
              <span aria-hidden className="absolute -top-1 -right-1 size-2 rounded-full bg-accent" />
            )}
          </Link>
        ))}
        <AttemptStatsLine stats={stats} />
      </nav>
      {finishing !== null && (
        <Suspense fallback={null}>
          <FinishContestDialog
            open={finishing !== null}
            onOpenChange={(open) => !open && setFinishing(null)}
            onSubmit={finish}
            {...(finishing === 'close' ? { onLeave: () => void navigate(seriesPath) } : {})}
            submitting={submitting}
            unattempted={stats.unattempted}
          />
        </Suspense>
      )}
    </div>
  );
}
