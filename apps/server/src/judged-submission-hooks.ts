/**
 * The composition root of what happens when a verdict is stored (see practice/submissions/submission-hooks.ts).
 * Used the same way by the app (judge and submissions plugins, embedded) and by `katana worker`, so both award and
 * rank alike. Each later part adds its hook here.
 */
import type { Db } from './db/client.ts';
import type { ProblemStore } from './judge/index.ts';
import type { JudgedSubmissionHook, OfferingPointsScale } from './practice/index.ts';
import { createSubmissionRecorder } from './practice/index.ts';
import { createProblemProgressRepository } from './practice/index.ts';
import { contestPointsScale, contestSubmissionHook } from './contests/index.ts';
import { badgesSubmissionHook, experienceSubmissionHook } from './engagement/index.ts';
import { guidedPathsSubmissionHook } from './guided-paths/index.ts';
import { challengeSubmissionHook } from './challenges/index.ts';

export function judgedSubmissionHooks(): JudgedSubmissionHook[] {
  return [
    contestSubmissionHook,
    experienceSubmissionHook,
    guidedPathsSubmissionHook,
    badgesSubmissionHook,
    challengeSubmissionHook,
  ];
}

/** Offerings whose submissions show points in their own unit (a contest's problem points). */
export function offeringPointsScales(): OfferingPointsScale[] {
  return [contestPointsScale];
}

/** Problem jobs read practice's package archives and store verdicts through practice's recorder with every hook. */
export function problemStore(db: Db): ProblemStore {
  return {
    source: { fetch: (sha256) => createProblemProgressRepository(db).packageArchive(sha256) },
    submissions: createSubmissionRecorder(db, {
      hooks: judgedSubmissionHooks(),
      scales: offeringPointsScales(),
    }),
  };
}
