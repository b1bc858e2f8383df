/** Contract-shaped answers of the practice catalogue API for the listing's tests. */
import type { ProblemFilters, ProblemListPage, ProblemSummary } from '@katana/shared/api/practice-catalogue';

export function problem(id: number, overrides: Partial<ProblemSummary> = {}): ProblemSummary {
  return {
    id,
    slug: `problem-${id}`,
    name: `Problem ${id}`,
    problem_type: 'CODE',
    difficulty: 'EASY',
    topics: [{ slug: 'arrays', name: 'Arrays' }],
    companies: [],
    max_score: 100,
    user_score: null,
    status: 'UNATTEMPTED',
    is_bookmarked: false,
    upvote_count: 0,
    submission_count: 0,
    accuracy: null,
    ...overrides,
  };
}

export function listingPage(
  problems: ProblemSummary[],
  overrides: Partial<ProblemListPage> = {},
): ProblemListPage {
  const pageSize = overrides.page_size ?? 20;
  const total = overrides.total ?? problems.length;
  return {
    problems,
    total,
    page: 1,
    page_size: pageSize,
    total_pages: Math.max(1, Math.ceil(total / pageSize)),
    ...overrides,
  };
}

export const FACETS: ProblemFilters = {
  difficulties: [
    { value: 'EASY', count: 24 },
    { value: 'MEDIUM', count: 22 },
    { value: 'HARD', count: 14 },
  ],
  topics: [
    { slug: 'arrays', name: 'Arrays', count: 12 },
    { slug: 'graphs', name: 'Graphs', count: 7 },
    { slug: 'dynamic-programming', name: 'Dynamic programming', count: 9 },
  ],
  companies: [
    { slug: 'acme', name: 'Acme', count: 5 },
    { slug: 'globex', name: 'Globex', count: 3 },
  ],
  types: [
    { value: 'CODE', count: 44 },
    { value: 'SQL', count: 5 },
    { value: 'MULTIPLE', count: 8 },
  ],
  lists: [{ slug: 'top-interview-50', name: 'Top interview 50', count: 50 }],
};
