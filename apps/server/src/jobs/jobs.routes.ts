/** Job board routes (contract: @katana/shared/api/jobs). Both are public reads. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import {
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  JobsPaths,
  jobListQuerySchema,
  jobListSchema,
  jobParamsSchema,
  jobPostSchema,
} from '@katana/shared/api/jobs';
import type { JobsService } from './jobs.service.ts';

const jobsRoutes: FastifyPluginAsyncZod<{ service: JobsService }> = async (app, { service }) => {
  app.get(
    JobsPaths.list,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Open job posts, filtered by text, remote, experience, skill and location',
        querystring: jobListQuerySchema,
        response: { 200: successEnvelopeSchema(jobListSchema), ...validatedErrorResponses },
      },
    },
    async (request) => ok(await service.list(request.query)),
  );

  app.get(
    JobsPaths.detail,
    {
      schema: {
        tags: ['jobs'],
        summary: 'One open job post',
        params: jobParamsSchema,
        response: {
          200: successEnvelopeSchema(jobPostSchema),
          ...validatedErrorResponses,
          404: errorEnvelopeSchema.describe('No such open job post'),
        },
      },
    },
    async (request) => ok(await service.detail(request.params.slug)),
  );
};

export default jobsRoutes;
