/**
 * The left pane: the tab strip the classroom configuration chose (PROBLEM, SUBMISSION, SOLUTION, DISCUSS... or only
 * NOTE) and the open tab's content. Tabs are mounted on first open and kept, so the solution is not asked for (and
 * its penalty not applied) until the learner opens that tab.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { CLASSROOM_TAB_LABEL, type ClassroomTab, type ClassroomView } from '@katana/shared/classroom-config';
import type { ProblemDetail } from '../api/problem-detail.ts';
import { ProblemStatement } from './problem-statement.tsx';
import { ChoiceQuestion, FillUpQuestion } from './quiz-question.tsx';
import { RichText, RichTextWithoutTitle } from './rich-text.tsx';

// Tabs other than the statement load when first opened (issue 21: not in the problem page's first load).
const DiscussTab = lazy(() => import('./discuss-tab.tsx').then((m) => ({ default: m.DiscussTab })));
const SolutionTab = lazy(() => import('./solution-tab.tsx').then((m) => ({ default: m.SolutionTab })));
const SubjectiveQuestion = lazy(() =>
  import('./subjective-question.tsx').then((m) => ({ default: m.SubjectiveQuestion })),
);
const SubmissionsTab = lazy(() =>
  import('./submissions-tab.tsx').then((m) => ({ default: m.SubmissionsTab })),
);

const tabClasses =
  'h-10 shrink-0 border-b-2 border-transparent px-1 text-sm font-semibold tracking-wide text-fg-muted uppercase hover:text-fg data-[state=active]:border-accent data-[state=active]:text-fg focus-visible:outline-2 focus-visible:outline-accent';

function ProblemTab({ problem, view }: { problem: ProblemDetail; view: ClassroomView }) {
  const item = problem.item;
  if (item && (item.type === 'SINGLE_CHOICE' || item.type === 'MULTIPLE')) {
    return (
      <ProblemStatement
        problem={problem}
        view={view}
        question={<ChoiceQuestion problem={problem} item={item} />}
      />
    );
  }
  if (item?.type === 'SUBJECTIVE') {
    return (
      <ProblemStatement
        problem={problem}
        view={view}
        question={
          <Suspense fallback={<p className="text-sm text-fg-muted">Loading…</p>}>
            <SubjectiveQuestion problem={problem} rubric={item.rubric} />
          </Suspense>
        }
      />
    );
  }
  if (item?.type === 'FILL_UP') {
    return (
      <ProblemStatement
        problem={problem}
        view={view}
        question={<FillUpQuestion problem={problem} item={item} />}
      />
    );
  }
  return <ProblemStatement problem={problem} view={view} />;
}

function TabBody({
  tab,
  problem,
  view,
  signedIn,
  topPerformers,
}: {
  tab: ClassroomTab;
  problem: ProblemDetail;
  view: ClassroomView;
  signedIn: boolean;
  topPerformers?: ReactNode;
}) {
  switch (tab) {
    case 'TOP_PERFORMERS':
      return topPerformers ?? <p className="text-sm text-fg-muted">Nothing here yet.</p>;
    case 'PROBLEM':
      return <ProblemTab problem={problem} view={view} />;
    case 'SUBMISSION':
      return <SubmissionsTab problem={problem} signedIn={signedIn} />;
    case 'SOLUTION':
      return <SolutionTab problem={problem} signedIn={signedIn} />;
    case 'DISCUSS':
      return <DiscussTab problemId={problem.id} signedIn={signedIn} />;
    case 'NOTE':
      return problem.item?.type === 'NOTE' ? (
        <RichTextWithoutTitle
          markdown={problem.item.note}
          html={problem.item.note_html}
          title={problem.name}
        />
      ) : (
        <RichText markdown={problem.statement} html={problem.statement_html} />
      );
    default:
      return <p className="text-sm text-fg-muted">Nothing here yet.</p>;
  }
}

export function ProblemPane({
  problem,
  view,
  signedIn,
  topPerformers,
}: {
  problem: ProblemDetail;
  view: ClassroomView;
  signedIn: boolean;
  /** A contest's top performers tab (spec 03 §2 contest row: while live). */
  topPerformers?: ReactNode;
}) {
  const first = view.tabs[0] ?? 'PROBLEM';
  const [tab, setTab] = useState<ClassroomTab>(first);
  const [visited, setVisited] = useState<ReadonlySet<ClassroomTab>>(() => new Set([first]));
  const open = (next: string) => {
    const value = next as ClassroomTab;
    setTab(value);
    setVisited((v) => (v.has(value) ? v : new Set([...v, value])));
  };
  return (
    <Tabs.Root value={tab} onValueChange={open} className="flex h-full min-h-0 flex-col bg-surface">
      <Tabs.List
        aria-label="Problem sections"
        className="flex shrink-0 gap-4 overflow-x-auto border-b border-line px-3 md:gap-5 md:px-4"
      >
        {view.tabs.map((t) => (
          <Tabs.Trigger key={t} value={t} className={tabClasses}>
            {CLASSROOM_TAB_LABEL[t]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {view.tabs.map((t) =>
          visited.has(t) ? (
            <Tabs.Content key={t} value={t} forceMount hidden={t !== tab} className="px-4 py-4 md:px-5">
              <Suspense
                fallback={
                  <p aria-busy="true" className="text-sm text-fg-muted">
                    Loading…
                  </p>
                }
              >
                <TabBody
                  tab={t}
                  problem={problem}
                  view={view}
                  signedIn={signedIn}
                  topPerformers={topPerformers}
                />
              </Suspense>
            </Tabs.Content>
          ) : null,
        )}
      </div>
    </Tabs.Root>
  );
}
