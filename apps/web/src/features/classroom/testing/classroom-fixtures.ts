/** Test data of the classroom: a problem as GET /api/v1/problems/:slug returns it, and Run answers. */
import type { ProblemDetail } from '@katana/shared/api/practice-catalogue';
import type { RunResult, TestResult } from '@katana/shared/api/practice-submissions';

export const CPP_SCAFFOLD = '#include <iostream>\nint main() { return 0; }\n';
export const PY_SCAFFOLD = 'print(0)\n';

export function problemDetail(overrides: Partial<ProblemDetail> = {}): ProblemDetail {
  return {
    id: 11,
    slug: 'pair-sum',
    name: 'Pair Sum',
    problem_type: 'CODE',
    difficulty: 'MEDIUM',
    topics: [{ slug: 'arrays', name: 'Arrays' }],
    companies: [{ slug: 'northwind', name: 'Northwind' }],
    max_score: 100,
    user_score: null,
    status: 'UNATTEMPTED',
    is_bookmarked: false,
    upvote_count: 4,
    submission_count: 10,
    accuracy: 50,
    meta_description: 'Find a pair.',
    meta_keywords: 'pairs',
    statement:
      '# Pair Sum\n\nGiven $n$ numbers, print the **sum** of the first two.\n\n## Input\n\nTwo numbers.',
    samples: [
      { input: '1 2\n', output: '3\n' },
      { input: '5 5\n', output: '10\n' },
    ],
    time_limit_s: 1,
    memory_limit_mb: 256,
    languages_allowed: [
      { key: 'cpp', name: 'C++', available: true },
      { key: 'python', name: 'Python 3', available: true },
      { key: 'ruby', name: 'Ruby', available: false, reason: 'ruby is not installed' },
    ],
    default_language: 'cpp',
    user_default_language: null,
    default_language_unavailable: false,
    editor_language: 'cpp',
    scaffold_code: CPP_SCAFFOLD,
    code_text: null,
    autocomplete: true,
    hints: ['Read both numbers.', 'Add them.'],
    item: null,
    best_submission: null,
    submission_ids: [],
    solution_seen: false,
    has_solution: true,
    solution_penalty_percentage: 50,
    downvote_count: 1,
    last_upvote_reaction_type: null,
    rating: { average: null, count: 0, mine: null },
    sql: null,
    ...overrides,
  };
}

export function sampleResult(test: number, overrides: Partial<TestResult> = {}): TestResult {
  return { test, sample: true, status: 'MATCH', time_ms: 3, memory_kb: 1500, ...overrides };
}

export function runResult(overrides: Partial<RunResult> = {}): RunResult {
  return {
    status_message: 'CORRECT_ANSWER',
    error_message: null,
    custom: false,
    tests: [sampleResult(1), sampleResult(2)],
    total_test_cases: 2,
    no_of_test_cases_correct: 2,
    sql: null,
    ...overrides,
  };
}

export const languageCode = (language: string, saved: { code: string; at: string } | null = null) => ({
  language,
  default_scaffold: language === 'python' ? PY_SCAFFOLD : CPP_SCAFFOLD,
  saved_code: saved?.code ?? null,
  saved_at: saved?.at ?? null,
});
