/**
 * GET /api/v3/contest_rating[?uuid] and GET /api/v3/contest_rating/distribution (contract:
 * @katana/shared/api/contest-rating). Readable by anyone: an anonymous caller without uuid gets the locked payload
 * (200), so the widget shows the lock message instead of the page jumping to the login route.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import {
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  ContestRatingPaths,
  contestRatingDataSchema,
  contestRatingQuerySchema,
  ratingDistributionDataSchema,
} from '@katana/shared/api/contest-rating';

const contestRatingRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ContestRatingPaths.rating,
    {
      schema: {
        tags: ['contest rating'],
        summary: "A learner's contest rating widget: history, distribution, tier, percentile, share text",
        description:
          'Without uuid: the signed-in learner (anonymous: locked). With uuid: that learner, public.',
        querystring: contestRatingQuerySchema,
        response: {
          200: successEnvelopeSchema(contestRatingDataSchema),
          ...validatedErrorResponses,
          404: errorEnvelopeSchema.describe('No learner with that uuid'),
        },
      },
    },
    async (request) => ok(await app.contestRating.widget(request.user?.id ?? null, request.query.uuid)),
  );

  app.get(
    ContestRatingPaths.distribution,
    {
      schema: {
        tags: ['contest rating'],
        summary: 'Rating distribution buckets (min, max inclusive, count) over every rated learner',
        response: { 200: successEnvelopeSchema(ratingDistributionDataSchema) },
      },
    },
    async () => ok(await app.contestRating.distribution()),
  );
};

export default contestRatingRoute;
