/**
 * The problem-of-the-day classroom (/problem-of-the-day/{date}): the day's problem in the classroom, configured by
 * the POTD row of spec 03 §2: no solution, discuss, hints or rating; the timer and 'Finish' while unsolved; no side
 * navigation. A future date has no problem yet; a malformed date is not one.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { classroomView } from '@katana/shared/classroom-config';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useProblemDetail } from '../api/problem-detail.ts';
import { usePotdProblem } from '../api/potd-problem.ts';
import { ClassroomLayout } from '../components/classroom-layout.tsx';
import { PotdClassroomHeader } from '../components/potd-classroom-header.tsx';
import { ProblemPane } from '../components/problem-pane.tsx';
import { WorkPane } from '../components/work-pane.tsx';

const Loading = () => (
  <div aria-busy="true" className="flex h-dvh flex-col">
    <div className="h-14 border-b border-line bg-surface" />
    <p className="sr-only">Loading the problem of the day…</p>
  </div>
);

function Message({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      {children}
      <Link to="/problem-of-the-day" className={buttonClasses('primary')}>
        See today's problem
      </Link>
    </section>
  );
}

function PotdProblem({ slug, date, solvedThatDay }: { slug: string; date: string; solvedThatDay: boolean }) {
  const auth = useAuth();
  const detail = useProblemDetail(slug);
  if (detail.isPending) return <Loading />;
  if (detail.isError)
    return <Message title="The problem could not be loaded">{detail.error.message}</Message>;
  const problem = detail.data;
  // The problem's own status follows a verdict in this classroom before the POTD answer is asked again.
  const solved = solvedThatDay || problem.status === 'SOLVED';
  const view = classroomView('POTD', problem.problem_type, { solved });
  const hasEditor = view.console !== 'NONE' && problem.languages_allowed.length > 0;
  return (
    <ClassroomLayout
      header={<PotdClassroomHeader problem={problem} date={date} view={view} solved={solved} />}
      problem={<ProblemPane problem={problem} view={view} signedIn={auth.isAuthenticated} />}
      work={hasEditor ? <WorkPane problem={problem} view={view} /> : null}
    />
  );
}

export function PotdClassroom({ date }: { date: string }) {
  const viewer = useAuth().user?.id ?? null;
  const potd = usePotdProblem(date, viewer);
  if (potd.isPending) return <Loading />;
  if (potd.isError) {
    const status = potd.error.status ?? potd.error.code;
    return (
      <Message
        title={
          status === 404
            ? 'There is no problem of the day for this date.'
            : status === 422
              ? 'That is not a date.'
              : 'The problem of the day could not be loaded'
        }
      />
    );
  }
  return (
    <PotdProblem
      key={potd.data.date}
      slug={potd.data.problem.slug}
      date={potd.data.date}
      solvedThatDay={potd.data.solved}
    />
  );
}
