/** Curated problem lists with the caller's progress (contract: @katana/shared/api/practice-catalogue). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@katana/shared/envelope';
import {
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  listProgressSchema,
  problemListDetailSchema,
  problemListsSchema,
} from '@katana/shared/api/practice-catalogue';

const slugParams = z.object({ slug: z.string().trim().min(1).max(120) });
const responses = { ...validatedErrorResponses, 404: errorEnvelopeSchema.describe('No such problem list') };

const problemListsRoute: FastifyPluginAsyncZod = async (app) => {
  const { catalogue } = app.practice;
  const userId = (request: { user: { id: number } | null }) => request.user?.id ?? null;

  app.get(
    '',
    {
      schema: {
        tags: ['problem-lists'],
        summary: 'Curated lists (solved_problems is null for anonymous callers)',
        response: { 200: successEnvelopeSchema(problemListsSchema), ...validatedErrorResponses },
      },
    },
    async (request) => ok(await catalogue.lists(userId(request))),
  );

  app.get(
    '/:slug',
    {
      schema: {
        tags: ['problem-lists'],
        summary: 'One list and its problems in order (difficulty, then name)',
        params: slugParams,
        response: { 200: successEnvelopeSchema(problemListDetailSchema), ...responses },
      },
    },
    async (request) => ok(await catalogue.listDetail(request.params.slug, userId(request))),
  );

  app.get(
    '/:slug/progress',
    {
      schema: {
        tags: ['problem-lists'],
        summary: 'Curated list progress: solved, and attempted but not solved (zeros for anonymous callers)',
        params: slugParams,
        response: { 200: successEnvelopeSchema(listProgressSchema), ...responses },
      },
    },
    async (request) => ok(await catalogue.listProgress(request.params.slug, userId(request))),
  );
};

export default problemListsRoute;
