/** Curated problem lists with the caller's progress (contract: @katana/shared/api/practice-catalogue). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import {
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  slugParamsSchema,
  CataloguePaths,
  listProgressSchema,
  problemListDetailSchema,
  problemListsSchema,
} from '@katana/shared/api/practice-catalogue';

const responses = { ...validatedErrorResponses, 404: errorEnvelopeSchema.describe('No such problem list') };

const problemListsRoute: FastifyPluginAsyncZod = async (app) => {
  const { catalogue } = app.practice;
  const userId = (request: { user: { id: number } | null }) => request.user?.id ?? null;

  app.get(
    CataloguePaths.problemLists,
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
    CataloguePaths.problemList,
    {
      schema: {
        tags: ['problem-lists'],
        summary: 'One list and its problems in order (difficulty, then name)',
        params: slugParamsSchema,
        response: { 200: successEnvelopeSchema(problemListDetailSchema), ...responses },
      },
    },
    async (request) => ok(await catalogue.listDetail(request.params.slug, userId(request))),
  );

  app.get(
    CataloguePaths.problemListProgress,
    {
      schema: {
        tags: ['problem-lists'],
        summary: 'Curated list progress: solved, and attempted but not solved (zeros for anonymous callers)',
        params: slugParamsSchema,
        response: { 200: successEnvelopeSchema(listProgressSchema), ...responses },
      },
    },
    async (request) => ok(await catalogue.listProgress(request.params.slug, userId(request))),
  );
};

export default problemListsRoute;
