/**
 * The endpoints of SubjectivePaths: my answer, submitting it, the next answer to review, reviewing, and the
 * moderators' queue (app.requireRole('moderator'): 401 anonymous, 403 learners).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import {
  commonErrorResponses,
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  subjectiveAnswerBodySchema,
  subjectiveAnswerIdParamsSchema,
  subjectiveMyAnswerSchema,
  subjectiveQueueSchema,
  subjectiveQueuedAnswerSchema,
  subjectiveReviewBodySchema,
  subjectiveReviewResultSchema,
  subjectiveReviewTaskSchema,
  subjectiveSlugParamsSchema,
  SubjectivePaths as Paths,
} from '@katana/shared/api/subjective';
import type { Reviewer, SubjectiveService } from './subjective.service.ts';

const tags = ['subjective'];
const errors = {
  ...validatedErrorResponses,
  ...commonErrorResponses,
  401: errorEnvelopeSchema.describe('Not signed in'),
  404: errorEnvelopeSchema.describe('No such problem or answer'),
};

const subjectiveRoutes: FastifyPluginAsyncZod<{ service: SubjectiveService }> = async (app, { service }) => {
  const reviewerOf = async (request: FastifyRequest): Promise<Reviewer> => ({
    userId: request.user!.id,
    isModerator: await app.hasRole(request, 'moderator'),
  });

  app.get(
    Paths.answer,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'My answer to a SUBJECTIVE problem: its status, score and reviews',
        params: subjectiveSlugParamsSchema,
        response: { 200: successEnvelopeSchema(subjectiveMyAnswerSchema), ...errors },
      },
    },
    async (request) => ok(await service.mine(request.user!.id, request.params.slug)),
  );

  app.put(
    Paths.answer,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Submit my Markdown answer (replaces the current one until it is reviewed)',
        params: subjectiveSlugParamsSchema,
        body: subjectiveAnswerBodySchema,
        response: {
          200: successEnvelopeSchema(subjectiveMyAnswerSchema),
          ...errors,
          409: errorEnvelopeSchema.describe('Already reviewed'),
        },
      },
    },
    async (request) => ok(await service.submit(request.user!.id, request.params.slug, request.body.body)),
  );

  app.get(
    Paths.nextReview,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The next answer I may review (peers: after answering the problem themselves)',
        params: subjectiveSlugParamsSchema,
        response: {
          200: successEnvelopeSchema(subjectiveReviewTaskSchema),
          ...errors,
          403: errorEnvelopeSchema.describe('Has not answered this problem'),
        },
      },
    },
    async (request) => ok(await service.next(await reviewerOf(request), request.params.slug)),
  );

  app.post(
    Paths.reviews,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Score an answer by the rubric with a comment (a moderator review is final)',
        params: subjectiveAnswerIdParamsSchema,
        body: subjectiveReviewBodySchema,
        response: {
          200: successEnvelopeSchema(subjectiveReviewResultSchema),
          ...errors,
          403: errorEnvelopeSchema.describe('Own answer, or has not answered this problem'),
          409: errorEnvelopeSchema.describe('Already reviewed by this reviewer, or already scored'),
          429: errorEnvelopeSchema.describe('Daily review limit reached'),
        },
      },
    },
    async (request) => ok(await service.review(await reviewerOf(request), request.params.id, request.body)),
  );

  const moderator = app.requireRole('moderator');
  const moderatorErrors = { ...errors, 403: errorEnvelopeSchema.describe('Not a moderator') };

  app.get(
    Paths.queue,
    {
      onRequest: moderator,
      schema: {
        tags,
        summary: 'Moderators: the answers waiting for review, oldest first, with their peer review counts',
        response: { 200: successEnvelopeSchema(subjectiveQueueSchema), ...moderatorErrors },
      },
    },
    async (request) => ok(await service.queue(request.user!.id)),
  );

  app.get(
    Paths.queuedAnswer,
    {
      onRequest: moderator,
      schema: {
        tags,
        summary: "Moderators: one answer with its problem, rubric and the peers' reviews, to score",
        params: subjectiveAnswerIdParamsSchema,
        response: { 200: successEnvelopeSchema(subjectiveQueuedAnswerSchema), ...moderatorErrors },
      },
    },
    async (request) => ok(await service.queuedAnswer(request.user!.id, request.params.id)),
  );
};

export default subjectiveRoutes;
