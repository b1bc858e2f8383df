/**
 * Multiple choice (radio buttons for SINGLE_CHOICE, checkboxes for MULTIPLE) and fill-up (an input at each
 * {{blank:id}} marker of the statement) with Submit, then the graded result: right or wrong, the right answers,
 * the explanation and the score. A right answer may be tried again; a wrong one has shown the right answer, so the
 * question stays locked on that graded answer (the server refuses more answers), also after a reload: the
 * learner's submissions say which answer locked it (@katana/shared/items/quiz-lock).
 *
 * A fill-up statement comes from the server as HTML with an empty `<span data-blank="id">` per blank, and the inputs
 * are put into those through portals, so the first load needs no Markdown parser or KaTeX. Only an older server's
 * statement (no HTML) and the graded explanation load the lazy Markdown chunk.
 */
import { useClassroomOffering } from '../hooks/classroom-offering.tsx';
import { createContext, useContext, useMemo, useState } from 'react';
import { clsx } from 'clsx';
import { useQueryClient } from '@tanstack/react-query';
import type { Submission } from '@katana/shared/api/practice-submissions';
import { BLANK_MARKER } from '@katana/shared/items/blank-markers';
import { lockingAttempt, QUIZ_LOCKED_NOTE, revealsAnswer } from '@katana/shared/items/quiz-lock';
import { LazyMarkdown } from '../../../components/markdown/lazy-markdown.tsx';
import { MarkdownHtml, type HtmlSlots } from '../../../components/markdown/markdown-html.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useLoginDialog } from '../../../lib/auth/login-dialog-context.tsx';
import { classroomKeys } from '../api/classroom-keys.ts';
import type { ProblemDetail } from '../api/problem-detail.ts';
import { useProblemSubmissions } from '../api/problem-submissions.ts';
import { useSubmitFillUp } from '../api/submit-fill-up.ts';
import { useSubmitMcq } from '../api/submit-mcq.ts';
import { FormError } from './form-bits.tsx';
import { RichText, RichTextWithoutTitle } from './rich-text.tsx';
import { ScoreLine, showsScore } from './submission-result.tsx';
import { VerdictText } from './verdict-badge.tsx';
import { useSubmissionSource } from '../hooks/use-submission-source.ts';

type Item = NonNullable<ProblemDetail['item']>;

function GradedResult({ submission, maxScore }: { submission: Submission; maxScore: number }) {
  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface-muted/50 p-3"
      data-testid="quiz-result"
    >
      <div role="status">
        <VerdictText verdict={submission.status_message ?? 'ERROR'} className="text-lg" />
      </div>
      {showsScore(submission) && <ScoreLine submission={submission} maxScore={maxScore} />}
      {submission.answer?.solution_desc && (
        <div>
          <div className="mb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase">Explanation</div>
          <LazyMarkdown>{submission.answer.solution_desc}</LazyMarkdown>
        </div>
      )}
    </div>
  );
}

function useGrading(problem: ProblemDetail) {
  const auth = useAuth();
  const { openLogin } = useLoginDialog();
  const queryClient = useQueryClient();
  const offering = useClassroomOffering();
  const pageSource = useSubmissionSource();
  const [answered, setGraded] = useState<Submission | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The learner's earlier answers: one that revealed the right answer keeps the question locked after a reload.
  const earlier = useProblemSubmissions(problem.slug, auth.isAuthenticated);
  const lockedBy = answered && revealsAnswer(answered) ? answered : lockingAttempt(earlier.data ?? []);
  const graded = answered ?? lockedBy;
  const ensureSignedIn = () => {
    if (auth.isAuthenticated) return true;
    openLogin({ source: 'problem_classroom', variant: 'panel' });
    return false;
  };
  const handlers = {
    onSuccess: (submission: Submission) => {
      setGraded(submission);
      setError(null);
      void queryClient.invalidateQueries({ queryKey: classroomKeys.problem(problem.slug) });
      void queryClient.invalidateQueries({ queryKey: classroomKeys.submissions(problem.slug) });
      offering?.onJudged();
    },
    onError: (e: Error) => setError(e.message),
  };
  // In a live contest attempt the answer counts for the contest.
  const scope = offering ? { offering_id: offering.offeringId } : {};
  // Where the page was opened from (an interview bundle...), else the classroom itself.
  const source: string = pageSource ?? 'problem_classroom';
  return {
    graded,
    locked: lockedBy !== null,
    setGraded,
    error,
    setError,
    ensureSignedIn,
    handlers,
    scope,
    source,
  };
}

/**
 * Under a question: its error, then Submit, or once graded the result and Try again (which clears the answer) --
 * or, when the answer locked the question, the note that it is locked.
 */
function QuizFooter({
  grading,
  maxScore,
  pending,
  onSubmit,
  onClear,
}: {
  grading: ReturnType<typeof useGrading>;
  maxScore: number;
  pending: boolean;
  onSubmit(): void;
  onClear(): void;
}) {
  return (
    <>
      <FormError message={grading.error} />
      {grading.graded ? (
        <>
          <GradedResult submission={grading.graded} maxScore={maxScore} />
          {grading.locked ? (
            <p className="text-sm text-fg-muted">{QUIZ_LOCKED_NOTE}</p>
          ) : (
            <button
              type="button"
              className={buttonClasses('secondary', 'md', 'self-start')}
              onClick={() => {
                grading.setGraded(null);
                onClear();
              }}
            >
              Try again
            </button>
          )}
        </>
      ) : (
        <button
          type="button"
          className={buttonClasses('primary', 'md', 'self-start')}
          onClick={onSubmit}
          disabled={pending}
        >
          Submit
        </button>
      )}
    </>
  );
}

