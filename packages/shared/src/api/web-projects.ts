/**
 * Web-development projects (spec 01 route /web-development, spec 03 routes web-development listing, project detail,
 * project editor; page kinds web dev listing, web dev project detail, web project editor). A project is an ordered
 * list of steps, each a front-end problem of the catalogue (content/web-projects/README.md). Paths are ours.
 *
 *   GET /api/v1/web_projects                          the projects with the viewer's progress -> webProjectList
 *   GET /api/v1/web_projects/:slug                    the steps with done / current / locked -> webProjectDetail
 *   GET /api/v1/web_projects/:slug/steps/:step/files  the files a step opens with -> webProjectStepFiles
 *   GET /api/v1/web_projects/:slug/final_files        the finished page's files -> webProjectStepFiles
 *
 * Rules (the server enforces them; the web shows them):
 * - Reads are public; anonymous callers get no learner state (nothing done, step 1 current).
 * - A step is done when the learner has an accepted submission of its problem (from the project or anywhere else).
 *   The current step is the first step not done; the steps after it are locked. A project whose steps are all done
 *   is finished (current_step null).
 * - A step opens with the learner's files from their latest accepted submission of the previous step when they have
 *   one (files the step does not use are left out, files missing are the step's starter), else the step's starter.
 *   A locked step's files are refused (409), so the project is walked in order.
 * - The finished page shows the learner's latest accepted files of the last step; before the project is finished
 *   (or for an anonymous caller) they are refused (409).
 */
import { z } from 'zod';
import { difficultySchema } from './practice-catalogue.ts';

export const WebProjectsPaths = {
  list: '/api/v1/web_projects',
  detail: '/api/v1/web_projects/:slug',
  stepFiles: '/api/v1/web_projects/:slug/steps/:step/files',
  finalFiles: '/api/v1/web_projects/:slug/final_files',
} as const;

export const WebProjectMessage = {
  NOT_FOUND: 'Web project not found.',
  STEP_NOT_FOUND: 'This project has no such step.',
  STEP_LOCKED: 'Finish the previous step first.',
  NOT_FINISHED: 'Finish every step of the project first.',
} as const;

const slugSchema = z.string().trim().min(1).max(120);
export const webProjectParamsSchema = z.object({ slug: slugSchema });
export const webProjectStepParamsSchema = z.object({ slug: slugSchema, step: slugSchema });

export const webProjectProgressSchema = z
  .object({
    done: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    percentage: z.number().int().min(0).max(100).describe('done / total, rounded down'),
  })
  .describe('Zero for anonymous callers');
export type WebProjectProgress = z.infer<typeof webProjectProgressSchema>;

export const webProjectCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  steps_count: z.number().int().nonnegative(),
  progress: webProjectProgressSchema,
  finished: z.boolean(),
});
export type WebProjectCard = z.infer<typeof webProjectCardSchema>;

export const webProjectListSchema = z.object({
  projects: z.array(webProjectCardSchema).describe('In the content order (position, then title)'),
});
export type WebProjectList = z.infer<typeof webProjectListSchema>;

export const WEB_PROJECT_STEP_STATES = ['done', 'current', 'locked'] as const;
export const webProjectStepSchema = z.object({
  number: z.number().int().positive().describe('1-based'),
  slug: z.string().describe("The step's problem slug"),
  name: z.string(),
  difficulty: difficultySchema,
  state: z.enum(WEB_PROJECT_STEP_STATES),
});
export type WebProjectStep = z.infer<typeof webProjectStepSchema>;

export const webProjectDetailSchema = webProjectCardSchema.extend({
  steps: z.array(webProjectStepSchema),
  current_step: z.string().nullable().describe("The current step's slug; null when the project is finished"),
});
export type WebProjectDetail = z.infer<typeof webProjectDetailSchema>;

export const webProjectStepFilesSchema = z.object({
  step: z.string(),
  files: z
    .record(z.string(), z.string())
    .describe('File name -> text, in the order of the step problem files'),
  from: z
    .enum(['previous_step', 'starter', 'accepted'])
    .describe(
      "The learner's files of the previous step, the step's starter, or the step's own accepted files",
    ),
});
export type WebProjectStepFiles = z.infer<typeof webProjectStepFilesSchema>;
