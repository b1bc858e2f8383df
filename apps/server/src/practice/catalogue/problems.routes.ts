/**
 * The practice catalogue's problem routes (contract: @katana/shared/api/practice-catalogue): the listing and its
 * facets, the classroom's problem, language code and drafts, the solution, rating and edit suggestions. Anonymous
 * callers may read; drafts, the solution, ratings and suggestions need a signed-in user.
 */
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
  createdSchema,
  draftSavedSchema,
  languageCodeQuerySchema,
  languageCodeSchema,
  problemDetailSchema,
  problemFiltersSchema,
  problemListPageSchema,
  problemListQuerySchema,
  problemRatingSchema,
  problemSolutionSchema,
  rateBodySchema,
  saveDraftBodySchema,
  suggestEditBodySchema,
} from '@katana/shared/api/practice-catalogue';
import { guardedErrorResponses } from '../../plugins/app/error-responses.ts';
import { notModified } from './public-answer.ts';

const notFound = { 404: errorEnvelopeSchema.describe('No such problem') };
const readResponses = { ...validatedErrorResponses, ...notFound };
const userResponses = { ...guardedErrorResponses, ...notFound };

const problemsRoute: FastifyPluginAsyncZod = async (app) => {
  const { catalogue, problems } = app.practice;
  const userId = (request: { user: { id: number } | null }) => request.user?.id ?? null;

  app.get(
    CataloguePaths.problems,
    {
      schema: {
        tags: ['problems'],
        summary: 'Problem listing: filters, search, sort and pagination',
        description:
          'Comma-separated values per filter (OR within a filter, AND across filters). status and bookmarked apply to ' +
          'signed-in callers only. search matches every word against the name, topics and companies.',
        querystring: problemListQuerySchema,
        response: { 200: successEnvelopeSchema(problemListPageSchema), ...validatedErrorResponses },
      },
    },
    async (request, reply) => {
      const { etag, ...page } = await catalogue.list(request.query, userId(request));
      return notModified(request, reply, etag) ? reply : ok(page);
    },
  );

  app.get(
    CataloguePaths.filters,
    {
      schema: {
        tags: ['problems'],
        summary: 'Facet values of the listing with their problem counts',
        response: { 200: successEnvelopeSchema(problemFiltersSchema), ...validatedErrorResponses },
      },
    },
    async (request, reply) => {
      const facets = await catalogue.filters(userId(request));
      return notModified(request, reply, facets.etag) ? reply : ok(facets.value);
    },
  );

  app.get(
    CataloguePaths.problem,
    {
      schema: {
        tags: ['problems'],
        summary: "The classroom's problem (learner view: no right answers, no hidden tests)",
        params: slugParamsSchema,
        response: { 200: successEnvelopeSchema(problemDetailSchema), ...readResponses },
      },
    },
    async (request, reply) => {
      const detail = await problems.detail(request.params.slug, userId(request));
      return notModified(request, reply, 'etag' in detail ? detail.etag : undefined)
        ? reply
        : ok(detail.value);
    },
  );

  app.get(
    CataloguePaths.code,
    {
      schema: {
        tags: ['problems'],
        summary: 'Language code: the scaffold of a language and the saved draft (signed in)',
        params: slugParamsSchema,
        querystring: languageCodeQuerySchema,
        response: { 200: successEnvelopeSchema(languageCodeSchema), ...readResponses },
      },
    },
    async (request) =>
      ok(await problems.languageCode(request.params.slug, request.query.language, userId(request))),
  );

  app.put(
    CataloguePaths.code,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['problems'],
        summary: 'Save the draft of one language',
        params: slugParamsSchema,
        body: saveDraftBodySchema,
        response: { 200: successEnvelopeSchema(draftSavedSchema), ...userResponses },
      },
    },
    async (request) =>
      ok(
        await problems.saveDraft(
          request.params.slug,
          request.user!.id,
          request.body.language,
          request.body.code,
        ),
      ),
  );

  app.get(
    CataloguePaths.solution,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['problems'],
        summary:
          'The editorial and reference solutions; records solution_seen (later submissions get the penalty)',
        params: slugParamsSchema,
        response: { 200: successEnvelopeSchema(problemSolutionSchema), ...userResponses },
      },
    },
    async (request) => ok(await problems.solution(request.params.slug, request.user!.id)),
  );

  app.post(
    CataloguePaths.rating,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['problems'],
        summary: 'Rate the problem 1..5 (a new rating replaces your previous one)',
        params: slugParamsSchema,
        body: rateBodySchema,
        response: { 200: successEnvelopeSchema(problemRatingSchema), ...userResponses },
      },
    },
    async (request) => ok(await problems.rate(request.params.slug, request.user!.id, request.body.rating)),
  );

  app.post(
    CataloguePaths.suggestEdit,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['problems'],
        summary: 'Suggest an edit to the statement, editorial, hints or tests',
        params: slugParamsSchema,
        body: suggestEditBodySchema,
        response: { 200: successEnvelopeSchema(createdSchema), ...userResponses },
      },
    },
    async (request) =>
      ok(
        await problems.suggestEdit(
          request.params.slug,
          request.user!.id,
          request.body.section,
          request.body.suggestion,
        ),
      ),
  );
};

export default problemsRoute;
