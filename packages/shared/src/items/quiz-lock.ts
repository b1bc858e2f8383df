/**
 * The quiz lock (issue 12): a graded multiple-choice or fill-up answer shows the right answers. When it was not
 * right, the learner has now seen what they did not know, so the question is locked for them: no later answer is
 * scored (the server refuses it) and the classroom keeps showing the graded answer, also after a reload. A right
 * answer reveals nothing new and may be given again (it scores nothing more: user score = max of old and new).
 * One rule for both sides: the server checks it before storing an answer, the web finds the answer to show with it.
 */
import { Verdict } from '../verdicts.ts';

/** Quiz submission types (the practice contract's MCQ and FILL_UP). */
export const QUIZ_SUBMISSION_TYPES = ['MCQ', 'FILL_UP'] as const;

export const QUIZ_LOCKED_MESSAGE =
  'This question is locked: its answer was shown after your earlier attempt, so it cannot be scored again.';

/** What the classroom shows under a locked question's graded answer. */
export const QUIZ_LOCKED_NOTE = 'The right answer has been shown, so this question is locked.';

export interface QuizAttempt {
  submission_type: string;
  state: string;
  status_message: string | null;
}

/** A graded quiz answer that was not right: it showed the learner answers they had not given. */
export function revealsAnswer(attempt: QuizAttempt): boolean {
  return (
    (QUIZ_SUBMISSION_TYPES as readonly string[]).includes(attempt.submission_type) &&
    attempt.state === 'DONE' &&
    attempt.status_message !== Verdict.CORRECT_ANSWER
  );
}

/** The attempt that locked the question, or null while it is open (once one exists no later answer is stored). */
export function lockingAttempt<T extends QuizAttempt>(attempts: readonly T[]): T | null {
  return attempts.find(revealsAnswer) ?? null;
}
