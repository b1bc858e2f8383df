/** POST /api/v1/reports: report an issue with a problem or with one of your submissions (spec 03 §3). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { errorEnvelopeSchema, successEnvelopeSchema } from '@katana/shared/api/envelope';
import { CataloguePaths, createdSchema, reportIssueBodySchema } from '@katana/shared/api/practice-catalogue';
import { guardedErrorResponses } from '../../plugins/app/error-responses.ts';

const reportsRoute: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  app.post(
    CataloguePaths.reports,
    {
      schema: {
        tags: ['reports'],
        summary: 'Report an issue',
        description: 'entity_id: the problem id (or slug), or the id of one of your submissions.',
        body: reportIssueBodySchema,
        response: {
          200: successEnvelopeSchema(createdSchema),
          ...guardedErrorResponses,
          404: errorEnvelopeSchema.describe('No such problem or submission'),
        },
      },
    },
    async (request) => ok(await app.practice.learner.report(request.user!.id, request.body)),
  );
};

export default reportsRoute;
