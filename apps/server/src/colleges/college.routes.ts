/** The endpoints of CollegePaths: the autocomplete list, one college, and a learner's request for a missing one. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import {
  commonErrorResponses,
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  collegeListQuerySchema,
  collegeListSchema,
  CollegePaths,
  collegeRequestBodySchema,
  collegeRequestSchema,
  collegeSchema,
  collegeSlugParamsSchema,
} from '@katana/shared/api/colleges';
import type { CollegeService } from './college.service.ts';

const tags = ['colleges'];

const collegeRoutes: FastifyPluginAsyncZod<{ service: CollegeService }> = async (app, { service }) => {
  app.get(
    CollegePaths.list,
    {
      schema: {
        tags,
        summary: 'Colleges whose name (or city) matches the term, closest first; typos tolerated',
        querystring: collegeListQuerySchema,
        response: { 200: successEnvelopeSchema(collegeListSchema), ...validatedErrorResponses },
      },
    },
    async (request) => ok(await service.list(request.query.term, request.query.page)),
  );

  app.get(
    CollegePaths.detail,
    {
      schema: {
        tags,
        summary: 'One college',
        params: collegeSlugParamsSchema,
        response: {
          200: successEnvelopeSchema(collegeSchema),
          ...validatedErrorResponses,
          404: errorEnvelopeSchema.describe('No such college'),
        },
      },
    },
    async (request) => ok(await service.detail(request.params.slug)),
  );

  app.post(
    CollegePaths.requests,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Ask for a college missing from the list (an operator adds it)',
        body: collegeRequestBodySchema,
        response: {
          200: successEnvelopeSchema(collegeRequestSchema),
          ...validatedErrorResponses,
          ...commonErrorResponses,
          401: errorEnvelopeSchema.describe('Not signed in'),
        },
      },
    },
    async (request) => ok(await service.request(request.user!.id, request.body)),
  );
};

export default collegeRoutes;
