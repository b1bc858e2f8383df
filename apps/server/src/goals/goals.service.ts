/**
 * Goals (contract and rules: @katana/shared/api/goals). Progress is derived from the real sources on each read:
 * guided path modules through the guided paths slice, problem lists through practice's solved states, videos
 * through the library's one record of completed videos (a video completed in /resources/videos counts here, one
 * completed here shows there), articles through the learner's marks. Every call about the learner's goal settles
 * GOAL EXP (GOAL_PHASE_EXP per completed phase of the current goal, once: the EXP ledger's key
 * `goal-phase:<goal>:<phase>`).
 */
import { ErrorCode } from '@katana/shared/envelope';
import { ExpSource } from '@katana/shared/engagement/exp-awards';
import {
  GOAL_PHASE_EXP,
  GoalMessage,
  type ActionCard,
  type GoalDetails,
  type GoalElementDetails,
  type GoalElementType,
  type GoalList,
  type GoalProgress,
  type UserGoalStatus,
} from '@katana/shared/api/goals';
import { ApiError } from '../plugins/app/api-error.ts';
import type { Db } from '../db/client.ts';
import type { JourneyGoalRow, StoredGoalElement } from '../db/schema/goals.ts';
import { awardExp } from '../engagement/index.ts';
import { embedUrlOf, moduleCompletionOf } from '../guided-paths/index.ts';
import { completedVideoIdentities, markVideoCompleted } from '../library/index.ts';
import { createGoalsRepository } from './goals.repository.ts';
import { evaluateElement, evaluateGoal, type EvaluatedGoal, type GoalLearnerState } from './goal-progress.ts';
import { presentCard, presentLastViewed } from './goals.presenter.ts';

export interface GoalsServiceDeps {
  db: Db;
  /** Delivers the user's stored toasts after a commit (app.notifications.deliver). */
  deliver: (userId: number) => Promise<unknown>;
  now?: () => Date;
}

const notFound = () => new ApiError(404, ErrorCode.NOT_FOUND, GoalMessage.NOT_FOUND);
const noGoal = () => new ApiError(404, ErrorCode.NOT_FOUND, GoalMessage.NO_GOAL);
const phaseNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, GoalMessage.PHASE_NOT_FOUND);
const elementNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, GoalMessage.ELEMENT_NOT_FOUND);

