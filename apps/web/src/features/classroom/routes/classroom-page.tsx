/**
 * The problem classroom (/problems/{slug}): the classroom header, the problem pane with the tabs the classroom
 * configuration gives this problem type in the problem context (the challenge context with ?challenge=<slug>), and for code and SQL problems the editor pane.
 * Loaded lazily by the route map (app/route-screen.tsx); the editor and the Markdown renderer load as chunks of
 * their own.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { CHALLENGE_QUERY_PARAM } from '@katana/shared/api/challenges';
import { classroomView } from '@katana/shared/classroom-config';
import { isFrontendProblemType } from '@katana/shared/frontend-files';
import { problemPageInput } from '@katana/shared/page-meta';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { usePageMetaOverride } from '../../../lib/page-meta/document-meta.tsx';
import { useProblemDetail, type ProblemDetail } from '../api/problem-detail.ts';
import { ClassroomHeader } from '../components/classroom-header.tsx';
import { ClassroomLayout } from '../components/classroom-layout.tsx';
import { ClassroomMessage as Message } from '../components/classroom-message.tsx';
import { ProblemPane } from '../components/problem-pane.tsx';
import { WorkPane } from '../components/work-pane.tsx';

// The contest, test and problem-of-the-day modes are chunks of their own: a practice problem's first load does not
// carry them (issue 21, the JavaScript budget).
const ContestClassroom = lazy(() =>
  import('./contest-classroom.tsx').then((m) => ({ default: m.ContestClassroom })),
);
const TestClassroom = lazy(() => import('./test-classroom.tsx').then((m) => ({ default: m.TestClassroom })));
// Front-end problems' multi-file editor and Preview: only their pages download it.
const FrontendWorkPane = lazy(() =>
  import('../components/frontend-work-pane.tsx').then((m) => ({ default: m.FrontendWorkPane })),
);
const PotdClassroom = lazy(() => import('./potd-classroom.tsx').then((m) => ({ default: m.PotdClassroom })));
const FilesPreview = lazy(() =>
  import('../components/frontend-work-pane.tsx').then((m) => ({ default: m.FilesPreview })),
);

// The web-project screens (app/web-project-*-screen.tsx) reach the classroom's parts through this module, the one
// the route map already imports lazily: importing those parts on their own would split this screen's chunk into
// shared chunks and grow the problem page's first load (issue 18, the JavaScript budget of issue 21).
export { classroomView };
export { useProblemDetail } from '../api/problem-detail.ts';
export { ProblemStatement } from '../components/problem-statement.tsx';
export { FrontendWorkPane as LazyFrontendWorkPane, FilesPreview as LazyFilesPreview };

interface ScreenProps {
  params: Record<string, string>;
}

function Classroom({ problem }: { problem: ProblemDetail }) {
  const auth = useAuth();
  // The same head the server rendered for this problem (its page resolver uses the same rule).
  usePageMetaOverride({ input: problemPageInput(problem) });
  // Opened from a monthly challenge (?challenge=<slug>): the CHALLENGE context, no solution or discuss tab.
  const [search] = useSearchParams();
  const context = search.get(CHALLENGE_QUERY_PARAM) ? 'CHALLENGE' : 'PROBLEM';
  const view = classroomView(context, problem.problem_type);
  const hasEditor = view.console !== 'NONE' && problem.languages_allowed.length > 0;
  return (
    <ClassroomLayout
      header={<ClassroomHeader problem={problem} />}
      problem={<ProblemPane problem={problem} view={view} signedIn={auth.isAuthenticated} />}
      work={
        !hasEditor ? null : isFrontendProblemType(problem.problem_type) ? (
          <Suspense fallback={null}>
            <FrontendWorkPane problem={problem} view={view} />
          </Suspense>
        ) : (
          <WorkPane problem={problem} view={view} />
        )
      }
    />
  );
}

export function ClassroomPage({ params }: ScreenProps) {
  const { pathname } = useLocation();
  let mode: ReactNode = null;
  // /contests/{slug}/{offering_id}/problems(/{problem_id}): the same classroom in contest mode.
  if (params.offeringId && pathname.startsWith('/contests/'))
    mode = (
      <ContestClassroom
        slug={params.slug ?? ''}
        offeringId={params.offeringId}
        problemId={params.problemId}
      />
    );
  // /test-series/{slug}/{offering_id}: a timed test.
  else if (params.offeringId && pathname.startsWith('/test-series/'))
    mode = <TestClassroom slug={params.slug ?? ''} offeringId={params.offeringId} />;
  // /problem-of-the-day/{date}: the day's problem in POTD mode.
  else if (params.date && pathname.startsWith('/problem-of-the-day/'))
    mode = <PotdClassroom date={params.date} />;
  if (!mode) return <ProblemClassroom slug={params.slug ?? ''} />;
  return <Suspense fallback={<div aria-busy="true" className="flex-1" />}>{mode}</Suspense>;
}

function ProblemClassroom({ slug }: { slug: string }) {
  const detail = useProblemDetail(slug);

  if (detail.isPending) {
    return (
      <div aria-busy="true" className="flex h-dvh flex-col">
        <div className="h-14 border-b border-line bg-surface" />
        <p className="sr-only">Loading the problem…</p>
      </div>
    );
  }
  if (detail.isError) {
    const missing = detail.error.status === 404 || detail.error.code === 404;
    return (
      <Message title={missing ? 'We could not find this problem' : 'The problem could not be loaded'}>
        <p className="text-sm text-fg-muted">
          {missing ? 'It may have been renamed or removed.' : detail.error.message}
        </p>
        <div className="flex gap-2">
          {!missing && (
            <button
              type="button"
              className={buttonClasses('secondary')}
              onClick={() => void detail.refetch()}
            >
              Try again
            </button>
          )}
          <Link to="/problems" className={buttonClasses('primary')}>
            Browse problems
          </Link>
        </div>
      </Message>
    );
  }
  return <Classroom key={detail.data.slug} problem={detail.data} />;
}

export default ClassroomPage;
