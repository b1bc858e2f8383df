/**
 * The server's side of judging: the queue, the problem cache, the judging strategies and the judge routes.
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { judgeCommands } from './commands.ts';
export { default as judgePlugin } from './judge.plugin.ts';
export type { JudgePluginOptions } from './judge.plugin.ts';
export { default as judgeRoutes, JUDGE_RUN_RATE_LIMIT_PER_MINUTE } from './judge.routes.ts';
export { JudgeBusyError, JudgeTimeoutError, JudgeUnavailableError, TooManyPendingError } from './judge.service.ts';
export type { JudgeService } from './judge.service.ts';
export type { ProblemStore } from './problem-job-deps.ts';
export type { SubmissionSink } from './problem-jobs.ts';
export type { JudgedOnProblem } from './problem-judging.ts';
export { QueueUnavailableError } from './reconnecting-queue.ts';
export { runWorkerCommand } from './worker.ts';