export function createGoalsService(deps: GoalsServiceDeps) {
  const { db } = deps;
  const repo = createGoalsRepository(db);
  const now = deps.now ?? (() => new Date());

  const goalOr404 = async (slug: string) => (await repo.goal(slug)) ?? Promise.reject(notFound());

  /** The learner's state in a goal, read from guided paths, practice and the goal marks. */
  async function stateOf(userId: number | null, goal: JourneyGoalRow): Promise<GoalLearnerState> {
    const elements = goal.phases.flatMap((p) => p.elements);
    if (userId === null)
      return { picks: new Map(), marks: new Set(), videos: new Set(), modules: new Map(), lists: new Map() };
    const modules = new Map<string, { done: number; total: number; completed: boolean }>();
    const paths = [...new Set(elements.flatMap((e) => (e.type === 'guided_path_module' ? [e.path] : [])))];
    for (const slug of paths) {
      const completion = await moduleCompletionOf(db, userId, slug);
      for (const [module, c] of completion ?? [])
        modules.set(`${slug}/${module}`, {
          done: c.completedItems,
          total: c.totalItems,
          completed: c.completed,
        });
    }
    const lists = elements.flatMap((e) => (e.type === 'problem_list' ? [e.list] : []));
    const [picks, marks, videos, listCounts] = await Promise.all([
      repo.customPicks(userId, goal.slug),
      repo.marks(userId, goal.slug),
      completedVideoIdentities(db, userId),
      repo.listCounts(userId, lists),
    ]);
    return { picks, marks, videos, modules, lists: listCounts };
  }

  /** Pays GOAL EXP for the completed phases of the learner's current goal; the EXP this call paid. */
  async function settle(userId: number, goal: JourneyGoalRow, evaluated: EvaluatedGoal): Promise<number> {
    const current = await repo.userGoal(userId);
    if (current?.goalSlug !== goal.slug) return 0;
    let paid = 0;
    for (const phase of evaluated.phases) {
      if (!phase.completed) continue;
      const row = await awardExp(db, {
        userId,
        source: ExpSource.GOAL,
        sourceId: `goal-phase:${goal.slug}:${phase.journey_phase_id}`,
        basePoints: GOAL_PHASE_EXP,
        at: now(),
        title: `${goal.title}: ${phase.title}`,
      });
      if (row) paid += row.total;
    }
    if (paid > 0) await deps.deliver(userId);
    return paid;
  }

  async function progressOf(userId: number, goal: JourneyGoalRow): Promise<GoalProgress> {
    const evaluated = evaluateGoal(goal.phases, await stateOf(userId, goal));
    const expAwarded = await settle(userId, goal, evaluated);
    const current = await repo.userGoal(userId);
    const mine = current?.goalSlug === goal.slug ? current : undefined;
    return {
      journey_goal_id: goal.slug,
      title: goal.title,
      language_id: mine?.languageId ?? null,
      percentage: evaluated.percentage,
      completed_phases: evaluated.completedPhases,
      total_phases: evaluated.phases.length,
      phases: evaluated.phases,
      next_action: evaluated.next
        ? {
            journey_phase_id: evaluated.next.phase.journey_phase_id,
            phase_title: evaluated.next.phase.title,
            element: evaluated.next.element,
          }
        : null,
      last_viewed_element: mine ? presentLastViewed(goal, mine) : null,
      exp_awarded: expAwarded,
    };
  }

  async function currentGoal(userId: number) {
    const current = await repo.userGoal(userId);
    if (!current) throw noGoal();
    return { current, goal: await goalOr404(current.goalSlug) };
  }

  function findElement(goal: JourneyGoalRow, elementId: string) {
    for (const phase of goal.phases) {
      const element = phase.elements.find((e) => e.key === elementId);
      if (element) return { phase, element };
    }
    return null;
  }

  async function checkLanguage(goal: JourneyGoalRow, languageId: string) {
    if (!goal.languages.includes(languageId) || !(await repo.languageExists(languageId)))
      throw new ApiError(422, ErrorCode.VALIDATION, GoalMessage.LANGUAGE_NOT_OFFERED);
  }

  async function status(userId: number, withPhases: boolean): Promise<UserGoalStatus> {
    const current = await repo.userGoal(userId);
    if (!current) return { has_goal: false, journey_goal_id: null, language_id: null, progress: null };
    const goal = await goalOr404(current.goalSlug);
    return {
      has_goal: true,
      journey_goal_id: goal.slug,
      language_id: current.languageId,
      progress: withPhases ? await progressOf(userId, goal) : null,
    };
  }

  return {
    async list(viewer: number | null): Promise<GoalList> {
      const [goals, current] = await Promise.all([
        repo.allGoals(),
        viewer === null ? undefined : repo.userGoal(viewer),
      ]);
      return { goals: goals.map((g) => presentCard(g, current?.goalSlug === g.slug)) };
    },

    async details(
      viewer: number | null,
      query: { journey_goal_id: string; show_phase_elements: boolean; journey_phase_id?: string | undefined },
    ): Promise<GoalDetails> {
      const goal = await goalOr404(query.journey_goal_id);
      if (query.journey_phase_id && !goal.phases.some((p) => p.slug === query.journey_phase_id))
        throw phaseNotFound();
      const evaluated = evaluateGoal(goal.phases, await stateOf(viewer, goal));
      return {
        journey_goal_id: goal.slug,
        title: goal.title,
        summary: goal.summary,
        description_html: goal.descriptionHtml,
        languages: goal.languages,
        phases: evaluated.phases
          .filter((p) => !query.journey_phase_id || p.journey_phase_id === query.journey_phase_id)
          .map((p) => ({ ...p, elements: query.show_phase_elements ? p.elements : [] })),
      };
    },

    async setUserGoal(
      userId: number,
      body: { journey_goal_id: string; language_id?: string | undefined },
    ): Promise<UserGoalStatus> {
      const goal = await goalOr404(body.journey_goal_id);
      if (body.language_id !== undefined) await checkLanguage(goal, body.language_id);
      await repo.setUserGoal(userId, goal.slug, body.language_id ?? null, now());
      return status(userId, true);
    },

    async setLanguage(userId: number, body: { language_id: string; journey_goal_id: string }) {
      const { goal } = await currentGoal(userId);
      if (goal.slug !== body.journey_goal_id) throw notFound();
      await checkLanguage(goal, body.language_id);
      await repo.setLanguage(userId, body.language_id);
      return status(userId, false);
    },

    async selectCustomElements(
      userId: number,
      body: { journey_phase_id: string; phase_element_ids: string[] },
    ): Promise<GoalProgress> {
      const { goal } = await currentGoal(userId);
      const phase = goal.phases.find((p) => p.slug === body.journey_phase_id);
      if (!phase) throw phaseNotFound();
      const ids = [...new Set(body.phase_element_ids)];
      for (const id of ids) {
        const element = phase.elements.find((e) => e.key === id);
        if (!element) throw elementNotFound();
        if (!element.optional) throw new ApiError(422, ErrorCode.VALIDATION, GoalMessage.NOT_OPTIONAL);
      }
      await repo.replacePicks(userId, goal.slug, phase.slug, ids);
      return progressOf(userId, goal);
    },

    async markVideoCompleted(userId: number, body: { video_id: string; video_list_id: string }) {
      const { goal } = await currentGoal(userId);
      const phase = goal.phases.find((p) => p.slug === body.video_list_id);
      if (!phase) throw phaseNotFound();
      const element = phase.elements.find((e) => e.key === body.video_id);
      if (!element) throw elementNotFound();
      if (element.type !== 'video') throw new ApiError(422, ErrorCode.VALIDATION, GoalMessage.NOT_A_VIDEO);
      await markVideoCompleted(db, userId, element.url, now());
      return progressOf(userId, goal);
    },

    async progress(userId: number, goalSlug: string): Promise<GoalProgress> {
      return progressOf(userId, await goalOr404(goalSlug));
    },

    async elementDetails(
      userId: number,
      query: { element_id: string; element_type: GoalElementType },
    ): Promise<GoalElementDetails> {
      const { goal } = await currentGoal(userId);
      const found = findElement(goal, query.element_id);
      if (!found || found.element.type !== query.element_type) throw elementNotFound();
      const state = await stateOf(userId, goal);
      const { phase, element } = found;
      const included = !element.optional || (state.picks.get(phase.slug)?.has(element.key) ?? false);
      return {
        journey_goal_id: goal.slug,
        journey_phase_id: phase.slug,
        element: evaluateElement(element, included, state),
        ...bodyOf(element),
      };
    },

    async markLastViewed(
      userId: number,
      body: { journey_phase_id: string; element_type: GoalElementType; element_data: { element_id: string } },
    ): Promise<GoalProgress> {
      const { goal } = await currentGoal(userId);
      const phase = goal.phases.find((p) => p.slug === body.journey_phase_id);
      if (!phase) throw phaseNotFound();
      const element = phase.elements.find((e) => e.key === body.element_data.element_id);
      if (!element || element.type !== body.element_type) throw elementNotFound();
      const at = now();
      await repo.setLastViewed(userId, phase.slug, element.key, at);
      // Opening an article is reading it: the article element completes.
      if (element.type === 'article') await repo.addMark(userId, goal.slug, element.key, at);
      return progressOf(userId, goal);
    },

    async actionCard(userId: number, phaseSlug: string | undefined): Promise<ActionCard> {
      const { goal } = await currentGoal(userId);
      if (phaseSlug !== undefined && !goal.phases.some((p) => p.slug === phaseSlug)) throw phaseNotFound();
      const evaluated = evaluateGoal(goal.phases, await stateOf(userId, goal));
      await settle(userId, goal, evaluated);
      const phases = phaseSlug
        ? evaluated.phases.filter((p) => p.journey_phase_id === phaseSlug)
        : evaluated.phases;
      for (const phase of phases) {
        const element = phase.elements.find((e) => e.included && !e.completed);
        if (element) return { journey_phase_id: phase.journey_phase_id, phase_title: phase.title, element };
      }
      return null;
    },

    async landingEvent(userId: number, goalSlug: string): Promise<{ recorded: boolean }> {
      const current = await repo.userGoal(userId);
      if (current?.goalSlug !== goalSlug) return { recorded: false };
      await repo.setLanded(userId, now());
      return { recorded: true };
    },

    status,
  };
}

function bodyOf(element: StoredGoalElement) {
  if (element.type === 'video')
    return {
      body_html: element.notesHtml,
      video_url: element.url,
      embed_url: embedUrlOf(element.url),
      duration_minutes: element.durationMinutes,
    };
  return { body_html: null, video_url: null, embed_url: null, duration_minutes: null };
}

export type GoalsService = ReturnType<typeof createGoalsService>;
