/**
 * GET /api/v3/contest_rating/share (signed in) and GET /api/v3/contest_rating/image/<uuid>.png?s= (public) —
 * contract: @katana/shared/contests/api-rating-share.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { errorEnvelopeSchema, successEnvelopeSchema } from '@katana/shared/api/envelope';
import {
  RatingSharePaths,
  NO_RATING_TO_SHARE,
  NO_SUCH_RATING_IMAGE,
  RATING_IMAGE_CACHE_SECONDS,
  ratingImageParamsSchema,
  ratingImageQuerySchema,
  ratingShareConfigSchema,
} from '@katana/shared/contests/api-rating-share';
import { ErrorCode } from '@katana/shared/envelope';
import { ApiError } from '../../plugins/app/api-error.ts';
import { guardedErrorResponses } from '../../plugins/app/error-responses.ts';
import type { RatingShareService } from './rating-share.service.ts';

const tags = ['contest rating'];

export interface RatingShareRouteOptions {
  service: RatingShareService;
}

const ratingShareRoute: FastifyPluginAsyncZod<RatingShareRouteOptions> = async (app, { service }) => {
  app.get(
    RatingSharePaths.image,
    {
      schema: {
        tags,
        summary: "A learner's contest-rating share card, PNG 1044 x 584, public, cached 300 s",
        description: 'image/png; 404 in the envelope for a bad signature or an unknown learner.',
        params: ratingImageParamsSchema,
        querystring: ratingImageQuerySchema,
      },
    },
    async (request, reply) => {
      const png = await service.imagePng(request.params.uuid, request.query.s);
      if (!png) throw new ApiError(404, ErrorCode.NOT_FOUND, NO_SUCH_RATING_IMAGE);
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', `public, max-age=${RATING_IMAGE_CACHE_SECONDS}`)
        .send(png);
    },
  );

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', app.requireUser);
    signedIn.withTypeProvider<ZodTypeProvider>().get(
      RatingSharePaths.share,
      {
        schema: {
          tags,
          summary: "The signed-in learner's rating share config with contest_rating_image",
          response: {
            200: successEnvelopeSchema(ratingShareConfigSchema),
            ...guardedErrorResponses,
            404: errorEnvelopeSchema.describe(NO_RATING_TO_SHARE),
          },
        },
      },
      async (request, reply) => {
        const config = await service.shareConfig(request.user!.id, `${request.protocol}://${request.host}`);
        reply.header('cache-control', 'private, no-store');
        return ok(config);
      },
    );
  });
};

export default ratingShareRoute;
