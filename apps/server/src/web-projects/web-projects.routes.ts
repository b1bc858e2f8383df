/**
 * Web project routes (contract: @katana/shared/api/web-projects). All are public reads: a signed-in learner gets
 * their progress and their carried-over files, an anonymous caller none.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import {
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  WebProjectsPaths,
  webProjectDetailSchema,
  webProjectListSchema,
  webProjectParamsSchema,
  webProjectStepFilesSchema,
  webProjectStepParamsSchema,
} from '@katana/shared/api/web-projects';
import type { WebProjectsService } from './web-projects.service.ts';

const webProjectsRoute: FastifyPluginAsyncZod<{ service: WebProjectsService }> = async (app, { service }) => {
  const viewerOf = (request: { user?: { id: number } | null }) => request.user?.id ?? null;

  app.get(
    WebProjectsPaths.list,
    {
      schema: {
        tags: ['web projects'],
        summary: "The web-development projects with the viewer's progress",
        response: { 200: successEnvelopeSchema(webProjectListSchema), ...validatedErrorResponses },
      },
    },
    async (request) => ok(await service.list(viewerOf(request))),
  );

  app.get(
    WebProjectsPaths.detail,
    {
      schema: {
        tags: ['web projects'],
        summary: "One web project: its steps with the viewer's done, current and locked marks",
        params: webProjectParamsSchema,
        response: {
          200: successEnvelopeSchema(webProjectDetailSchema),
          ...validatedErrorResponses,
          404: errorEnvelopeSchema.describe('No such web project'),
        },
      },
    },
    async (request) => ok(await service.detail(request.params.slug, viewerOf(request))),
  );

  app.get(
    WebProjectsPaths.stepFiles,
    {
      schema: {
        tags: ['web projects'],
        summary:
          "The files a project step opens with: the viewer's files of the previous step, else its starter",
        params: webProjectStepParamsSchema,
        response: {
          200: successEnvelopeSchema(webProjectStepFilesSchema),
          ...validatedErrorResponses,
          404: errorEnvelopeSchema.describe('No such web project or step'),
          409: errorEnvelopeSchema.describe('The step is locked: the previous step is not done'),
        },
      },
    },
    async (request) =>
      ok(await service.stepFiles(request.params.slug, request.params.step, viewerOf(request))),
  );

  app.get(
    WebProjectsPaths.finalFiles,
    {
      schema: {
        tags: ['web projects'],
        summary: "The finished page's files: the viewer's latest accepted files of the project's last step",
        params: webProjectParamsSchema,
        response: {
          200: successEnvelopeSchema(webProjectStepFilesSchema),
          ...validatedErrorResponses,
          404: errorEnvelopeSchema.describe('No such web project'),
          409: errorEnvelopeSchema.describe('The viewer has not finished the project'),
        },
      },
    },
    async (request) => ok(await service.finalFiles(request.params.slug, viewerOf(request))),
  );
};

export default webProjectsRoute;
