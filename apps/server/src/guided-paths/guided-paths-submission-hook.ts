/**
 * The judged-submission hook of guided paths: an accepted submission may complete an item of a path the learner is
 * enrolled in, so it settles those paths inside the verdict's transaction (module EXP once, badges, completion).
 * The toast goes out with the submission's result like every award made while judging.
 */
import type { JudgedSubmissionHook } from '../practice/index.ts';
import { settleAfterSolve } from './guided-path-settle.ts';

export const guidedPathsSubmissionHook: JudgedSubmissionHook = async (tx, judged) => {
  if (!judged.solved) return;
  await settleAfterSolve(tx, judged.userId, judged.problemId, judged.judgedAt);
};
