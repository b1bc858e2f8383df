/**
 * /api/v1/problems/:slug/run and /api/v1/problems/:slug/submissions (spec 03 §3 Submission): Run waits for the
 * judge's answer on the samples (or a custom input); a submission is stored QUEUED and judged in the background,
 * its progress and result pushed to the learner's realtime room; the history lists the learner's own submissions.
 * A REACT problem's live Preview is bundled here too (react-preview.service.ts). Everything here needs a signed-in
 * user.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import {
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import { JUDGE_SOURCE_MAX_BYTES, JUDGE_STDIN_MAX_BYTES } from '@katana/shared/api/judge';
import {
  problemSubmissionsParamsSchema,
  reactPreviewBodySchema,
  reactPreviewSchema,
  SubmissionPaths,
  runBodySchema,
  runResultSchema,
  submissionEnvelopeSchema,
  submissionListSchema,
  submitCodeBodySchema,
} from '@katana/shared/api/practice-submissions';
import { JUDGE_RUN_RATE_LIMIT_PER_MINUTE } from '../../judge/index.ts';
import { createReactPreviewService } from './react-preview.service.ts';

/** JSON escaping can double a text's size; beyond this Fastify answers 413 before the schema's field messages. */
const CODE_BODY_LIMIT = 2 * (JUDGE_SOURCE_MAX_BYTES + JUDGE_STDIN_MAX_BYTES) + 64 * 1024;

const responses = {
  ...validatedErrorResponses,
  400: errorEnvelopeSchema.describe('The problem is not answered with code'),
  401: errorEnvelopeSchema.describe('Not signed in: code 101'),
  404: errorEnvelopeSchema.describe('No such problem'),
};
const judgeResponses = {
  ...responses,
  503: errorEnvelopeSchema.describe(
    'The judge is busy, did not answer in time, or cannot judge on this server',
  ),
};
const judgeRateLimit = { rateLimit: { max: JUDGE_RUN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
/** The Preview rebuilds after each pause in typing: more often than Run, and far cheaper (no browser, no sandbox). */
const PREVIEW_RATE_LIMIT_PER_MINUTE = 60;
const previewRateLimit = { rateLimit: { max: PREVIEW_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

const problemSubmissionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.post(
    SubmissionPaths.run,
    {
      bodyLimit: CODE_BODY_LIMIT,
      config: judgeRateLimit,
      schema: {
        tags: ['submissions'],
        summary: "Run code on the problem's samples, or once on a custom input, and wait for the result",
        params: problemSubmissionsParamsSchema,
        body: runBodySchema,
        response: { 200: successEnvelopeSchema(runResultSchema), ...judgeResponses },
      },
    },
    async (request) => ok(await app.submissions.run(request.user!.id, request.params.slug, request.body)),
  );

  const preview = createReactPreviewService({ db: app.db, access: app.problemAccess });
  app.post(
    SubmissionPaths.preview,
    {
      bodyLimit: CODE_BODY_LIMIT,
      config: previewRateLimit,
      schema: {
        tags: ['submissions'],
        summary:
          "REACT problems: bundle the files for the classroom's live Preview, as the judge bundles them",
        params: problemSubmissionsParamsSchema,
        body: reactPreviewBodySchema,
        response: { 200: successEnvelopeSchema(reactPreviewSchema), ...responses },
      },
    },
    async (request) => ok(await preview.bundle(request.user!.id, request.params.slug, request.body.files)),
  );

  app.post(
    SubmissionPaths.problemSubmissions,
    {
      bodyLimit: CODE_BODY_LIMIT,
      config: judgeRateLimit,
      schema: {
        tags: ['submissions'],
        summary:
          'Submit code (CODE) or a query (SQL): stored QUEUED and judged on every test in the background',
        params: problemSubmissionsParamsSchema,
        body: submitCodeBodySchema,
        response: { 200: successEnvelopeSchema(submissionEnvelopeSchema), ...judgeResponses },
      },
    },
    async (request) => {
      const submission = await app.submissions.submitCode(
        request.user!.id,
        request.params.slug,
        request.body,
      );
      return ok({ submission });
    },
  );

  app.get(
    SubmissionPaths.problemSubmissions,
    {
      schema: {
        tags: ['submissions'],
        summary: "The signed-in learner's submissions to the problem, newest first, the best one marked",
        params: problemSubmissionsParamsSchema,
        response: { 200: successEnvelopeSchema(submissionListSchema), ...responses },
      },
    },
    async (request) => ok({ submissions: await app.submissions.list(request.user!.id, request.params.slug) }),
  );
};

export default problemSubmissionsRoute;
