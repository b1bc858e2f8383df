/**
 * What travels through the judge queue. Payloads and results are plain JSON (BullMQ stores them in Redis and a
 * `katana worker` on another machine reads them), so a job carries everything its worker needs. Each job has a
 * `kind`; the worker's handler dispatches on it.
 */
import type { JudgeRunResultBody } from '@katana/shared/api/judge';
import type { RunResult } from '@katana/shared/api/practice-submissions';

/** The online compilers: run one program (or SQL query) on a custom stdin, no expected output. */
export interface RunJobData {
  kind: 'run';
  language: string;
  source: string;
  stdin: string;
  timeLimitS: number;
  memoryLimitMb: number;
}

/**
 * The classroom's Run button: the samples of a problem package, or one custom input. The package travels by its
 * SHA-256 only; the worker takes it from its local cache or the database (problem_packages).
 */
export interface ProblemRunJobData {
  kind: 'problem-run';
  packageSha: string;
  /** CODE: a program language key; SQL: the dialect (psql, mysql). */
  language: string;
  source: string;
  /** Present: run once on this input (no expected output). Absent: judge the samples. */
  customInput?: string;
}

/**
 * A submission: every test of the package. The job id is the submission id, so a duplicate delivery is
 * deduplicated by the queue; the handler stores the verdict itself, idempotently, so a redelivery that does slip
 * through changes nothing.
 */
export interface SubmissionJobData {
  kind: 'submission';
  submissionId: string;
  packageSha: string;
  language: string;
  source: string;
  /** Scored all or nothing (an ICPC contest): judging stops at the first failing test. */
  allOrNothing?: boolean;
}

export type JudgeJobData = RunJobData | ProblemRunJobData | SubmissionJobData;

/** A run job's result is already in its wire shape: every API node can answer with it as it is. */
export type RunJobResult = JudgeRunResultBody;

export type ProblemRunJobResult = RunResult;

/** The verdict is in the database by now; the result only says where, so any API node can load and announce it. */
export interface SubmissionJobResult {
  kind: 'submission';
  submissionId: string;
  /** False when an earlier delivery had already stored the verdict (this one changed nothing). */
  stored: boolean;
}

export type JudgeJobResult = RunJobResult | ProblemRunJobResult | SubmissionJobResult;
