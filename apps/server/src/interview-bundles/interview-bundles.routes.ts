/**
 * Interview bundle routes (contract: @katana/shared/api/interview-bundles). Both are public reads: a signed-in
 * learner gets their progress, an anonymous caller none.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import {
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  InterviewBundlesPaths,
  interviewBundleDetailSchema,
  interviewBundleListQuerySchema,
  interviewBundleListSchema,
  interviewBundleParamsSchema,
} from '@katana/shared/api/interview-bundles';
import type { InterviewBundlesService } from './interview-bundles.service.ts';

const interviewBundlesRoute: FastifyPluginAsyncZod<{ service: InterviewBundlesService }> = async (
  app,
  { service },
) => {
  const viewerOf = (request: { user?: { id: number } | null }) => request.user?.id ?? null;

  app.get(
    InterviewBundlesPaths.list,
    {
      schema: {
        tags: ['interview bundles'],
        summary: "The interview bundles with the viewer's progress, filtered by level and topic",
        querystring: interviewBundleListQuerySchema,
        response: { 200: successEnvelopeSchema(interviewBundleListSchema), ...validatedErrorResponses },
      },
    },
    async (request) => ok(await service.list(viewerOf(request), request.query)),
  );

  app.get(
    InterviewBundlesPaths.detail,
    {
      schema: {
        tags: ['interview bundles'],
        summary:
          "One interview bundle: its sections and problems with the viewer's solved and attempted marks",
        params: interviewBundleParamsSchema,
        response: {
          200: successEnvelopeSchema(interviewBundleDetailSchema),
          ...validatedErrorResponses,
          404: errorEnvelopeSchema.describe('No such interview bundle'),
        },
      },
    },
    async (request) => ok(await service.detail(request.params.slug, viewerOf(request))),
  );
};

export default interviewBundlesRoute;
