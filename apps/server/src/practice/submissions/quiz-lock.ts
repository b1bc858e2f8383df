/**
 * The quiz lock on the server (the rule: @katana/shared/items/quiz-lock): once a learner's wrong answer has shown
 * them the right one, no later answer of theirs to that question is scored, in practice, a contest or a test.
 * Checked inside the transaction that would store the answer, after locking the learner's state on the problem, so
 * answers sent at the same time (every option of a single choice at once) are graded one after the other and only
 * the first can score.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { ErrorCode } from '@katana/shared/envelope';
import { lockingAttempt, QUIZ_LOCKED_MESSAGE, QUIZ_SUBMISSION_TYPES } from '@katana/shared/items/quiz-lock';
import { Verdict } from '@katana/shared/verdicts';
import { ApiError } from '../../plugins/app/api-error.ts';
import type { Db } from '../../db/client.ts';
import { submissions } from '../../db/schema/practice.ts';
import { createProblemProgressRepository } from './problem-progress.repository.ts';

/** Throws 409 with QUIZ_LOCKED_MESSAGE when the question is locked for the learner. Call inside the transaction. */
export async function assertQuizOpen(tx: Db, userId: number, problemId: number): Promise<void> {
  await createProblemProgressRepository(tx).lockState(userId, problemId);
  // Only rows that can reveal an answer (the shared rule decides; the filter keeps the read to one row).
  const candidates = await tx
    .select({
      submission_type: submissions.submissionType,
      state: submissions.state,
      status_message: submissions.statusMessage,
    })
    .from(submissions)
    .where(
      and(
        eq(submissions.userId, userId),
        eq(submissions.problemId, problemId),
        inArray(submissions.submissionType, [...QUIZ_SUBMISSION_TYPES]),
        eq(submissions.state, 'DONE'),
        ne(submissions.statusMessage, Verdict.CORRECT_ANSWER),
      ),
    )
    .limit(1);
  if (lockingAttempt(candidates)) throw new ApiError(409, ErrorCode.CONFLICT, QUIZ_LOCKED_MESSAGE);
}
