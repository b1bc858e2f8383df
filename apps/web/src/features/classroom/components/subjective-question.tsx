/**
 * A SUBJECTIVE problem under its statement: the rubric, a Markdown answer editor with Preview and Submit, then the
 * answer's status (waiting for N peer reviews, or its score with each review's comment), and "Review answers" where a
 * learner who has answered scores the next answer of someone else by the rubric. Loaded lazily (problem-pane.tsx).
 */
import { useId, useState } from 'react';
import { Tabs } from 'radix-ui';
import {
  REVIEW_COMMENT_LIMITS,
  SUBJECTIVE_ANSWER_LIMITS,
  type SubjectiveMyAnswer,
} from '@katana/shared/api/subjective';
import { LazyMarkdown } from '../../../components/markdown/lazy-markdown.tsx';
import { MarkdownHtml } from '../../../components/markdown/markdown-html.tsx';
import { RubricList, type Rubric } from '../../../components/subjective/rubric.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Link } from 'react-router';
import { useIsModerator } from '../../../lib/api/discussions.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useLoginDialog } from '../../../lib/auth/login-dialog-context.tsx';
import type { ProblemDetail } from '../api/problem-detail.ts';
import { useMyAnswer, useSubmitAnswer } from '../api/subjective.ts';
import { fieldClasses, FormError } from './form-bits.tsx';
import { SubjectiveReview } from './subjective-review.tsx';

const tabClasses =
  'px-2 py-1 text-sm font-semibold text-fg-muted data-[state=active]:text-fg data-[state=active]:underline focus-visible:outline-2 focus-visible:outline-accent';

function AnswerStatus({ answer }: { answer: NonNullable<SubjectiveMyAnswer['answer']> }) {
  const peerReviews = answer.reviews.filter((r) => !r.by_moderator).length;
  return (
    <section
      aria-labelledby="answer-status-heading"
      className="flex flex-col gap-2 rounded-lg border border-line p-3"
      data-testid="subjective-status"
    >
      <h2 id="answer-status-heading" className="text-base font-semibold">
        Your answer
      </h2>
      <p role="status" className="text-sm">
        {answer.status === 'scored'
          ? `Reviewed: ${answer.score} / ${answer.max_score}${answer.passed ? ' — solved' : ' — below the pass score'}`
          : `Waiting for reviews: ${peerReviews} of ${answer.reviews_needed} peer reviews so far.`}
      </p>
      <MarkdownHtml html={answer.body_html} />
      {answer.reviews.length > 0 && (
        <>
          <h3 className="text-sm font-semibold">Reviews</h3>
          <ul className="flex flex-col gap-2 text-sm">
            {answer.reviews.map((r, i) => (
              <li key={i} className="rounded border border-line p-2">
                <div className="font-semibold">
                  {r.by_moderator ? 'Moderator' : `Peer ${i + 1}`}: {r.score} / {answer.max_score}
                  {!r.counted && <span className="font-normal text-fg-muted"> (not counted)</span>}
                </div>
                <p className="whitespace-pre-wrap">{r.comment}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function AnswerEditor({ problem, initial }: { problem: ProblemDetail; initial: string }) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmitAnswer(problem.slug);
  const onSubmit = () => {
    if (text.trim().length < SUBJECTIVE_ANSWER_LIMITS.min) {
      setError(`Write at least ${SUBJECTIVE_ANSWER_LIMITS.min} characters.`);
      return;
    }
    setError(null);
    submit.mutate(text, { onError: (e: Error) => setError(e.message) });
  };
  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-2">
      <h2 id={`${id}-h`} className="text-base font-semibold">
        {initial ? 'Edit your answer' : 'Your answer'}
      </h2>
      <Tabs.Root defaultValue="write">
        <Tabs.List aria-label="Answer editor" className="flex gap-2">
          <Tabs.Trigger value="write" className={tabClasses}>
            Write
          </Tabs.Trigger>
          <Tabs.Trigger value="preview" className={tabClasses}>
            Preview
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="write" className="pt-2">
          <label htmlFor={`${id}-answer`} className="mb-1 block text-sm font-semibold">
            Answer (Markdown)
          </label>
          <textarea
            id={`${id}-answer`}
            className={`${fieldClasses} min-h-48 w-full font-mono`}
            value={text}
            maxLength={SUBJECTIVE_ANSWER_LIMITS.max}
            onChange={(e) => setText(e.target.value)}
          />
        </Tabs.Content>
        <Tabs.Content value="preview" className="min-h-48 pt-2" data-testid="answer-preview">
          {text.trim() ? (
            <LazyMarkdown>{text}</LazyMarkdown>
          ) : (
            <p className="text-sm text-fg-muted">Nothing to preview.</p>
          )}
        </Tabs.Content>
      </Tabs.Root>
      <FormError message={error} />
      <button
        type="button"
        className={buttonClasses('primary', 'md', 'self-start')}
        disabled={submit.isPending}
        onClick={onSubmit}
      >
        Submit answer
      </button>
    </section>
  );
}

export function SubjectiveQuestion({ problem, rubric }: { problem: ProblemDetail; rubric: Rubric }) {
  const auth = useAuth();
  const { openLogin } = useLoginDialog();
  const mine = useMyAnswer(problem.slug, auth.isAuthenticated);
  const moderator = useIsModerator(auth.isAuthenticated);
  const answer = mine.data?.answer ?? null;
  const editable = answer === null || (answer.status === 'waiting' && answer.reviews.length === 0);
  return (
    <div className="flex flex-col gap-4">
      <RubricList rubric={rubric} headingId="rubric-heading" />
      {!auth.isAuthenticated ? (
        <button
          type="button"
          className={buttonClasses('primary', 'md', 'self-start')}
          onClick={() => openLogin({ source: 'problem_classroom', variant: 'panel' })}
        >
          Log in to answer
        </button>
      ) : mine.isPending ? (
        <p aria-busy="true" className="text-sm text-fg-muted">
          Loading your answer…
        </p>
      ) : (
        <>
          {answer && <AnswerStatus answer={answer} />}
          {editable && <AnswerEditor key={answer?.id ?? 0} problem={problem} initial={answer?.body ?? ''} />}
          {moderator && (
            <p className="text-sm">
              <Link to="/subjective-answers/review" className="font-semibold text-accent underline">
                Moderators: answers waiting for review
              </Link>
            </p>
          )}
          {mine.data?.can_review && (
            <SubjectiveReview slug={problem.slug} rubric={rubric} minComment={REVIEW_COMMENT_LIMITS.min} />
          )}
        </>
      )}
    </div>
  );
}
