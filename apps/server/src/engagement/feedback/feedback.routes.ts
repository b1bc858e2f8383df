/** POST /api/v3/feedback (api-feedback.ts): a signed-in learner's report from the feedback dialog. */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { errorEnvelopeSchema, successEnvelopeSchema } from '@katana/shared/api/envelope';
import {
  FeedbackPaths,
  feedbackBodySchema,
  feedbackResponseSchema,
} from '@katana/shared/engagement/api-feedback';
import { guardedErrorResponses } from '../../plugins/app/error-responses.ts';
import type { FeedbackService } from './feedback.service.ts';

export interface FeedbackRoutesOptions {
  service: FeedbackService;
}

const feedbackRoutes: FastifyPluginAsyncZod<FeedbackRoutesOptions> = async (app, { service }) => {
  app.addHook('onRequest', app.requireUser);
  const guarded = app.withTypeProvider<ZodTypeProvider>();

  guarded.post(
    FeedbackPaths.feedback,
    {
      schema: {
        tags: ['feedback'],
        summary: "Report a problem from the feedback dialog (an area's issue, or Other with a comment)",
        body: feedbackBodySchema,
        response: {
          200: successEnvelopeSchema(feedbackResponseSchema),
          ...guardedErrorResponses,
          429: errorEnvelopeSchema.describe('More than 10 reports in the last hour'),
        },
      },
    },
    async (request) => ok(await service.send(request.user!.id, request.body)),
  );
};

export default feedbackRoutes;
