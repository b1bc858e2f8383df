/** The endpoints of InterviewExperiencePaths: reading, writing, and moderators' review. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import {
  commonErrorResponses,
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  experienceBodySchema,
  experienceCompaniesSchema,
  experienceDeletedSchema,
  experienceDetailSchema,
  experienceItemsSchema,
  experienceListQuerySchema,
  experienceListSchema,
  experienceReviewBodySchema,
  experienceSlugParamsSchema,
  InterviewExperiencePaths as Paths,
  TOP_EXPERIENCES_DAYS,
} from '@katana/shared/api/interview-experiences';
import type { InterviewExperienceService, Viewer } from './interview-experience.service.ts';

const tags = ['interview-experiences'];
const notSignedIn = { 401: errorEnvelopeSchema.describe('Not signed in') };
const notFound = { 404: errorEnvelopeSchema.describe('No such experience, or not visible to the viewer') };

const interviewExperienceRoutes: FastifyPluginAsyncZod<{ service: InterviewExperienceService }> = async (
  app,
  { service },
) => {
  const viewerOf = async (request: FastifyRequest): Promise<Viewer> => ({
    userId: request.user?.id ?? null,
    isModerator: await app.hasRole(request, 'moderator'),
  });
  const moderator = app.requireRole('moderator');

  app.get(
    Paths.list,
    {
      schema: {
        tags,
        summary: 'Published interview experiences, newest first, by company, role, outcome, year and text',
        querystring: experienceListQuerySchema,
        response: { 200: successEnvelopeSchema(experienceListSchema), ...validatedErrorResponses },
      },
    },
    async (request) => ok(await service.list(request.query)),
  );

  app.get(
    Paths.recent,
    {
      schema: {
        tags,
        summary: 'The newest published interview experiences (recent experiences)',
        response: { 200: successEnvelopeSchema(experienceItemsSchema) },
      },
    },
    async () => ok(await service.recent()),
  );

  app.get(
    Paths.top,
    {
      schema: {
        tags,
        summary: `The most viewed interview experiences published in the last ${TOP_EXPERIENCES_DAYS} days (top experiences)`,
        response: { 200: successEnvelopeSchema(experienceItemsSchema) },
      },
    },
    async () => ok(await service.top()),
  );

  app.get(
    Paths.companies,
    {
      schema: {
        tags,
        summary: 'Companies with published experiences, most first (the company filter)',
        response: { 200: successEnvelopeSchema(experienceCompaniesSchema) },
      },
    },
    async () => ok(await service.companies()),
  );

  app.get(
    Paths.mine,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The learner's own experiences in every status",
        response: { 200: successEnvelopeSchema(experienceItemsSchema), ...notSignedIn },
      },
    },
    async (request) => ok(await service.mine(request.user!.id)),
  );

  app.get(
    Paths.reviewQueue,
    {
      onRequest: moderator,
      schema: {
        tags,
        summary: 'Moderators: experiences waiting for review, oldest first',
        response: {
          200: successEnvelopeSchema(experienceItemsSchema),
          ...notSignedIn,
          403: errorEnvelopeSchema.describe('Not a moderator'),
        },
      },
    },
    async () => ok(await service.reviewQueue()),
  );

  app.post(
    Paths.list,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Write an experience: a draft, or submitted for review (submit: true, with captcha_token)',
        body: experienceBodySchema,
        response: {
          201: successEnvelopeSchema(experienceDetailSchema),
          ...validatedErrorResponses,
          ...commonErrorResponses,
          ...notSignedIn,
        },
      },
    },
    async (request, reply) => {
      void reply.status(201);
      return ok(await service.create(request.user!.id, request.body));
    },
  );

  app.get(
    Paths.detail,
    {
      schema: {
        tags,
        summary: 'One experience: published for everyone, any status for its author and moderators',
        params: experienceSlugParamsSchema,
        response: {
          200: successEnvelopeSchema(experienceDetailSchema),
          ...validatedErrorResponses,
          ...notFound,
        },
      },
    },
    async (request) => ok(await service.detail(request.params.slug, await viewerOf(request))),
  );

  app.put(
    Paths.detail,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The author edits their experience (a published one goes back to review)',
        params: experienceSlugParamsSchema,
        body: experienceBodySchema,
        response: {
          200: successEnvelopeSchema(experienceDetailSchema),
          ...validatedErrorResponses,
          ...commonErrorResponses,
          ...notSignedIn,
          ...notFound,
          403: errorEnvelopeSchema.describe('Not the author'),
        },
      },
    },
    async (request) => ok(await service.update(request.user!.id, request.params.slug, request.body)),
  );

  app.delete(
    Paths.detail,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The author deletes their experience',
        params: experienceSlugParamsSchema,
        response: {
          200: successEnvelopeSchema(experienceDeletedSchema),
          ...validatedErrorResponses,
          ...commonErrorResponses,
          ...notSignedIn,
          ...notFound,
          403: errorEnvelopeSchema.describe('Not the author'),
        },
      },
    },
    async (request) => ok(await service.remove(request.user!.id, request.params.slug)),
  );

  app.post(
    Paths.review,
    {
      onRequest: moderator,
      schema: {
        tags,
        summary: 'Moderators: approve (publish) or reject with a reason',
        params: experienceSlugParamsSchema,
        body: experienceReviewBodySchema,
        response: {
          200: successEnvelopeSchema(experienceDetailSchema),
          ...validatedErrorResponses,
          ...commonErrorResponses,
          ...notSignedIn,
          ...notFound,
          403: errorEnvelopeSchema.describe('Not a moderator'),
          409: errorEnvelopeSchema.describe('Not waiting for review'),
        },
      },
    },
    async (request) => ok(await service.review(request.user!.id, request.params.slug, request.body)),
  );
};

export default interviewExperienceRoutes;
