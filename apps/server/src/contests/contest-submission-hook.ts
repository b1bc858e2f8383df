/** A contest submission's effect on its participation (runs inside the verdict's transaction); filled in by the contests issue. */
import type { JudgedSubmissionHook } from '../practice/submissions/submission-hooks.ts';

export const contestSubmissionHook: JudgedSubmissionHook = async () => {};
