/**
 * The composition root of what happens when a verdict is stored (see practice/submissions/submission-hooks.ts).
 * Built the same way by the judge plugin (embedded) and by `katana worker`, so both award and rank alike.
 * Each later part adds its hook here.
 */
import type { JudgedSubmissionHook } from './practice/submissions/submission-hooks.ts';
import { contestSubmissionHook } from './contests/contest-submission-hook.ts';
import { experienceSubmissionHook } from './engagement/experience/experience-submission-hook.ts';

export function judgedSubmissionHooks(): JudgedSubmissionHook[] {
  return [contestSubmissionHook, experienceSubmissionHook];
}
