/**
 * Submission verdicts and per-case statuses (spec 03 §4 "Code run statuses" and "Submission status rules"),
 * plus MEMORY_LIMIT_EXCEEDED which the platform adds. Wire values stay as the spec writes them.
 */
export const Verdict = {
  CORRECT_ANSWER: 'CORRECT_ANSWER',
  WRONG_ANSWER: 'WRONG_ANSWER',
  COMPILATION_ERROR: 'COMPILATION_ERROR',
  RUNTIME_ERROR: 'RUNTIME_ERROR',
  TIME_LIMIT_EXCEEDED: 'TIME_LIMIT_EXCEEDED',
  MEMORY_LIMIT_EXCEEDED: 'MEMORY_LIMIT_EXCEEDED',
  ERROR: 'ERROR',
} as const;
export type Verdict = (typeof Verdict)[keyof typeof Verdict];

/** Display labels of the code run statuses. */
export const VERDICT_LABEL: Record<Verdict, string> = {
  CORRECT_ANSWER: 'Correct Answer',
  WRONG_ANSWER: 'Wrong Answer',
  COMPILATION_ERROR: 'Compilation Error',
  RUNTIME_ERROR: 'Runtime Error',
  TIME_LIMIT_EXCEEDED: 'Time Limit Exceeded',
  MEMORY_LIMIT_EXCEEDED: 'Memory Limit Exceeded',
  ERROR: 'Error',
};

/** Per-case results: MATCH, NO_MATCH, ERROR, RE (runtime error), TO (time out), plus MLE. */
export const CaseStatus = {
  MATCH: 'MATCH',
  NO_MATCH: 'NO_MATCH',
  ERROR: 'ERROR',
  RE: 'RE',
  TO: 'TO',
  MLE: 'MLE',
} as const;
export type CaseStatus = (typeof CaseStatus)[keyof typeof CaseStatus];

/** Execution stages, reported as they happen so the web can show live progress. */
export const ExecutionStage = {
  STARTED: 'started',
  API_SUCCESSFUL: 'API successful',
  COMPILED: 'compiled',
  EXECUTED: 'executed',
  RESULT_AWAITED: 'result awaited',
} as const;
export type ExecutionStage = (typeof ExecutionStage)[keyof typeof ExecutionStage];
