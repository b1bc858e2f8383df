/**
 * What a learner's state in a path is and what it has earned. Settling (`settleLearner`, inside the transaction of
 * the change that may complete something: a mark, an enrolment, an accepted submission) pays GUIDED_PATH_MODULE EXP
 * for each complete module (once: the EXP ledger's key `guided-path-module:<path id>:<module slug>`, counting on the
 * path's GuidedPath weekly board), grants the GuidedPath badge levels the completion percentage reached, and dates
 * the path's completion (the certificate).
 */
import { GUIDED_PATH_BADGE_COMPLETION, GUIDED_PATH_MODULE_EXP } from '@katana/shared/api/guided-paths';
import { ExpSource } from '@katana/shared/engagement/exp-awards';
import { BADGE_LEVELS } from '@katana/shared/engagement/badges';
import type { Db } from '../db/client.ts';
import type { GuidedPathEnrolmentRow, GuidedPathRow } from '../db/schema/guided-paths.ts';
import { awardExp, grantBadge } from '../engagement/index.ts';
import { evaluatePath, type EvaluatedPath, type LearnerState } from './guided-path-progress.ts';
import {
  createGuidedPathsRepository,
  problemIdsOf,
  type GuidedPathsRepository,
} from './guided-paths.repository.ts';

export async function learnerState(
  repo: GuidedPathsRepository,
  pathId: number,
  userId: number,
  enrolment: GuidedPathEnrolmentRow | undefined,
  problemIds: readonly number[],
): Promise<LearnerState> {
  const [marks, problems] = await Promise.all([
    repo.marks(pathId, userId),
    repo.problemStates(userId, problemIds),
  ]);
  return { enrolled: enrolment !== undefined, marks, problems };
}

export interface Settled {
  evaluated: EvaluatedPath;
  enrolment: GuidedPathEnrolmentRow | undefined;
  expAwarded: number;
}

/**
 * Pays what the learner's state has earned in the path (module EXP, badge levels, the completion date). Idempotent;
 * nothing for a learner who is not enrolled. `visible` as in evaluatePath (null: every problem counts).
 */
export async function settleLearner(
  db: Db,
  userId: number,
  path: GuidedPathRow,
  visible: ReadonlySet<number> | null,
  at: Date,
): Promise<Settled> {
  const repo = createGuidedPathsRepository(db);
  const enrolment = await repo.enrolment(path.id, userId);
  const structure = await repo.structure(path.id);
  const state = await learnerState(repo, path.id, userId, enrolment, problemIdsOf(structure));
  const evaluated = evaluatePath(structure, state, visible);
  if (!enrolment) return { evaluated, enrolment, expAwarded: 0 };
  let expAwarded = 0;
  for (const module of evaluated.modules) {
    if (!module.completed) continue;
    const row = await awardExp(db, {
      userId,
      source: ExpSource.GUIDED_PATH_MODULE,
      sourceId: `guided-path-module:${path.id}:${module.slug}`,
      basePoints: GUIDED_PATH_MODULE_EXP,
      at,
      title: `${path.title}: ${module.title}`,
      leaderboardEntities: [{ entityType: 'GuidedPath', entityId: path.slug }],
    });
    if (row) expAwarded += row.total;
  }
  const { percentage, total_items: total } = evaluated.progress;
  for (const level of BADGE_LEVELS) {
    if (total === 0 || percentage < GUIDED_PATH_BADGE_COMPLETION[level]) continue;
    await grantBadge(db, {
      userId,
      badgeKey: `GuidedPath:${path.slug}`,
      tier: level,
      at,
      entityName: path.title,
      entitySlug: path.slug,
    });
  }
  let settled = enrolment;
  if (total > 0 && percentage === 100 && !enrolment.completedAt) {
    await repo.setCompleted(path.id, userId, at);
    settled = { ...enrolment, completedAt: at };
  }
  return { evaluated, enrolment: settled, expAwarded };
}

/** Settles every enrolled path holding the problem after an accepted submission (inside its transaction). */
export async function settleAfterSolve(db: Db, userId: number, problemId: number, at: Date): Promise<void> {
  const repo = createGuidedPathsRepository(db);
  for (const pathId of await repo.enrolledPathsWithProblem(userId, problemId)) {
    const path = await repo.pathById(pathId);
    // The judging side has no viewer context: every problem of the path counts (hidden ones too).
    if (path) await settleLearner(db, userId, path, null, at);
  }
}

export interface ModuleCompletion {
  title: string;
  completedItems: number;
  totalItems: number;
  completed: boolean;
}

/**
 * The learner's completion of each module of a path, by module slug (goals read it for their guided path module
 * elements): the same evaluation as the classroom's, every problem counted. Null for an unknown path.
 */
export async function moduleCompletionOf(
  db: Db,
  userId: number,
  pathSlug: string,
): Promise<Map<string, ModuleCompletion> | null> {
  const repo = createGuidedPathsRepository(db);
  const path = await repo.pathBySlug(pathSlug);
  if (!path) return null;
  const structure = await repo.structure(path.id);
  const enrolment = await repo.enrolment(path.id, userId);
  const state = await learnerState(repo, path.id, userId, enrolment, problemIdsOf(structure));
  const evaluated = evaluatePath(structure, state, null);
  return new Map(
    evaluated.modules.map((m) => [
      m.slug,
      {
        title: m.title,
        completedItems: m.progress.completed_items,
        totalItems: m.progress.total_items,
        completed: m.completed,
      },
    ]),
  );
}