export function ChoiceQuestion({
  problem,
  item,
}: {
  problem: ProblemDetail;
  item: Extract<Item, { options: unknown }>;
}) {
  const multiple = item.type === 'MULTIPLE';
  const [chosen, setChosen] = useState<string[]>([]);
  const mcq = useSubmitMcq();
  const g = useGrading(problem);
  const right = new Set(g.graded?.answer?.right_answers ?? []);
  // Graded: the answer that was graded (after a reload, the stored one).
  const shown = g.graded?.answer?.answer_ids ?? chosen;

  const toggle = (id: string) => {
    if (g.graded) return;
    setChosen((current) =>
      multiple ? (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]) : [id],
    );
  };

  const submit = () => {
    if (!g.ensureSignedIn()) return;
    if (chosen.length === 0) {
      g.setError('Choose an answer.');
      return;
    }
    mcq.mutate({ problem_id: problem.id, answer_ids: chosen, source: g.source, ...g.scope }, g.handlers);
  };

  return (
    <div className="flex flex-col gap-4">
      <RichTextWithoutTitle markdown={problem.statement} html={problem.statement_html} title={problem.name} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-fg-muted">
          {multiple ? 'Choose all that apply' : 'Choose one answer'}
        </legend>
        {item.options.map((option) => {
          const isChosen = shown.includes(option.id);
          const isRight = g.graded !== null && right.has(option.id);
          const isWrong = g.graded !== null && isChosen && !right.has(option.id);
          return (
            <label
              key={option.id}
              data-correct={g.graded ? String(isRight) : undefined}
              className={clsx(
                'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2',
                isRight
                  ? 'border-green-600 bg-green-50 dark:bg-green-950/40'
                  : isWrong
                    ? 'border-red-600 bg-red-50 dark:bg-red-950/40'
                    : isChosen
                      ? 'border-accent bg-accent-soft'
                      : 'border-line hover:bg-surface-muted',
              )}
            >
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`answer-${problem.id}`}
                checked={isChosen}
                disabled={g.graded !== null}
                onChange={() => toggle(option.id)}
                className="mt-1.5 accent-[var(--accent)]"
              />
              <span className="flex-1">
                <RichText inline markdown={option.text} html={option.text_html} />
                {isRight && (
                  <span className="text-xs font-semibold text-green-700 dark:text-green-400">
                    Right answer
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </fieldset>
      <QuizFooter
        grading={g}
        maxScore={problem.max_score}
        pending={mcq.isPending}
        onSubmit={submit}
        onClear={() => setChosen([])}
      />
    </div>
  );
}

interface BlankState {
  answers: Record<string, string>;
  setAnswer(id: string, text: string): void;
  results: Map<string, { correct: boolean; expected: string }>;
  locked: boolean;
  numbers: Map<string, number>;
}

// The blanks live inside the statement (Markdown tree or portals into the server's HTML); they read the answers from
// here so typing never remounts them.
const BlankContext = createContext<BlankState | null>(null);

function BlankField({ id }: { id: string }) {
  const state = useContext(BlankContext);
  if (!state) return null;
  const result = state.results.get(id);
  return (
    <span className="inline-flex flex-col align-baseline">
      <input
        aria-label={`Blank ${state.numbers.get(id) ?? id}`}
        value={state.answers[id] ?? ''}
        disabled={state.locked}
        onChange={(e) => state.setAnswer(id, e.target.value)}
        className={clsx(
          'mx-1 inline-block w-36 rounded-md border bg-surface px-2 py-0.5 text-sm',
          result ? (result.correct ? 'border-green-600' : 'border-red-600') : 'border-line',
        )}
      />
      {result && !result.correct && (
        <span className="mx-1 text-xs text-green-700 dark:text-green-400">Answer: {result.expected}</span>
      )}
    </span>
  );
}

const BLANK_SLOTS = { pattern: BLANK_MARKER, render: (id: string) => <BlankField id={id} /> };
/** The server's placeholder for a blank (apps/server/src/practice/markdown/blank-placeholders.ts). */
const HTML_BLANK_SLOTS: HtmlSlots = { attribute: 'data-blank', render: (id) => <BlankField id={id} /> };

export function FillUpQuestion({
  problem,
  item,
}: {
  problem: ProblemDetail;
  item: Extract<Item, { type: 'FILL_UP' }>;
}) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const fillUp = useSubmitFillUp();
  const g = useGrading(problem);
  const numbers = useMemo(() => new Map(item.blank_ids.map((id, i) => [id, i + 1])), [item.blank_ids]);
  const blankState: BlankState = {
    answers: g.graded?.answer?.answer ?? answers,
    setAnswer: (id, text) => setAnswers((a) => ({ ...a, [id]: text })),
    results: new Map(g.graded?.answer?.blanks?.map((b) => [b.id, b]) ?? []),
    locked: g.graded !== null,
    numbers,
  };

  const submit = () => {
    if (!g.ensureSignedIn()) return;
    fillUp.mutate({ problem_id: problem.id, answer: answers, source: g.source, ...g.scope }, g.handlers);
  };

  return (
    <div className="flex flex-col gap-4">
      <BlankContext.Provider value={blankState}>
        {typeof problem.statement_html === 'string' ? (
          <MarkdownHtml html={problem.statement_html} slots={HTML_BLANK_SLOTS} />
        ) : (
          <LazyMarkdown slots={BLANK_SLOTS}>{problem.statement}</LazyMarkdown>
        )}
      </BlankContext.Provider>
      <QuizFooter
        grading={g}
        maxScore={problem.max_score}
        pending={fillUp.isPending}
        onSubmit={submit}
        onClear={() => setAnswers({})}
      />
    </div>
  );
}
