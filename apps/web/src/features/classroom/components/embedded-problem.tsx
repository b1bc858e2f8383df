/**
 * A catalogue problem or quiz in the problem classroom, embedded in another screen's pane (the guided classroom's
 * item pane): the classroom configured by the given context row of spec 03 §2, a compact title row in place of the
 * classroom header (with the host's own actions), and `onSolved` when a verdict in it moves the problem to SOLVED.
 * The layout fits the host pane instead of the viewport.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { classroomView, type ClassroomContext } from '@katana/shared/classroom-config';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useProblemDetail } from '../api/problem-detail.ts';
import { ClassroomLayout } from './classroom-layout.tsx';
import { ProblemPane } from './problem-pane.tsx';
import { WorkPane } from './work-pane.tsx';

export interface EmbeddedProblemProps {
  slug: string;
  /** The title row's heading (the host's name for the item). */
  title: string;
  /** The host's controls and marks in the title row. */
  actions?: ReactNode;
  onSolved(): void;
}

export function EmbeddedProblem({
  slug,
  title,
  actions,
  onSolved,
  context,
}: EmbeddedProblemProps & { context: ClassroomContext }) {
  const auth = useAuth();
  const detail = useProblemDetail(slug);
  const status = detail.data?.status;
  const seen = useRef(status);
  const solved = useRef(onSolved);
  solved.current = onSolved;
  useEffect(() => {
    if (status === 'SOLVED' && seen.current !== undefined && seen.current !== 'SOLVED') solved.current();
    seen.current = status;
  }, [status]);

  if (detail.isPending)
    return (
      <div aria-busy="true" className="h-full animate-pulse bg-surface">
        <p className="sr-only">Loading the problem…</p>
      </div>
    );
  if (detail.isError)
    return (
      <div className="flex flex-col gap-3 p-6">
        <h1 className="text-xl font-semibold text-fg">{title}</h1>
        <p className="text-sm text-fg-muted">{detail.error.message}</p>
      </div>
    );
  const problem = detail.data;
  const view = classroomView(context, problem.problem_type);
  const hasEditor = view.console !== 'NONE' && problem.languages_allowed.length > 0;
  const header = (
    <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1 border-b border-line bg-surface px-4 py-2">
      <h1 className="text-base font-semibold text-fg">{title}</h1>
      {problem.problem_type !== 'NOTE' && <DifficultyBadge difficulty={problem.difficulty} />}
      {actions}
    </div>
  );
  return (
    <div className="h-full min-h-0 [&>div]:h-full">
      <ClassroomLayout
        header={header}
        problem={<ProblemPane problem={problem} view={view} signedIn={auth.isAuthenticated} />}
        work={hasEditor ? <WorkPane problem={problem} view={view} /> : null}
      />
    </div>
  );
}
