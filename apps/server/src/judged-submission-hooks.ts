/**
 * The composition root of what happens when a verdict is stored (see practice/submissions/submission-hooks.ts).
 * Built the same way by the judge plugin (embedded) and by `katana worker`, so both award and rank alike.
 * Each later part adds its hook here.
 */
import type { JudgedSubmissionHook, OfferingPointsScale } from './practice/submissions/submission-hooks.ts';
import { contestPointsScale, contestSubmissionHook } from './contests/contest-submission-hook.ts';
import { experienceSubmissionHook } from './engagement/experience/experience-submission-hook.ts';

export function judgedSubmissionHooks(): JudgedSubmissionHook[] {
  return [contestSubmissionHook, experienceSubmissionHook];
}

/** Offerings whose submissions show points in their own unit (a contest's problem points). */
export function offeringPointsScales(): OfferingPointsScale[] {
  return [contestPointsScale];
}
