/**
 * The rules of the contract's header (packages/shared/src/api/guided-paths.ts) as one pure function over a path's
 * structure and a learner's state: which items the viewer sees (hidden problems left out), which are complete,
 * each module's progress, completion and lock, the path's progress.
 */
import {
  GUIDED_PATH_OPEN_MODULES,
  GUIDED_PATH_UNLOCK_SHARE,
  type GuidedPathProgressSummary,
} from '@katana/shared/api/guided-paths';
import type { LearnerProblemState, StructureItem, StructureModule } from './guided-paths.repository.ts';

export interface LearnerState {
  enrolled: boolean;
  /** Keys the learner marked complete, with when. */
  marks: ReadonlyMap<string, Date>;
  problems: ReadonlyMap<number, LearnerProblemState>;
}

export interface EvaluatedItem extends StructureItem {
  moduleSlug: string;
  completed: boolean;
  userScore: number;
  attempted: boolean;
  locked: boolean;
  /** Completes by being marked (article, video, NOTE item) rather than solved. */
  markable: boolean;
}

export interface EvaluatedModule extends Omit<StructureModule, 'contentables'> {
  contentables: {
    slug: string;
    title: string;
    items: EvaluatedItem[];
    progress: GuidedPathProgressSummary;
  }[];
  progress: GuidedPathProgressSummary;
  completed: boolean;
  locked: boolean;
}

export interface EvaluatedPath {
  modules: EvaluatedModule[];
  /** Every visible item in path order. */
  items: EvaluatedItem[];
  progress: GuidedPathProgressSummary;
}

export const ANONYMOUS_STATE: LearnerState = { enrolled: false, marks: new Map(), problems: new Map() };

const isNote = (item: StructureItem) => item.kind === 'problem' && item.problemType === 'NOTE';
const isScored = (item: StructureItem) => item.kind === 'problem' && !isNote(item);

export function summarise(items: readonly EvaluatedItem[]): GuidedPathProgressSummary {
  const counts = (pick: (i: EvaluatedItem) => boolean) => {
    const of = items.filter(pick);
    return { completed: of.filter((i) => i.completed).length, total: of.length };
  };
  const completed = items.filter((i) => i.completed).length;
  const scored = items.filter(isScored);
  return {
    completed_items: completed,
    total_items: items.length,
    percentage: items.length === 0 ? 0 : Math.floor((completed * 100) / items.length),
    score: scored.reduce((s, i) => s + i.userScore, 0),
    max_score: scored.reduce((s, i) => s + i.maxScore, 0),
    videos: counts((i) => i.kind === 'video'),
    problems: counts(isScored),
    notes: counts((i) => i.kind === 'article' || isNote(i)),
  };
}

/**
 * `visible`: the ids of the path's problems the viewer may see (practice's access policy); null when every one is.
 */
export function evaluatePath(
  structure: readonly StructureModule[],
  state: LearnerState,
  visible: ReadonlySet<number> | null,
): EvaluatedPath {
  const modules: EvaluatedModule[] = [];
  let previous: EvaluatedModule | null = null;
  for (const [index, module] of structure.entries()) {
    // Open: the first modules to an enrolled learner; a later one once enough of the previous one is complete.
    const locked = !(
      index < GUIDED_PATH_OPEN_MODULES ||
      (state.enrolled &&
        previous !== null &&
        !previous.locked &&
        (previous.progress.total_items === 0 ||
          previous.progress.completed_items >= GUIDED_PATH_UNLOCK_SHARE * previous.progress.total_items))
    );
    const contentables = module.contentables.map((c) => {
      const items = c.items
        .filter((item) => item.problemId === null || visible === null || visible.has(item.problemId))
        .map((item): EvaluatedItem => {
          const problem = item.problemId !== null ? state.problems.get(item.problemId) : undefined;
          const markable = !isScored(item);
          return {
            ...item,
            moduleSlug: module.slug,
            markable,
            completed: markable ? state.marks.has(item.key) : problem?.solvedAt != null,
            userScore: problem?.userScore ?? 0,
            attempted: problem?.attempted ?? false,
            locked,
          };
        });
      return { slug: c.slug, title: c.title, items, progress: summarise(items) };
    });
    const items = contentables.flatMap((c) => c.items);
    const progress = summarise(items);
    const evaluated: EvaluatedModule = {
      slug: module.slug,
      title: module.title,
      summary: module.summary,
      weightage: module.weightage,
      contentables,
      progress,
      completed: items.length > 0 && progress.completed_items === items.length,
      locked,
    };
    modules.push(evaluated);
    previous = evaluated;
  }
  const items = modules.flatMap((m) => m.contentables.flatMap((c) => c.items));
  return { modules, items, progress: summarise(items) };
}
