/**
 * Web project rows and the learner's solved steps -> the contract's cards and detail (@katana/shared/api/web-projects):
 * done steps, the current step (the first not done), the locked ones after it, and the progress.
 */
import type { WebProjectCard, WebProjectDetail, WebProjectStep } from '@katana/shared/api/web-projects';
import type { Difficulty } from '@katana/shared/api/practice-catalogue';
import type { WebProjectRow } from '../db/schema/web-projects.ts';
import type { StepProblem } from './web-projects.repository.ts';

export interface ProjectViewInput {
  problems: Map<string, StepProblem>;
  /** Problem ids the viewer has solved (empty for anonymous callers). */
  solved: Set<number>;
}

/** The steps whose problem is in the catalogue, each with its state for the viewer. */
export function presentSteps(project: WebProjectRow, input: ProjectViewInput): WebProjectStep[] {
  let currentSeen = false;
  return project.steps
    .flatMap((slug) => {
      const problem = input.problems.get(slug);
      if (!problem) return [];
      const done = input.solved.has(problem.id);
      const state: WebProjectStep['state'] = done ? 'done' : currentSeen ? 'locked' : 'current';
      if (!done) currentSeen = true;
      return [{ slug, name: problem.name, difficulty: problem.difficulty as Difficulty, state }];
    })
    .map((step, i) => ({ number: i + 1, ...step }));
}

export function presentCard(project: WebProjectRow, steps: readonly WebProjectStep[]): WebProjectCard {
  const done = steps.filter((s) => s.state === 'done').length;
  const total = steps.length;
  return {
    slug: project.slug,
    title: project.title,
    summary: project.summary,
    steps_count: total,
    progress: { done, total, percentage: total === 0 ? 0 : Math.floor((done * 100) / total) },
    finished: total > 0 && done === total,
  };
}

export function presentDetail(project: WebProjectRow, input: ProjectViewInput): WebProjectDetail {
  const steps = presentSteps(project, input);
  return {
    ...presentCard(project, steps),
    steps,
    current_step: steps.find((s) => s.state === 'current')?.slug ?? null,
  };
}
