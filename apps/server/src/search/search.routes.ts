/** GET /api/v1/search: one page of results over everything the viewer may open (signed in or not). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { successEnvelopeSchema, validatedErrorResponses } from '@katana/shared/api/envelope';
import { SearchPaths, searchQuerySchema, searchResponseSchema } from '@katana/shared/api/search';
import type { SearchService } from './search.service.ts';

const tags = ['search'];

const searchRoutes: FastifyPluginAsyncZod<{ service: SearchService }> = async (app, { service }) => {
  app.get(
    SearchPaths.search,
    {
      schema: {
        tags,
        summary:
          'Problems, lists, guided paths, articles, contests and posts matching the words (typos and prefixes too), best first',
        querystring: searchQuerySchema,
        response: { 200: successEnvelopeSchema(searchResponseSchema), ...validatedErrorResponses },
      },
    },
    async (request) => ok(await service.search(request.user?.id ?? null, request.query)),
  );
};

export default searchRoutes;
