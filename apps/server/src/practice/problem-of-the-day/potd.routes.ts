/**
 * The endpoints of ProblemOfTheDayPaths: today's problem and a past date's for anyone (the solved flag when signed
 * in), the 30-day archive with solved marks and the POTD streak for a signed-in learner.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import {
  commonErrorResponses,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  potdArchiveSchema,
  potdDateParamsSchema,
  problemOfTheDaySchema,
  ProblemOfTheDayPaths,
} from '@katana/shared/api/problem-of-the-day';
import { guardedErrorResponses } from '../../plugins/app/error-responses.ts';
import type { PotdService } from './potd.service.ts';

const tags = ['problem-of-the-day'];

export interface PotdRoutesOptions {
  service: PotdService;
}

const potdRoutes: FastifyPluginAsyncZod<PotdRoutesOptions> = async (app, { service }) => {
  app.get(
    ProblemOfTheDayPaths.today,
    {
      schema: {
        tags,
        summary: "Today's problem (IST date), with the learner's solved flag when signed in",
        response: { 200: successEnvelopeSchema(problemOfTheDaySchema), ...commonErrorResponses },
      },
    },
    async (request) => ok(await service.today(new Date(), request.user?.id)),
  );

  app.get(
    ProblemOfTheDayPaths.archive,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'The last 30 days of problems of the day, newest first, with solved marks and the POTD streak',
        response: { 200: successEnvelopeSchema(potdArchiveSchema), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await service.archive(new Date(), request.user!.id)),
  );

  app.get(
    ProblemOfTheDayPaths.byDate,
    {
      schema: {
        tags,
        summary: "A date's problem of the day: today or a past date; future dates answer 404",
        params: potdDateParamsSchema,
        response: { 200: successEnvelopeSchema(problemOfTheDaySchema), ...validatedErrorResponses },
      },
    },
    async (request) => ok(await service.byDate(request.params.date, new Date(), request.user?.id)),
  );
};

export default potdRoutes;
