/**
 * One answer as a moderator scores it: the problem's statement, the answer, the peers' reviews so far, and the form
 * (a score by the rubric and a comment). The moderator's review is final: it sets the answer's score, which its
 * author sees under the problem.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { REVIEW_COMMENT_LIMITS, type SubjectiveQueuedAnswer } from '@katana/shared/api/subjective';
import { MarkdownHtml } from '../../../components/markdown/markdown-html.tsx';
import { RubricList, RubricScoreField } from '../../../components/subjective/rubric.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useModeratorReview } from '../api/review-queue.ts';

const fieldClasses =
  'min-h-24 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent';
const boxClasses = 'flex flex-col gap-2 rounded-lg border border-line p-3';

function ReviewForm({ answer }: { answer: SubjectiveQueuedAnswer }) {
  const id = useId();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = useModeratorReview(answer.id);
  const min = REVIEW_COMMENT_LIMITS.min;

  if (submit.isSuccess)
    return (
      <p role="status" className="text-sm text-fg">
        Your review was saved: the answer’s score is {score} / {answer.rubric.levels.length - 1}.{' '}
        <Link to="/subjective-answers/review" className="font-semibold text-accent underline">
          Back to the queue
        </Link>
      </p>
    );
  return (
    <form
      aria-labelledby={`${id}-h`}
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (score === null) return setError('Choose a score from the rubric.');
        if (comment.trim().length < min) return setError(`Write a comment of at least ${min} characters.`);
        setError(null);
        submit.mutate({ score, comment }, { onError: (err) => setError(err.message) });
      }}
    >
      <h2 id={`${id}-h`} className="text-lg font-semibold">
        Your review
      </h2>
      <RubricScoreField rubric={answer.rubric} name={`${id}-score`} value={score} onChange={setScore} />
      <label htmlFor={`${id}-comment`} className="text-sm font-semibold">
        Comment for the author (at least {min} characters)
      </label>
      <textarea
        id={`${id}-comment`}
        className={fieldClasses}
        value={comment}
        maxLength={REVIEW_COMMENT_LIMITS.max}
        onChange={(e) => setComment(e.target.value)}
      />
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <button
        type="submit"
        className={buttonClasses('primary', 'md', 'self-start')}
        disabled={submit.isPending}
      >
        Submit review
      </button>
    </form>
  );
}

export function AnswerReview({ answer }: { answer: SubjectiveQueuedAnswer }) {
  const top = answer.rubric.levels.length - 1;
  return (
    <article className="flex flex-col gap-5" aria-label={`Answer to ${answer.problem.name}`}>
      <section aria-labelledby="review-problem-h" className={boxClasses}>
        <h2 id="review-problem-h" className="text-lg font-semibold">
          <Link to={`/problems/${answer.problem.slug}`} className="text-accent underline">
            {answer.problem.name}
          </Link>
        </h2>
        <MarkdownHtml html={answer.problem.statement_html} />
      </section>
      <RubricList rubric={answer.rubric} headingId="review-rubric-h" />
      <section aria-labelledby="review-answer-h" className={boxClasses} data-testid="moderator-answer">
        <h2 id="review-answer-h" className="text-lg font-semibold">
          The answer
        </h2>
        <p className="text-sm text-fg-muted">
          Submitted {new Date(answer.submitted_at).toLocaleString()} ·{' '}
          {answer.status === 'scored'
            ? `scored ${answer.score} / ${top}`
            : `${answer.reviews.filter((r) => !r.by_moderator).length} of ${answer.reviews_needed} peer reviews`}
        </p>
        <MarkdownHtml html={answer.body_html} />
      </section>
      {answer.reviews.length > 0 && (
        <section aria-labelledby="review-peers-h" className={boxClasses}>
          <h2 id="review-peers-h" className="text-lg font-semibold">
            Reviews so far
          </h2>
          <ul className="flex flex-col gap-2 text-sm">
            {answer.reviews.map((r, i) => (
              <li key={i} className="rounded border border-line p-2">
                <div className="font-semibold">
                  {r.by_moderator ? 'Moderator' : `Peer ${i + 1}`}: {r.score} / {top}
                </div>
                <p className="whitespace-pre-wrap">{r.comment}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ReviewForm answer={answer} />
    </article>
  );
}
