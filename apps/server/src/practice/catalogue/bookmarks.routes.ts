/**
 * GET /api/v2/bookmarks/add and /remove?problem_id&offering_id (spec 03 §7: GET in v2): bookmark a problem or
 * drop the bookmark. Signed-in only, with the CSRF echo for cookie sessions (csrf-on-get.ts). Idempotent.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { errorEnvelopeSchema, successEnvelopeSchema } from '@katana/shared/api/envelope';
import {
  CataloguePaths,
  bookmarkQuerySchema,
  bookmarkStateSchema,
} from '@katana/shared/api/practice-catalogue';
import { guardedErrorResponses } from '../../plugins/app/error-responses.ts';
import { requireCsrfEcho } from '../../plugins/app/csrf-on-get.ts';

const responses = {
  200: successEnvelopeSchema(bookmarkStateSchema),
  ...guardedErrorResponses,
  404: errorEnvelopeSchema.describe('No such problem'),
};

const bookmarksRoute: FastifyPluginAsyncZod = async (app) => {
  const { learner } = app.practice;
  app.addHook('onRequest', app.requireUser);
  app.addHook('onRequest', requireCsrfEcho);

  app.get(
    CataloguePaths.addBookmark,
    {
      schema: {
        tags: ['bookmarks'],
        summary: 'Bookmark a problem (GET, as the spec has it; needs the x-csrf-token echo with cookies)',
        querystring: bookmarkQuerySchema,
        response: responses,
      },
    },
    async (request) =>
      ok(
        await learner.addBookmark(
          request.user!.id,
          request.query.problem_id,
          request.query.offering_id ?? null,
        ),
      ),
  );

  app.get(
    CataloguePaths.removeBookmark,
    {
      schema: {
        tags: ['bookmarks'],
        summary: 'Remove a bookmark (GET, as the spec has it; needs the x-csrf-token echo with cookies)',
        querystring: bookmarkQuerySchema,
        response: responses,
      },
    },
    async (request) => ok(await learner.removeBookmark(request.user!.id, request.query.problem_id)),
  );
};

export default bookmarksRoute;
