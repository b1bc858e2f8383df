/** GET /api/v1/bookmarks: the signed-in user's bookmarked problems, newest bookmark first. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { successEnvelopeSchema } from '@katana/shared/api/envelope';
import { CataloguePaths, bookmarkListSchema } from '@katana/shared/api/practice-catalogue';
import { guardedErrorResponses } from '../../plugins/app/error-responses.ts';

const bookmarkListRoute: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  app.get(
    CataloguePaths.bookmarks,
    {
      schema: {
        tags: ['bookmarks'],
        summary: "The user's bookmarked problems",
        response: { 200: successEnvelopeSchema(bookmarkListSchema), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await app.practice.catalogue.bookmarked(request.user!.id)),
  );
};

export default bookmarkListRoute;
