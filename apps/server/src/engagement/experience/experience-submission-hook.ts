/** EXP for a stored verdict (runs inside the verdict's transaction); filled in by the engagement issue. */
import type { JudgedSubmissionHook } from '../../practice/submissions/submission-hooks.ts';

export const experienceSubmissionHook: JudgedSubmissionHook = async () => {};
