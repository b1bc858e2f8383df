/** Test support: a submission as the contract describes it, with overridable fields. */
import type { Submission, TestResult } from '@katana/shared/api/practice-submissions';

export function testSubmission(overrides: Partial<Submission> = {}): Submission {
  return {
    id: 's-1',
    problem_id: 1,
    problem_slug: 'two-sum',
    offering_id: null,
    created_date: '2026-11-21T10:00:00.000Z',
    judged_at: null,
    submission_type: 'CODE',
    state: 'QUEUED',
    language: 'cpp',
    code: 'int main() {}',
    status_message: null,
    error_message: null,
    percentage_score: 0,
    percentage_score_without_penalty: 0,
    is_best: false,
    penalty_percentage: 0,
    penalty_reason: null,
    solution_viewed_on: null,
    deadline_crossed_on: null,
    total_test_cases: 0,
    no_of_test_cases_correct: 0,
    total_time_ms: null,
    max_memory_kb: null,
    result_json: [],
    sql: null,
    answer: null,
    points: null,
    ...overrides,
  };
}

export function testResult(overrides: Partial<TestResult> = {}): TestResult {
  return { test: 1, sample: false, status: 'MATCH', time_ms: 12, memory_kb: 2048, ...overrides };
}

/** A judged submission: all `total` tests run, `correct` of them right. */
export function judgedSubmission(correct: number, total: number, overrides: Partial<Submission> = {}): Submission {
  return testSubmission({
    state: 'DONE',
    judged_at: '2026-11-21T10:00:05.000Z',
    status_message: correct === total ? 'CORRECT_ANSWER' : 'WRONG_ANSWER',
    percentage_score: (correct / total) * 100,
    percentage_score_without_penalty: (correct / total) * 100,
    total_test_cases: total,
    no_of_test_cases_correct: correct,
    result_json: Array.from({ length: total }, (_, i) =>
      testResult({ test: i + 1, sample: i < 2, status: i < correct ? 'MATCH' : 'NO_MATCH' }),
    ),
    ...overrides,
  });
}
