/**
 * "Review answers": the next answer of someone else to this problem, scored by the rubric with a comment. Only shown
 * to learners who have answered it themselves (the server enforces that, the daily cap and the other rules).
 */
import { useId, useState } from 'react';
import { MarkdownHtml } from '../../../components/markdown/markdown-html.tsx';
import { RubricScoreField, type Rubric } from '../../../components/subjective/rubric.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useNextReview, useSubmitReview } from '../api/subjective.ts';
import { fieldClasses, FormError } from './form-bits.tsx';

export function SubjectiveReview({
  slug,
  rubric,
  minComment,
}: {
  slug: string;
  rubric: Rubric;
  minComment: number;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const next = useNextReview(slug, open);
  const submit = useSubmitReview(slug);
  const task = next.data?.answer ?? null;

  const onSubmit = () => {
    if (!task) return;
    if (score === null) return setError('Choose a score from the rubric.');
    if (comment.trim().length < minComment)
      return setError(`Write a comment of at least ${minComment} characters.`);
    setError(null);
    submit.mutate(
      { answerId: task.id, score, comment },
      {
        onSuccess: () => {
          setScore(null);
          setComment('');
          setDone(true);
        },
        onError: (e: Error) => setError(e.message),
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-2 border-t border-line pt-4">
      <h2 id={`${id}-h`} className="text-base font-semibold">
        Review answers
      </h2>
      {!open ? (
        <button
          type="button"
          className={buttonClasses('secondary', 'md', 'self-start')}
          onClick={() => setOpen(true)}
        >
          Review the next answer
        </button>
      ) : next.isPending ? (
        <p aria-busy="true" className="text-sm text-fg-muted">
          Finding an answer to review…
        </p>
      ) : next.isError ? (
        <FormError message={next.error.message} />
      ) : (
        <>
          {done && (
            <p role="status" className="text-sm">
              Thank you: your review was saved.
            </p>
          )}
          {!task ? (
            <p className="text-sm text-fg-muted">
              No answer is waiting for your review. Reviews left today: {next.data.reviews_left_today}.
            </p>
          ) : (
            <form
              className="flex flex-col gap-2"
              aria-label="Review this answer"
              onSubmit={(e) => {
                e.preventDefault();
                onSubmit();
              }}
            >
              <div className="rounded-lg border border-line p-3" data-testid="review-answer">
                <MarkdownHtml html={task.body_html} />
              </div>
              <RubricScoreField rubric={rubric} name={`${id}-score`} value={score} onChange={setScore} />
              <label htmlFor={`${id}-comment`} className="text-sm font-semibold">
                Comment for the author (at least {minComment} characters)
              </label>
              <textarea
                id={`${id}-comment`}
                className={`${fieldClasses} min-h-24`}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
              />
              <FormError message={error} />
              <button
                type="submit"
                className={buttonClasses('primary', 'md', 'self-start')}
                disabled={submit.isPending}
              >
                Submit review
              </button>
            </form>
          )}
        </>
      )}
    </section>
  );
}
