/** SUBJECTIVE answers and review tasks in the contract's snake_case (packages/shared/src/api/subjective.ts). */
import type { SubjectiveMyAnswer, SubjectiveReviewTask } from '@katana/shared/api/subjective';
import type { SubjectiveAnswerRow, SubjectiveReviewRow } from '../db/schema/subjective.ts';

export function presentMyAnswer(input: {
  answer: SubjectiveAnswerRow | null;
  reviews: (SubjectiveReviewRow & { counted: boolean })[];
  maxScore: number;
  passScore: number;
  reviewsNeeded: number;
  reviewsLeftToday: number;
  render(text: string): string;
}): SubjectiveMyAnswer {
  const { answer } = input;
  return {
    answer: answer
      ? {
          id: answer.id,
          body: answer.body,
          body_html: input.render(answer.body),
          status: answer.status === 'scored' ? 'scored' : 'waiting',
          score: answer.score,
          max_score: input.maxScore,
          passed: answer.score === null ? null : answer.score >= input.passScore,
          reviews_needed: input.reviewsNeeded,
          // Reviewers stay anonymous to the author: only the score, the comment and whether a moderator wrote it.
          reviews: input.reviews.map((r) => ({
            score: r.score,
            comment: r.comment,
            by_moderator: r.role === 'moderator',
            counted: r.counted,
            created_at: r.createdAt.toISOString(),
          })),
          submitted_at: answer.submittedAt.toISOString(),
        }
      : null,
    can_review: answer !== null,
    reviews_left_today: input.reviewsLeftToday,
  };
}

export function presentReviewTask(
  answer: SubjectiveAnswerRow | null,
  reviewsLeftToday: number,
  render: (text: string) => string,
): SubjectiveReviewTask {
  return {
    answer: answer
      ? {
          id: answer.id,
          body: answer.body,
          body_html: render(answer.body),
          submitted_at: answer.submittedAt.toISOString(),
        }
      : null,
    reviews_left_today: reviewsLeftToday,
  };
}
