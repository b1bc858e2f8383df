/**
 * A test series test (/test-series/{slug}/{offering_id}?problem={id}): the classroom with the MOCK_TEST row of
 * spec 03 §2 (solution locked while live), answers through the test's own submission path, and once the attempt
 * is over (submitted or time up) the result. Code answers go to the test's code path; choice and fill-up answers
 * carry the test's offering_id (ClassroomOfferingContext, checked by the test's submission guard on the server)
 * and refresh the attempted/unattempted counts.
 */
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { classroomView } from '@katana/shared/classroom-config';
import type { ProblemType } from '@katana/shared/api/practice-catalogue';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { usePageMetaOverride } from '../../../lib/page-meta/document-meta.tsx';
import { useProblemDetail } from '../api/problem-detail.ts';
import { answerTestCode } from '../api/test-actions.ts';
import { testSeriesKeys } from '../../../lib/api/contest-keys.ts';
import { useTestProblems, type TestProblemList } from '../api/test-problems.ts';
import { ClassroomLayout } from '../components/classroom-layout.tsx';
import { ClassroomMessage as Message } from '../components/classroom-message.tsx';
import { ProblemPane } from '../components/problem-pane.tsx';
import { TestClassroomHeader } from '../components/test-classroom-header.tsx';
import { ClassroomOfferingContext } from '../hooks/classroom-offering.tsx';
import { WorkPane } from '../components/work-pane.tsx';

function Result({ list }: { list: TestProblemList }) {
  const result = list.result!;
  const back = `/test-series/${encodeURIComponent(list.series_slug)}`;
  return (
    <section className="mx-auto w-full max-w-2xl flex-1 px-4 py-8">
      <p className="text-sm text-fg-muted">{list.offering.name}</p>
      <h1 className="text-2xl font-bold text-fg">Your result</h1>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Result">
        {[
          ['Score', `${result.score} / ${result.maxScore}`],
          ['Percentage', `${result.percentage}%`],
          ['Solved', `${result.solved} of ${result.total}`],
          ['Attempted', `${result.attempted} of ${result.total}`],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-line bg-surface p-3">
            <dt className="text-xs text-fg-subtle">{label}</dt>
            <dd className="text-lg font-semibold text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-6 divide-y divide-line rounded-xl border border-line bg-surface">
        {list.problems.map((p, i) => (
          <li key={p.id} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
            <Link
              to={`/problems/${encodeURIComponent(p.slug)}`}
              className="font-medium text-fg hover:text-accent"
            >
              {i + 1}. {p.name}
            </Link>
            <span className="tabular-nums text-fg-muted">
              {p.user_score ?? 0} / {p.max_score}
            </span>
          </li>
        ))}
      </ul>
      <Link to={back} className={buttonClasses('secondary', 'md', 'mt-6')}>
        Back to the series
      </Link>
    </section>
  );
}

function TestProblemScreen({ list, index }: { list: TestProblemList; index: number }) {
  const auth = useAuth();
  const queries = useQueryClient();
  const current = list.problems[index]!;
  const slug = list.series_slug;
  const offeringId = list.offering.offering_id;
  const refresh = useCallback(
    () => void queries.invalidateQueries({ queryKey: testSeriesKeys.problems(slug, String(offeringId)) }),
    [queries, slug, offeringId],
  );
  const submit = useCallback(
    (body: { language: string; code: string }) =>
      answerTestCode({ slug, offeringId, problemId: current.id }, body),
    [slug, offeringId, current.id],
  );
  const detail = useProblemDetail(current.slug);
  if (detail.isPending) return <div aria-busy="true" className="h-dvh" />;
  if (detail.isError)
    return <Message title="The problem could not be loaded">{detail.error.message}</Message>;
  const problem = detail.data;
  const live = list.offering.offering_status === 'ACTIVE';
  const rowView = classroomView('MOCK_TEST', problem.problem_type as ProblemType, {
    live,
    finished: !list.solution_locked,
  });
  // The MOCK_TEST row turns Top performers on while live, but a test series has no ranking on the wire
  // (spec 03 lists no test standings endpoint): the tab is hidden rather than shown empty.
  const view = { ...rowView, tabs: rowView.tabs.filter((t) => t !== 'TOP_PERFORMERS') };
  const hasEditor = view.console !== 'NONE' && problem.languages_allowed.length > 0;
  return (
    <ClassroomOfferingContext.Provider value={live ? { offeringId, onJudged: refresh } : null}>
      <ClassroomLayout
        header={
          <TestClassroomHeader
            key={current.id}
            list={list}
            current={current}
            index={index}
            onChanged={refresh}
          />
        }
        problem={
          <ProblemPane key={problem.slug} problem={problem} view={view} signedIn={auth.isAuthenticated} />
        }
        work={
          hasEditor ? (
            <WorkPane
              key={problem.slug}
              problem={problem}
              view={view}
              contest={{ submit, onJudged: refresh }}
            />
          ) : null
        }
      />
    </ClassroomOfferingContext.Provider>
  );
}

export function TestClassroom({ slug, offeringId }: { slug: string; offeringId: string }) {
  const list = useTestProblems(slug, offeringId);
  const [search] = useSearchParams();
  // The test's name, as the server renders it for this page.
  usePageMetaOverride(list.data ? { input: { title: list.data.offering.name } } : null);
  if (list.isPending) return <div aria-busy="true" className="h-dvh" />;
  if (list.isError)
    return (
      <Message title="The test could not be loaded">
        <p className="text-sm text-fg-muted">{list.error.message}</p>
        <Link to={`/test-series/${encodeURIComponent(slug)}`} className={buttonClasses('primary')}>
          Back to the series
        </Link>
      </Message>
    );
  if (list.data.result) return <Result list={list.data} />;
  if (list.data.offering.offering_status !== 'ACTIVE' || list.data.problems.length === 0)
    return (
      <Message title="This test has not started">
        <p className="text-sm text-fg-muted">
          Start it from the series page; the timer runs from your start.
        </p>
        <Link to={`/test-series/${encodeURIComponent(slug)}`} className={buttonClasses('primary')}>
          Back to the series
        </Link>
      </Message>
    );
  const wanted = Number(search.get('problem'));
  const index = Math.max(
    0,
    list.data.problems.findIndex((p) => p.id === wanted),
  );
  return <TestProblemScreen key={list.data.problems[index]!.id} list={list.data} index={index} />;
}
