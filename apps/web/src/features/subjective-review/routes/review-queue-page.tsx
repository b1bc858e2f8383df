/**
 * /subjective-answers/review: the moderators' queue of answers to SUBJECTIVE problems waiting for review, oldest
 * first, each with how many peer reviews it has; /subjective-answers/review/:answerId opens one to score by the
 * rubric. Learners without the role (or whom the server refuses) get a plain notice, not an error.
 */
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useModeratorRole } from '../../../lib/api/discussions.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { useQueuedAnswer, useReviewQueue } from '../api/review-queue.ts';
import { AnswerReview } from '../components/answer-review.tsx';

const QUEUE = '/subjective-answers/review';
const NOT_ALLOWED = 'Only moderators can review subjective answers.';

function Message({ children }: { children: string }) {
  return <p className="text-sm text-fg">{children}</p>;
}

function failure(error: ApiRequestError, what: string): string {
  return error.status === 403 ? NOT_ALLOWED : error.status === 404 ? `${what} was not found.` : error.message;
}

function Queue() {
  const queue = useReviewQueue(true);
  if (queue.isPending)
    return (
      <p aria-busy="true" className="text-sm text-fg-muted">
        Loading…
      </p>
    );
  if (queue.isError) return <Message>{failure(queue.error, 'The queue')}</Message>;
  if (queue.data.answers.length === 0) return <Message>No answer is waiting for review.</Message>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Answers waiting for review, oldest first</caption>
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className="py-2 pr-3 font-semibold">
            Problem
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Submitted
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Peer reviews
          </th>
          <th scope="col" className="py-2 font-semibold">
            <span className="sr-only">Open</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {queue.data.answers.map((a) => (
          <tr key={a.id} className="border-b border-line" data-testid="queue-row">
            <td className="py-2 pr-3">{a.problem.name}</td>
            <td className="py-2 pr-3">{new Date(a.submitted_at).toLocaleString()}</td>
            <td className="py-2 pr-3">
              {a.peer_reviews} of {a.reviews_needed}
            </td>
            <td className="py-2">
              <Link
                to={`${QUEUE}/${a.id}`}
                className="font-semibold text-accent underline"
                aria-label={`Review the answer to ${a.problem.name} submitted ${new Date(a.submitted_at).toLocaleString()}`}
              >
                Review
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OneAnswer({ id }: { id: number }) {
  const answer = useQueuedAnswer(id, true);
  if (answer.isPending)
    return (
      <p aria-busy="true" className="text-sm text-fg-muted">
        Loading…
      </p>
    );
  if (answer.isError) return <Message>{failure(answer.error, 'The answer')}</Message>;
  return <AnswerReview answer={answer.data} />;
}

export default function SubjectiveReviewQueuePage({ params }: { params: Record<string, string> }) {
  const role = useModeratorRole(useAuth().isAuthenticated);
  const id = params.answerId ? Number(params.answerId) : null;
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 space-y-6 px-4 py-8 sm:px-6">
      <header className="space-y-1">
        {id !== null && (
          <p className="text-sm">
            <Link to={QUEUE} className="text-accent underline">
              ← All answers waiting for review
            </Link>
          </p>
        )}
        <h1 className="text-2xl font-bold text-fg">Review subjective answers</h1>
      </header>
      {role === 'unknown' ? (
        <div aria-busy="true" className="h-40" />
      ) : role === 'no' ? (
        <Message>{NOT_ALLOWED}</Message>
      ) : id === null ? (
        <Queue />
      ) : (
        <OneAnswer id={id} />
      )}
    </div>
  );
}
