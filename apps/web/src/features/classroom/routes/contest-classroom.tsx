/**
 * The contest classroom (/contests/{slug}/{offering_id}/problems/{problem_id}): the contest's problem list and the
 * open problem in the classroom, configured by the CONTEST row of spec 03 §2 from the learner's live / finished
 * state. Submissions carry the contest's offering_id while the attempt is ACTIVE; after the contest they are
 * practice submissions. Without a problem id the first problem opens.
 */
import { useCallback } from 'react';
import { Link, Navigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { classroomView, type ClassroomView } from '@katana/shared/classroom-config';
import { contestClassroomPath, contestPath } from '@katana/shared/contests/contest-category';
import { contestPageInput } from '@katana/shared/page-meta';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { usePageMetaOverride } from '../../../lib/page-meta/document-meta.tsx';
import { contestKeys } from '../../../lib/api/contest-keys.ts';
import { useContestProblems, type ContestProblemList } from '../api/contest-problems.ts';
import { useProblemDetail } from '../api/problem-detail.ts';
import { ClassroomLayout } from '../components/classroom-layout.tsx';
import { ClassroomMessage as Message } from '../components/classroom-message.tsx';
import { ContestClassroomHeader } from '../components/contest-classroom-header.tsx';
import { ProblemPane } from '../components/problem-pane.tsx';
import { TopPerformers } from '../components/top-performers.tsx';
import { ClassroomOfferingContext } from '../hooks/classroom-offering.tsx';
import { WorkPane } from '../components/work-pane.tsx';

const Loading = () => (
  <div aria-busy="true" className="flex h-dvh flex-col">
    <div className="h-24 border-b border-line bg-surface" />
    <p className="sr-only">Loading the contest…</p>
  </div>
);

/** The CONTEST row for this problem type and state; submitting waits for an ACTIVE attempt or the end. */
export function contestView(
  list: ContestProblemList,
  problemType: Parameters<typeof classroomView>[1],
): ClassroomView {
  const contest = list.contest;
  const state = contest.user?.classroom ?? { live: false, finished: contest.phase === 'ended' };
  const view = classroomView('CONTEST', problemType, state);
  const open = contest.user?.can_submit === true || contest.phase === 'ended';
  return open ? view : { ...view, submit: view.submit === 'UNAVAILABLE' ? 'UNAVAILABLE' : 'DISABLED' };
}

function ContestProblemScreen({
  list,
  current,
}: {
  list: ContestProblemList;
  current: ContestProblemList['problems'][number];
}) {
  const auth = useAuth();
  const queries = useQueryClient();
  const slug = list.contest.slug;
  const offeringId = String(list.contest.id);
  const refresh = useCallback(
    () => void queries.invalidateQueries({ queryKey: contestKeys.problems(slug, offeringId) }),
    [queries, slug, offeringId],
  );
  const detail = useProblemDetail(current.problem.slug);
  if (detail.isPending) return <Loading />;
  if (detail.isError)
    return <Message title="The problem could not be loaded">{detail.error.message}</Message>;
  const problem = detail.data;
  const view = contestView(list, problem.problem_type);
  const hasEditor = view.console !== 'NONE' && problem.languages_allowed.length > 0;
  const inContest = list.contest.user?.can_submit === true;
  return (
    <ClassroomOfferingContext.Provider
      value={inContest ? { offeringId: list.contest.id, onJudged: refresh } : null}
    >
      <ClassroomLayout
        header={<ContestClassroomHeader list={list} current={current} view={view} onChanged={refresh} />}
        problem={
          <ProblemPane
            key={problem.slug}
            problem={problem}
            view={view}
            signedIn={auth.isAuthenticated}
            topPerformers={<TopPerformers slug={slug} />}
          />
        }
        work={
          hasEditor ? (
            <WorkPane
              key={problem.slug}
              problem={problem}
              view={view}
              {...(inContest ? { contest: { offeringId: list.contest.id, onJudged: refresh } } : {})}
            />
          ) : null
        }
      />
    </ClassroomOfferingContext.Provider>
  );
}

export function ContestClassroom({
  slug,
  offeringId,
  problemId,
}: {
  slug: string;
  offeringId: string;
  problemId?: string | undefined;
}) {
  const list = useContestProblems(slug, offeringId);
  // The contest's title, as the server renders it for the classroom.
  usePageMetaOverride(list.data ? { input: contestPageInput(list.data.contest) } : null);
  if (list.isPending) return <Loading />;
  if (list.isError) {
    const missing = list.error.status === 404 || list.error.code === 404;
    return (
      <Message title={missing ? 'We could not find this contest' : 'The contest could not be loaded'}>
        <p className="text-sm text-fg-muted">{list.error.message}</p>
        <Link to="/contests" className={buttonClasses('primary')}>
          All contests
        </Link>
      </Message>
    );
  }
  const problems = list.data.problems;
  const current = problems.find((p) => String(p.problem.id) === problemId);
  if (!current) {
    if (problems.length > 0)
      return <Navigate replace to={contestClassroomPath(slug, offeringId, problems[0]!.problem.id)} />;
    return (
      <Message title="The problems are not open yet">
        <p className="text-sm text-fg-muted">They appear here once you start the contest.</p>
        <Link to={contestPath(slug)} className={buttonClasses('primary')}>
          Back to the contest
        </Link>
      </Message>
    );
  }
  return <ContestProblemScreen key={current.id} list={list.data} current={current} />;
}
