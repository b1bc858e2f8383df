/** The endpoints of PrepPlanPaths: read, save and forget the signed-in learner's prep plan. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { successEnvelopeSchema } from '@katana/shared/api/envelope';
import {
  PrepPlanPaths,
  prepPlanResponseSchema,
  prepPlanSettingsBodySchema,
} from '@katana/shared/api/prep-plan';
import { guardedErrorResponses } from '../plugins/app/error-responses.ts';
import type { PrepPlanService } from './prep-plan.service.ts';

const tags = ['prep-plan'];
const response = { 200: successEnvelopeSchema(prepPlanResponseSchema), ...guardedErrorResponses };

export interface PrepPlanRoutesOptions {
  service: PrepPlanService;
}

const prepPlanRoutes: FastifyPluginAsyncZod<PrepPlanRoutesOptions> = async (app, { service }) => {
  app.get(
    PrepPlanPaths.plan,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The learner's plan settings and today's schedule (both null before they make a plan)",
        response,
      },
    },
    async (request) => ok(await service.get(request.user!.id, new Date())),
  );

  app.put(
    PrepPlanPaths.plan,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Save the target date, weekly hours, study days and guided paths; answers the new schedule',
        body: prepPlanSettingsBodySchema,
        response,
      },
    },
    async (request) => ok(await service.save(request.user!.id, request.body, new Date())),
  );

  app.delete(
    PrepPlanPaths.plan,
    { onRequest: app.requireUser, schema: { tags, summary: 'Forget the plan', response } },
    async (request) => {
      await service.remove(request.user!.id);
      return ok({ settings: null, plan: null });
    },
  );
};

export default prepPlanRoutes;
