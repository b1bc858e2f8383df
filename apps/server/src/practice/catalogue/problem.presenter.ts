/** Wire shapes of the practice catalogue (packages/shared/src/api/practice-catalogue.ts) from repository rows. */
import type {
  Difficulty,
  ProblemStatus,
  ProblemSummary,
  ProblemType,
} from '@katana/shared/api/practice-catalogue';
import type { LearnerItemView } from '@katana/shared/items/learner-view';
import type { ProblemHtml } from '../../db/schema/practice.ts';
import { renderMarkdown } from '../markdown/render-markdown.ts';
import type { ListRow } from './catalogue.repository.ts';
import type { LearnerMark, SummaryRow, Tag } from './problem-listing.repository.ts';

export function problemStatus(
  state: { attemptedAt: Date | null; solvedAt: Date | null } | null | undefined,
): ProblemStatus {
  if (state?.solvedAt) return 'SOLVED';
  if (state?.attemptedAt) return 'ATTEMPTED';
  return 'UNATTEMPTED';
}

/** Accepted / all submissions in percent with one decimal; null before the first submission. */
export function accuracy(accepted: number, submitted: number): number | null {
  return submitted > 0 ? Math.round((accepted / submitted) * 1000) / 10 : null;
}

/** A user's score only means something once they submitted. */
export function userScore(state: { attemptedAt: Date | null; userScore: number | null } | null | undefined) {
  return state?.attemptedAt ? (state.userScore ?? 0) : null;
}

export function presentSummary(
  row: SummaryRow,
  tags: { topics: Map<number, Tag[]>; companies: Map<number, Tag[]> },
): ProblemSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    problem_type: row.problemType as ProblemType,
    difficulty: row.difficulty as Difficulty,
    topics: tags.topics.get(row.id) ?? [],
    companies: tags.companies.get(row.id) ?? [],
    max_score: row.maxScore,
    user_score: userScore(row),
    status: problemStatus(row),
    is_bookmarked: row.bookmarked,
    upvote_count: row.upvoteCount,
    submission_count: row.submissionCount,
    accuracy: accuracy(row.acceptedCount, row.submissionCount),
  };
}

/** A summary without personal state (the cached one) with a learner's own marks on it. */
export function withLearnerMark(summary: ProblemSummary, mark: LearnerMark | undefined): ProblemSummary {
  if (!mark) return summary;
  return {
    ...summary,
    user_score: userScore(mark),
    status: problemStatus(mark),
    is_bookmarked: mark.bookmarked,
  };
}

export function presentListSummary(row: ListRow, signedIn: boolean) {
  return {
    slug: row.slug,
    name: row.name,
    description: row.description,
    total_problems: row.total,
    solved_problems: signedIn ? row.solved : null,
  };
}

export function presentRating(ratingSum: number, ratingCount: number, mine: number | null) {
  return {
    average: ratingCount > 0 ? Math.round((ratingSum / ratingCount) * 10) / 10 : null,
    count: ratingCount,
    mine,
  };
}

/** The learner's item without answers, in the contract's snake_case, with its Markdown also as HTML. */
export function presentItem(view: LearnerItemView, html: ProblemHtml) {
  switch (view.type) {
    case 'NOTE':
      return { type: 'NOTE' as const, note: view.note, note_html: html.note ?? '' };
    case 'FILL_UP':
      return { type: 'FILL_UP' as const, blank_ids: view.blankIds };
    case 'SUBJECTIVE':
      return {
        type: 'SUBJECTIVE' as const,
        rubric: {
          pass_score: view.rubric.passScore,
          levels: view.rubric.levels.map((l, i) => ({
            score: l.score,
            description: l.description,
            // Rows stored before rubrics were rendered at import render theirs now (a few short lines).
            description_html: html.rubric?.[i] ?? renderMarkdown(l.description),
          })),
        },
      };
    default:
      return {
        type: view.type,
        options: view.options.map((o) => ({ id: o.id, text: o.text, text_html: html.options[o.id] ?? '' })),
      };
  }
}
