/** SUBJECTIVE answers and review tasks in the contract's snake_case (packages/shared/src/api/subjective.ts). */
import type {
  SubjectiveMyAnswer,
  SubjectiveQueuedAnswer,
  SubjectiveReviewTask,
} from '@katana/shared/api/subjective';
import type { SubjectiveItem } from '@katana/shared/items/item-types';
import type { SubjectiveAnswerRow, SubjectiveReviewRow } from '../db/schema/subjective.ts';

// Reviewers stay anonymous to the author: only the score, the comment and whether a moderator wrote it.
const presentReview = (r: SubjectiveReviewRow & { counted: boolean }) => ({
  score: r.score,
  comment: r.comment,
  by_moderator: r.role === 'moderator',
  counted: r.counted,
  created_at: r.createdAt.toISOString(),
});

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
          reviews: input.reviews.map(presentReview),
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

/** An answer as a moderator scores it: its problem, the rubric (Markdown also as HTML) and the reviews so far. */
export function presentQueuedAnswer(input: {
  answer: SubjectiveAnswerRow;
  problem: { slug: string; name: string; statementHtml: string };
  item: SubjectiveItem;
  reviews: SubjectiveReviewRow[];
  reviewsNeeded: number;
  render(text: string): string;
}): SubjectiveQueuedAnswer {
  const { answer, item, render } = input;
  return {
    id: answer.id,
    problem: {
      slug: input.problem.slug,
      name: input.problem.name,
      statement_html: input.problem.statementHtml,
    },
    body: answer.body,
    body_html: render(answer.body),
    status: answer.status === 'scored' ? 'scored' : 'waiting',
    score: answer.score,
    submitted_at: answer.submittedAt.toISOString(),
    rubric: {
      pass_score: item.rubric.passScore,
      levels: item.rubric.levels.map((l) => ({
        score: l.score,
        description: l.description,
        description_html: render(l.description),
      })),
    },
    reviews: input.reviews.map((r) => presentReview({ ...r, counted: true })),
    reviews_needed: input.reviewsNeeded,
  };
}
