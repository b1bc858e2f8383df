/**
 * The rules of the contract's header (packages/shared/src/api/goals.ts) as one pure function over a goal's phases
 * and a learner's state: which elements are in each phase, which are complete, each phase's progress, the next
 * action.
 */
import type { GoalElement, GoalPhase } from '@katana/shared/api/goals';
import type { StoredGoalElement, StoredGoalPhase } from '../db/schema/goals.ts';
import { isVideoCompleted } from '../library/index.ts';

export interface GoalLearnerState {
  /** phase slug -> optional element keys picked. */
  picks: ReadonlyMap<string, ReadonlySet<string>>;
  /** Articles opened (element keys). */
  marks: ReadonlySet<string>;
  /** The learner's completed videos, the library's one record (library's completedVideoIdentities). */
  videos: ReadonlySet<string>;
  /** `<path>/<module>` -> items done / total and completion (guided paths). */
  modules: ReadonlyMap<string, { done: number; total: number; completed: boolean }>;
  /** list slug -> solved / total (practice). */
  lists: ReadonlyMap<string, { solved: number; total: number }>;
}

export interface EvaluatedPhase extends Omit<GoalPhase, 'elements'> {
  elements: GoalElement[];
}

export interface EvaluatedGoal {
  phases: EvaluatedPhase[];
  percentage: number;
  completedPhases: number;
  /** The first incomplete included element of the first incomplete phase. */
  next: { phase: EvaluatedPhase; element: GoalElement } | null;
}

export function hrefOf(e: StoredGoalElement): string {
  switch (e.type) {
    case 'guided_path_module':
      return `/guided-paths/${e.path}/content`;
    case 'problem_list':
      return `/problem-lists/${e.list}`;
    case 'article':
      return `/guided-paths/${e.path}/content?item=${e.item}`;
    case 'video':
      return `/home/goals?element=${e.key}`;
  }
}

export function evaluateElement(
  e: StoredGoalElement,
  included: boolean,
  state: GoalLearnerState,
): GoalElement {
  let done = 0;
  let total = 1;
  let completed = false;
  if (e.type === 'guided_path_module') {
    const m = state.modules.get(`${e.path}/${e.module}`);
    done = m?.done ?? 0;
    total = m?.total ?? 0;
    completed = m?.completed ?? false;
  } else if (e.type === 'problem_list') {
    const l = state.lists.get(e.list);
    total = Math.min(e.target ?? Number.POSITIVE_INFINITY, l?.total ?? 0);
    done = Math.min(l?.solved ?? 0, total);
    completed = total > 0 && done >= total;
  } else if (e.type === 'video') {
    completed = isVideoCompleted(state.videos, e.url);
    done = completed ? 1 : 0;
  } else {
    completed = state.marks.has(e.key);
    done = completed ? 1 : 0;
  }
  return {
    element_id: e.key,
    element_type: e.type,
    title: e.title,
    optional: e.optional,
    included,
    completed,
    done_count: done,
    total_count: total,
    href: hrefOf(e),
  };
}

export function evaluateGoal(phases: readonly StoredGoalPhase[], state: GoalLearnerState): EvaluatedGoal {
  const evaluated = phases.map((p): EvaluatedPhase => {
    const picked = state.picks.get(p.slug);
    const elements = p.elements.map((e) =>
      evaluateElement(e, !e.optional || (picked?.has(e.key) ?? false), state),
    );
    const included = elements.filter((e) => e.included);
    const done = included.filter((e) => e.completed).length;
    return {
      journey_phase_id: p.slug,
      title: p.title,
      summary: p.summary,
      completed: included.length > 0 && done === included.length,
      completed_elements: done,
      total_elements: included.length,
      percentage: included.length === 0 ? 0 : Math.floor((done * 100) / included.length),
      elements,
    };
  });
  const all = evaluated.flatMap((p) => p.elements.filter((e) => e.included));
  const done = all.filter((e) => e.completed).length;
  let next: EvaluatedGoal['next'] = null;
  for (const phase of evaluated) {
    const element = phase.elements.find((e) => e.included && !e.completed);
    if (element) {
      next = { phase, element };
      break;
    }
  }
  return {
    phases: evaluated,
    percentage: all.length === 0 ? 0 : Math.floor((done * 100) / all.length),
    completedPhases: evaluated.filter((p) => p.completed).length,
    next,
  };
}
