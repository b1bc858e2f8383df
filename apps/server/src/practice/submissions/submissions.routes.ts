/**
 * /api/v1/submissions: one of the learner's submissions (the polling fallback of the realtime result), and the
 * quiz answers -- multiple choice (SINGLE_CHOICE, MULTIPLE) and fill-up -- graded at once and scored like every
 * submission. Everything here needs a signed-in user; another learner's submission is "not found".
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import {
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  submissionParamsSchema,
  SubmissionPaths,
  submissionEnvelopeSchema,
  submitFillUpBodySchema,
  submitMcqBodySchema,
} from '@katana/shared/api/practice-submissions';

/** Answers per client address per minute: cheap to grade, but each one is stored. */
export const QUIZ_SUBMIT_RATE_LIMIT_PER_MINUTE = 60;

const responses = {
  ...validatedErrorResponses,
  401: errorEnvelopeSchema.describe('Not signed in: code 101'),
  404: errorEnvelopeSchema.describe('No such submission or problem'),
};
const quizResponses = {
  ...responses,
  400: errorEnvelopeSchema.describe(
    'The problem is not a question of this kind, or the answer does not fit it',
  ),
  409: errorEnvelopeSchema.describe(
    "Locked: the learner's earlier wrong answer showed the right one, so no answer of theirs is scored again",
  ),
};
const quizRateLimit = { rateLimit: { max: QUIZ_SUBMIT_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

const submissionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    SubmissionPaths.submission,
    {
      schema: {
        tags: ['submissions'],
        summary: "One of the signed-in learner's submissions",
        params: submissionParamsSchema,
        response: { 200: successEnvelopeSchema(submissionEnvelopeSchema), ...responses },
      },
    },
    async (request) => ok({ submission: await app.submissions.get(request.user!.id, request.params.id) }),
  );

  app.post(
    SubmissionPaths.submitMcq,
    {
      config: quizRateLimit,
      schema: {
        tags: ['submissions'],
        summary: 'Answer a single- or multiple-choice question; graded and scored at once',
        body: submitMcqBodySchema,
        response: { 200: successEnvelopeSchema(submissionEnvelopeSchema), ...quizResponses },
      },
    },
    async (request) => ok({ submission: await app.submissions.submitMcq(request.user!.id, request.body) }),
  );

  app.post(
    SubmissionPaths.submitFillUp,
    {
      config: quizRateLimit,
      schema: {
        tags: ['submissions'],
        summary: 'Answer a fill-in-the-blanks question; graded and scored at once',
        body: submitFillUpBodySchema,
        response: { 200: successEnvelopeSchema(submissionEnvelopeSchema), ...quizResponses },
      },
    },
    async (request) => ok({ submission: await app.submissions.submitFillUp(request.user!.id, request.body) }),
  );
};

export default submissionsRoute;
