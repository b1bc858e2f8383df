/**
 * Guided path routes (contract: @katana/shared/api/guided-paths). Reads are public (an anonymous caller sees no
 * learner state); enroll, mark complete, last viewed and the certificate need a signed-in learner.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import {
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  GuidedPathsPaths,
  guidedPathContentSchema,
  guidedPathDetailSchema,
  guidedPathEnrollBodySchema,
  guidedPathEnrolledSchema,
  guidedPathItemParamsSchema,
  guidedPathItemSchema,
  guidedPathLastViewedBodySchema,
  guidedPathLastViewedSchema,
  guidedPathListQuerySchema,
  guidedPathListSchema,
  guidedPathMarkCompleteBodySchema,
  guidedPathParamsSchema,
  guidedPathProgressSchema,
} from '@katana/shared/api/guided-paths';
import { guardedErrorResponses } from '../plugins/app/error-responses.ts';
import type { GuidedPathsService } from './guided-paths.service.ts';

const notFound = { 404: errorEnvelopeSchema.describe('No such guided path or item') };
const forbidden = {
  403: errorEnvelopeSchema.describe('The module is locked, or the learner is not enrolled'),
};
const learnerResponses = { ...guardedErrorResponses, ...notFound, ...forbidden };

const guidedPathsRoute: FastifyPluginAsyncZod<{ service: GuidedPathsService }> = async (app, { service }) => {
  const viewerOf = (request: { user?: { id: number } | null }) => request.user?.id ?? null;

  app.get(
    GuidedPathsPaths.list,
    {
      schema: {
        tags: ['guided paths'],
        summary: "The guided paths with the viewer's progress, filtered by kind, level, topic and status",
        querystring: guidedPathListQuerySchema,
        response: { 200: successEnvelopeSchema(guidedPathListSchema), ...validatedErrorResponses },
      },
    },
    async (request) => ok(await service.list(viewerOf(request), request.query)),
  );

  app.get(
    GuidedPathsPaths.detail,
    {
      schema: {
        tags: ['guided paths'],
        summary:
          "One guided path: description, syllabus, enrolled count, the learner's progress and last item",
        params: guidedPathParamsSchema,
        response: {
          200: successEnvelopeSchema(guidedPathDetailSchema),
          ...validatedErrorResponses,
          ...notFound,
        },
      },
    },
    async (request) => ok(await service.detail(request.params.slug, viewerOf(request))),
  );

  app.get(
    GuidedPathsPaths.content,
    {
      schema: {
        tags: ['guided paths'],
        summary: "The classroom: modules, sections and items with the learner's state and locks",
        params: guidedPathParamsSchema,
        response: {
          200: successEnvelopeSchema(guidedPathContentSchema),
          ...validatedErrorResponses,
          ...notFound,
        },
      },
    },
    async (request) => ok(await service.content(request.params.slug, viewerOf(request))),
  );

  app.get(
    GuidedPathsPaths.item,
    {
      schema: {
        tags: ['guided paths'],
        summary: "One item: an article's or video's HTML, a problem's slug and type, previous and next",
        params: guidedPathItemParamsSchema,
        response: {
          200: successEnvelopeSchema(guidedPathItemSchema),
          ...validatedErrorResponses,
          ...notFound,
          ...forbidden,
        },
      },
    },
    async (request) => ok(await service.item(request.params.slug, request.params.key, viewerOf(request))),
  );

  const learnerRoutes: FastifyPluginAsyncZod = async (learner) => {
    learner.addHook('onRequest', app.requireUser);

    learner.post(
      GuidedPathsPaths.enroll,
      {
        schema: {
          tags: ['guided paths'],
          summary: 'Enroll in a guided path (spec 03 §7: slug, naukri_redirect_gp, source)',
          body: guidedPathEnrollBodySchema,
          response: { 200: successEnvelopeSchema(guidedPathEnrolledSchema), ...learnerResponses },
        },
      },
      async (request) => ok(await service.enroll(request.user!.id, request.body)),
    );

    learner.post(
      GuidedPathsPaths.markComplete,
      {
        schema: {
          tags: ['guided paths'],
          summary: 'Mark an article, video or note complete (or not); may complete a module and pay its EXP',
          body: guidedPathMarkCompleteBodySchema,
          response: {
            200: successEnvelopeSchema(guidedPathProgressSchema),
            ...learnerResponses,
            400: errorEnvelopeSchema.describe('Problems and quizzes complete by being solved'),
          },
        },
      },
      async (request) => ok(await service.markComplete(request.user!.id, request.body)),
    );

    learner.post(
      GuidedPathsPaths.lastViewed,
      {
        schema: {
          tags: ['guided paths'],
          summary: "Remember the learner's place in the path (enrolled learners)",
          body: guidedPathLastViewedBodySchema,
          response: { 200: successEnvelopeSchema(guidedPathLastViewedSchema), ...learnerResponses },
        },
      },
      async (request) => ok(await service.lastViewed(request.user!.id, request.body)),
    );

    learner.get(
      GuidedPathsPaths.certificate,
      {
        schema: {
          tags: ['guided paths'],
          summary: 'The completion certificate PNG (1044 x 584) of a learner who completed the path',
          description: 'image/png; 404 in the envelope until the learner has completed the path.',
          params: guidedPathParamsSchema,
        },
      },
      async (request, reply) => {
        const png = await service.certificatePng(request.params.slug, request.user!.id);
        return reply
          .header('content-type', 'image/png')
          .header('cache-control', 'private, max-age=300')
          .send(png);
      },
    );
  };
  await app.register(learnerRoutes);
};

export default guidedPathsRoute;
