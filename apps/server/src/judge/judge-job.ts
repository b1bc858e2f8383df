/**
 * What travels through the judge queue. Payloads and results are plain JSON (BullMQ stores them in Redis and a
 * `katana worker` on another machine reads them), so a job carries everything its worker needs. Each job has a
 * `kind`; the worker's handler dispatches on it, so submissions of problems join as one more kind.
 */
import type { JudgeRunResultBody } from '@katana/shared/api/judge';

/** The online compilers: run one program (or SQL query) on a custom stdin, no expected output. */
export interface RunJobData {
  kind: 'run';
  language: string;
  source: string;
  stdin: string;
  timeLimitS: number;
  memoryLimitMb: number;
}

export type JudgeJobData = RunJobData;

/** A run job's result is already in its wire shape: every API node can answer with it as it is. */
export type RunJobResult = JudgeRunResultBody;

export type JudgeJobResult = RunJobResult;
