/** Wire shape of a submission (spec 03 §3 "Submission"); DB rows never leave the server. */
import {
  SUBMISSION_STATES,
  SUBMISSION_TYPES,
  type Submission,
  type TestResult,
} from '@katana/shared/api/practice-submissions';
import type { Verdict } from '@katana/shared/verdicts';
import type { PenaltyReason } from '@katana/shared/scoring';
import type { SubmissionRow } from '../../db/schema/practice.ts';

type SubmissionType = (typeof SUBMISSION_TYPES)[number];
type SubmissionState = (typeof SUBMISSION_STATES)[number];

/** What a quiz submission stores in `answer`: the learner's answer and, once graded, the right answers. */
export type StoredAnswer = NonNullable<Submission['answer']>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentSubmission(row: SubmissionRow, problemSlug: string): Submission {
  return {
    id: row.id,
    problem_id: row.problemId,
    problem_slug: problemSlug,
    offering_id: row.offeringId,
    created_date: row.createdAt.toISOString(),
    judged_at: iso(row.judgedAt),
    submission_type: row.submissionType as SubmissionType,
    state: row.state as SubmissionState,
    language: row.language,
    code: row.code,
    status_message: (row.statusMessage as Verdict | null) ?? null,
    error_message: row.errorMessage,
    percentage_score: row.percentageScore,
    percentage_score_without_penalty: row.percentageScoreWithoutPenalty,
    is_best: row.isBest,
    penalty_percentage: row.penaltyPercentage,
    penalty_reason: (row.penaltyReason as PenaltyReason | null) ?? null,
    solution_viewed_on: iso(row.solutionViewedOn),
    deadline_crossed_on: iso(row.deadlineCrossedOn),
    total_test_cases: row.totalTestCases,
    no_of_test_cases_correct: row.noOfTestCasesCorrect,
    total_time_ms: row.totalTimeMs,
    max_memory_kb: row.maxMemoryKb,
    result_json: row.resultJson as TestResult[],
    sql: (row.sqlResult as Submission['sql']) ?? null,
    answer: (row.answer as StoredAnswer | null) ?? null,
    points: (row.points as Submission['points']) ?? null,
  };
}
