/** Goal rows as the contract's cards and last viewed element (@katana/shared/api/goals). */
import type { GoalCard, LastViewedElement } from '@katana/shared/api/goals';
import type { JourneyGoalRow, UserGoalRow } from '../db/schema/goals.ts';
import { hrefOf } from './goal-progress.ts';

export function presentCard(goal: JourneyGoalRow, selected: boolean): GoalCard {
  return {
    journey_goal_id: goal.slug,
    title: goal.title,
    summary: goal.summary,
    phase_count: goal.phases.length,
    element_count: goal.phases.reduce((n, p) => n + p.elements.length, 0),
    languages: goal.languages,
    selected,
  };
}

/** The learner's last viewed element, if it is still part of the goal. */
export function presentLastViewed(goal: JourneyGoalRow, mine: UserGoalRow): LastViewedElement {
  if (!mine.lastPhaseSlug || !mine.lastElementKey || !mine.lastViewedAt) return null;
  const phase = goal.phases.find((p) => p.slug === mine.lastPhaseSlug);
  const element = phase?.elements.find((e) => e.key === mine.lastElementKey);
  if (!phase || !element) return null;
  return {
    journey_phase_id: phase.slug,
    element_type: element.type,
    element_id: element.key,
    title: element.title,
    href: hrefOf(element),
    viewed_at: mine.lastViewedAt.toISOString(),
  };
}
