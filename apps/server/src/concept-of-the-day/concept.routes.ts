/** The endpoints of ConceptOfTheDayPaths: today's concept, the archive, a date's concept and its quiz check. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import {
  commonErrorResponses,
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  conceptArchiveSchema,
  conceptDateParamsSchema,
  conceptOfTheDaySchema,
  ConceptOfTheDayPaths,
  conceptQuizBodySchema,
  conceptQuizResultSchema,
} from '@katana/shared/api/concept-of-the-day';
import type { ConceptService } from './concept.service.ts';

const tags = ['concept-of-the-day'];
const notFound = { 404: errorEnvelopeSchema.describe('No concept for this date') };

export interface ConceptRoutesOptions {
  service: ConceptService;
}

const conceptRoutes: FastifyPluginAsyncZod<ConceptRoutesOptions> = async (app, { service }) => {
  app.get(
    ConceptOfTheDayPaths.today,
    {
      schema: {
        tags,
        summary: "Today's concept (IST date): the article and its quiz without the answers",
        response: { 200: successEnvelopeSchema(conceptOfTheDaySchema), ...commonErrorResponses, ...notFound },
      },
    },
    async () => ok(await service.today(new Date())),
  );

  app.get(
    ConceptOfTheDayPaths.archive,
    {
      schema: {
        tags,
        summary: 'The concepts of the last 30 IST days, newest first',
        response: { 200: successEnvelopeSchema(conceptArchiveSchema), ...commonErrorResponses },
      },
    },
    async () => ok(await service.archive(new Date())),
  );

  app.get(
    ConceptOfTheDayPaths.byDate,
    {
      schema: {
        tags,
        summary: "A date's concept: today or a past date; future dates answer 404",
        params: conceptDateParamsSchema,
        response: {
          200: successEnvelopeSchema(conceptOfTheDaySchema),
          ...validatedErrorResponses,
          ...notFound,
        },
      },
    },
    async (request) => ok(await service.byDate(request.params.date, new Date())),
  );

  app.post(
    ConceptOfTheDayPaths.quiz,
    {
      schema: {
        tags,
        summary: "Score answers to a date's quiz (option indexes, in question order), with the right answers",
        params: conceptDateParamsSchema,
        body: conceptQuizBodySchema,
        response: {
          200: successEnvelopeSchema(conceptQuizResultSchema),
          ...validatedErrorResponses,
          ...notFound,
        },
      },
    },
    async (request) => ok(await service.checkQuiz(request.params.date, request.body.answers, new Date())),
  );
};

export default conceptRoutes;
