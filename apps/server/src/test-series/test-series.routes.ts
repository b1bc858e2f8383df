/**
 * Test series routes (contract: @katana/shared/api/test-series). The list and a series' detail are public (an
 * anonymous caller sees no learner state); the problem list, start, submit, marks and answers need a learner.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import {
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  testSeriesParamsSchema,
  TestSeriesPaths,
  markForReviewBodySchema,
  markForReviewResultSchema,
  testActionBodySchema,
  testAnswerResultSchema,
  testCodeAnswerSchema,
  testFillUpAnswerSchema,
  testMcqAnswerSchema,
  testOfferingSchema,
  testProblemListSchema,
  testProblemsQuerySchema,
  testSeriesDetailSchema,
  testSeriesListSchema,
  testSubmittedSchema,
} from '@katana/shared/api/test-series';
import { guardedErrorResponses } from '../plugins/app/error-responses.ts';

const notFound = { 404: errorEnvelopeSchema.describe('No such series or test') };
const conflict = {
  409: errorEnvelopeSchema.describe('Not open, closed, not started, already started or over'),
};
const learnerResponses = { ...guardedErrorResponses, ...notFound, ...conflict };

const testSeriesRoute: FastifyPluginAsyncZod = async (app) => {
  const service = app.testSeries;

  app.get(
    TestSeriesPaths.list,
    {
      schema: {
        tags: ['test series'],
        summary: 'Test series with their numbers of tests',
        response: { 200: successEnvelopeSchema(testSeriesListSchema) },
      },
    },
    async () => ok(await service.list()),
  );

  app.get(
    TestSeriesPaths.detail,
    {
      schema: {
        tags: ['test series'],
        summary: "One series: each test with the learner's status, timer and whether they can start",
        params: testSeriesParamsSchema,
        response: {
          200: successEnvelopeSchema(testSeriesDetailSchema),
          ...validatedErrorResponses,
          ...notFound,
        },
      },
    },
    async (request) => ok(await service.detail(request.params.slug, request.user?.id ?? null)),
  );

  // Everything below is the learner's own test.
  const learnerRoutes: FastifyPluginAsyncZod = async (learner) => {
    learner.addHook('onRequest', app.requireUser);

    learner.get(
      TestSeriesPaths.problems,
      {
        schema: {
          tags: ['test series'],
          summary: "The test's problems (after Start), userScore, userAttemptStats, solution lock, result",
          params: testSeriesParamsSchema,
          querystring: testProblemsQuerySchema,
          response: { 200: successEnvelopeSchema(testProblemListSchema), ...learnerResponses },
        },
      },
      async (request) =>
        ok(await service.problems(request.params.slug, request.query.offering_id, request.user!.id)),
    );

    learner.post(
      TestSeriesPaths.start,
      {
        schema: {
          tags: ['test series'],
          summary: 'Start the timed test',
          body: testActionBodySchema,
          response: { 200: successEnvelopeSchema(testOfferingSchema), ...learnerResponses },
        },
      },
      async (request) => ok(await service.start(request.user!.id, request.body)),
    );

    learner.post(
      TestSeriesPaths.submit,
      {
        schema: {
          tags: ['test series'],
          summary: 'Submit (end) the test; returns the result',
          body: testActionBodySchema,
          response: { 200: successEnvelopeSchema(testSubmittedSchema), ...learnerResponses },
        },
      },
      async (request) => ok(await service.submit(request.user!.id, request.body)),
    );

    learner.post(
      TestSeriesPaths.markForReview,
      {
        schema: {
          tags: ['test series'],
          summary: 'Mark or unmark a problem for review while the test is live',
          body: markForReviewBodySchema,
          response: { 200: successEnvelopeSchema(markForReviewResultSchema), ...learnerResponses },
        },
      },
      async (request) => ok(await service.markForReview(request.user!.id, request.body)),
    );

    const answer = { 200: successEnvelopeSchema(testAnswerResultSchema), ...learnerResponses };
    learner.post(
      TestSeriesPaths.submitCode,
      {
        schema: {
          tags: ['test series'],
          summary:
            'Answer a code or SQL problem of the live test (judged like practice; verdict over realtime)',
          body: testCodeAnswerSchema,
          response: answer,
        },
      },
      async (request) => ok({ submission: await service.answerCode(request.user!.id, request.body) }),
    );
    learner.post(
      TestSeriesPaths.submitMcq,
      {
        schema: {
          tags: ['test series'],
          summary: 'Answer a choice question of the live test',
          body: testMcqAnswerSchema,
          response: answer,
        },
      },
      async (request) => ok({ submission: await service.answerMcq(request.user!.id, request.body) }),
    );
    learner.post(
      TestSeriesPaths.submitFillUp,
      {
        schema: {
          tags: ['test series'],
          summary: 'Answer a fill-up question of the live test',
          body: testFillUpAnswerSchema,
          response: answer,
        },
      },
      async (request) => ok({ submission: await service.answerFillUp(request.user!.id, request.body) }),
    );
  };
  await app.register(learnerRoutes);
};

export default testSeriesRoute;
