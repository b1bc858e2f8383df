/**
 * Web projects: the listing and a project's detail with the viewer's progress, the files a step opens with (the
 * learner's accepted files of the previous step, else the step's starter), and the server-rendered head of a
 * project's page. The rules are the contract's header (@katana/shared/api/web-projects).
 */
import { ErrorCode } from '@katana/shared/envelope';
import { decodeFrontendFiles, type FrontendFiles } from '@katana/shared/frontend-files';
import {
  WebProjectMessage,
  type WebProjectDetail,
  type WebProjectList,
  type WebProjectStepFiles,
} from '@katana/shared/api/web-projects';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { WebProjectRow } from '../db/schema/web-projects.ts';
import { ApiError } from '../plugins/app/api-error.ts';
import { createWebProjectsRepository, type StepProblem } from './web-projects.repository.ts';
import { presentCard, presentDetail, presentSteps, type ProjectViewInput } from './web-projects.presenter.ts';

type Viewer = number | null;

/** A front-end problem's starter files: its one scaffold (files JSON under the frontend or react key). */
function starterOf(problem: StepProblem): FrontendFiles {
  for (const code of Object.values(problem.scaffolds)) {
    const files = decodeFrontendFiles(code);
    if (files) return files;
  }
  return {};
}

export interface WebProjectsServiceDeps {
  db: Db;
  /** Practice's access policy: the viewer's visibility condition over problems.id (undefined: all visible). */
  visibleTo: (viewer: Viewer) => SQL | undefined;
}

export function createWebProjectsService(deps: WebProjectsServiceDeps) {
  const repo = createWebProjectsRepository(deps.db);

  async function viewOf(projects: readonly WebProjectRow[], viewer: Viewer): Promise<ProjectViewInput> {
    const problems = await repo.stepProblems(
      projects.flatMap((p) => p.steps),
      deps.visibleTo(viewer),
    );
    const ids = [...problems.values()].map((p) => p.id);
    const solved = viewer === null ? new Set<number>() : await repo.solved(viewer, ids);
    return { problems, solved };
  }

  async function projectOr404(slug: string): Promise<WebProjectRow> {
    const project = await repo.projectBySlug(slug);
    if (!project) throw new ApiError(404, ErrorCode.NOT_FOUND, WebProjectMessage.NOT_FOUND);
    return project;
  }

  return {
    async list(viewer: Viewer): Promise<WebProjectList> {
      const projects = await repo.allProjects();
      const input = await viewOf(projects, viewer);
      return { projects: projects.map((p) => presentCard(p, presentSteps(p, input))) };
    },

    async detail(slug: string, viewer: Viewer): Promise<WebProjectDetail> {
      const project = await projectOr404(slug);
      return presentDetail(project, await viewOf([project], viewer));
    },

    async stepFiles(slug: string, step: string, viewer: Viewer): Promise<WebProjectStepFiles> {
      const project = await projectOr404(slug);
      const input = await viewOf([project], viewer);
      const steps = presentSteps(project, input);
      const index = steps.findIndex((s) => s.slug === step);
      const problem = input.problems.get(step);
      if (index < 0 || !problem)
        throw new ApiError(404, ErrorCode.NOT_FOUND, WebProjectMessage.STEP_NOT_FOUND);
      if (steps[index]!.state === 'locked')
        throw new ApiError(409, ErrorCode.CONFLICT, WebProjectMessage.STEP_LOCKED);
      const starter = starterOf(problem);
      const previous = index > 0 ? input.problems.get(steps[index - 1]!.slug) : undefined;
      const code = previous && viewer !== null ? await repo.latestAcceptedCode(viewer, previous.id) : null;
      const carried = code === null ? null : decodeFrontendFiles(code);
      if (!carried) return { step, files: starter, from: 'starter' };
      // The step's own files, in its order: the learner's text where they have one, else the starter's.
      const files = Object.fromEntries(
        Object.entries(starter).map(([name, text]) => [name, carried[name] ?? text]),
      );
      return { step, files, from: 'previous_step' };
    },

    async finalFiles(slug: string, viewer: Viewer): Promise<WebProjectStepFiles> {
      const project = await projectOr404(slug);
      const input = await viewOf([project], viewer);
      const steps = presentSteps(project, input);
      const last = steps.at(-1);
      const problem = last ? input.problems.get(last.slug) : undefined;
      const code =
        viewer !== null && problem && steps.every((s) => s.state === 'done')
          ? await repo.latestAcceptedCode(viewer, problem.id)
          : null;
      const files = code === null ? null : decodeFrontendFiles(code);
      if (!last || !problem || !files)
        throw new ApiError(409, ErrorCode.CONFLICT, WebProjectMessage.NOT_FINISHED);
      return { step: last.slug, files: { ...starterOf(problem), ...files }, from: 'accepted' };
    },

    async pageHead(slug: string): Promise<{ title: string; description: string } | null> {
      const project = await repo.projectBySlug(slug);
      return project ? { title: project.title, description: project.summary } : null;
    },
  };
}

export type WebProjectsService = ReturnType<typeof createWebProjectsService>;
