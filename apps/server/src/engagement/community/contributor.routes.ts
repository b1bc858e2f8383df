/**
 * GET /api/v3/users/contributor?uuid (contract: @katana/shared/engagement/api-contributor): the user hover card's
 * snippet. Public, the same answer for every viewer, so browsers and proxies may reuse it for a short while.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import {
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  CONTRIBUTOR_CACHE_SECONDS,
  CONTRIBUTOR_NOT_FOUND,
  ContributorPaths,
  contributorQuerySchema,
  contributorSchema,
} from '@katana/shared/engagement/api-contributor';
import { createContributorRepository } from './contributor.repository.ts';
import { createContributorService } from './contributor.service.ts';

const contributorRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createContributorService({
    db: app.db,
    repo: createContributorRepository(app.db),
    ratingEnabled: app.config.contestRating.enabled,
  });
  app.get(
    ContributorPaths.contributor,
    {
      schema: {
        tags: ['follow'],
        summary:
          "A learner's hover-card snippet: name, image, EXP and level, badges, rating, league (public)",
        querystring: contributorQuerySchema,
        response: {
          200: successEnvelopeSchema(contributorSchema),
          ...validatedErrorResponses,
          404: errorEnvelopeSchema.describe(CONTRIBUTOR_NOT_FOUND),
        },
      },
    },
    async (request, reply) => {
      const contributor = await service.contributor(request.query.uuid);
      reply.header('cache-control', `public, max-age=${CONTRIBUTOR_CACHE_SECONDS}`);
      return ok(contributor);
    },
  );
};

export default contributorRoutes;
