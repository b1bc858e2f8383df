/**
 * /api/v1/contests (issue #7; wire contract and paths in @katana/shared/api/contests). Anonymous callers may read
 * the list, a contest, its standings and its calendar event; everything else needs a signed-in user (401, code 101).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ok } from '@katana/shared/envelope';
import {
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  contestParamsSchema,
  ContestPaths,
  contestDetailSchema,
  contestEventBodySchema,
  contestListPageSchema,
  contestListQuerySchema,
  contestProblemListQuerySchema,
  contestProblemListSchema,
  contestStandingsSchema,
  standingsQuerySchema,
  startContestBodySchema,
  submitContestBodySchema,
  virtualStandingSchema,
} from '@katana/shared/api/contests';
import { contestIcs, icsFileName } from './contest-calendar.ts';
import { createContestRepository } from './contest.repository.ts';

const responses = {
  ...validatedErrorResponses,
  401: errorEnvelopeSchema.describe('Not signed in: code 101'),
  403: errorEnvelopeSchema.describe('Not allowed now (not registered, not started, not live)'),
  404: errorEnvelopeSchema.describe('No such contest'),
  409: errorEnvelopeSchema.describe('Not possible in the contest phase (closed, already started...)'),
};
const tags = ['contests'];
const userId = (request: FastifyRequest) => request.user?.id ?? null;

const contestsRoute: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: app.requireUser };

  app.get(
    ContestPaths.list,
    {
      schema: {
        tags,
        summary: 'Contests by category and status, with the caller’s participation',
        querystring: contestListQuerySchema,
        response: { 200: successEnvelopeSchema(contestListPageSchema), ...responses },
      },
    },
    async (request) => ok(await app.contests.list(userId(request), request.query)),
  );

  app.get(
    ContestPaths.problems,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The contest problem list with userScore and userAttemptStats (spec 03 §3)',
        querystring: contestProblemListQuerySchema,
        response: { 200: successEnvelopeSchema(contestProblemListSchema), ...responses },
      },
    },
    async (request) => ok(await app.contests.problemList(request.user!.id, request.query)),
  );

  app.post(
    ContestPaths.register,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Register for a contest',
        body: contestEventBodySchema,
        response: { 200: successEnvelopeSchema(contestDetailSchema), ...responses },
      },
    },
    async (request) => ok(await app.contests.register(request.user!.id, request.body.event_id)),
  );

  app.post(
    ContestPaths.unregister,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Unregister before the contest starts',
        body: contestEventBodySchema,
        response: { 200: successEnvelopeSchema(contestDetailSchema), ...responses },
      },
    },
    async (request) => ok(await app.contests.unregister(request.user!.id, request.body.event_id)),
  );

  app.post(
    ContestPaths.start,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Start the contest (own clock for windowed contests; virtual: replay an ended contest)',
        body: startContestBodySchema,
        response: { 200: successEnvelopeSchema(contestDetailSchema), ...responses },
      },
    },
    async (request) => ok(await app.contests.start(request.user!.id, request.body)),
  );

  app.post(
    ContestPaths.submit,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Finish the attempt (end test): later submissions do not count',
        body: submitContestBodySchema,
        response: { 200: successEnvelopeSchema(contestDetailSchema), ...responses },
      },
    },
    async (request) => ok(await app.contests.finish(request.user!.id, request.body)),
  );

  app.get(
    ContestPaths.detail,
    {
      schema: {
        tags,
        summary: 'One contest with the caller’s participation',
        params: contestParamsSchema,
        response: { 200: successEnvelopeSchema(contestDetailSchema), ...responses },
      },
    },
    async (request) => ok(await app.contests.detail(userId(request), request.params.slug)),
  );

  app.get(
    ContestPaths.standings,
    {
      schema: {
        tags,
        summary: 'A page of the standings (frozen for others’ late results during the freeze)',
        params: contestParamsSchema,
        querystring: standingsQuerySchema,
        response: { 200: successEnvelopeSchema(contestStandingsSchema), ...responses },
      },
    },
    async (request) =>
      ok(await app.contestStandings.standings(userId(request), request.params.slug, request.query)),
  );

  app.get(
    ContestPaths.virtualStanding,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The caller’s would-be rank in their virtual attempt',
        params: contestParamsSchema,
        response: { 200: successEnvelopeSchema(virtualStandingSchema), ...responses },
      },
    },
    async (request) => ok(await app.contestStandings.virtualStanding(request.user!.id, request.params.slug)),
  );

  app.get(
    ContestPaths.calendar,
    {
      schema: {
        tags,
        summary: 'The contest as a calendar event (text/calendar)',
        params: contestParamsSchema,
      },
    },
    async (request, reply) => {
      const contest = await createContestRepository(app.db).findBySlug(request.params.slug);
      if (!contest)
        return reply.code(404).send({ status: 404, error: { code: 404, message: 'Contest not found.' } });
      const origin = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${icsFileName(contest)}"`)
        .send(contestIcs(contest, origin, app.config.brandName));
    },
  );
};

export default contestsRoute;
