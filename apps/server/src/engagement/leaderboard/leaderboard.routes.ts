/**
 * The endpoints of LeaderboardPaths (api-leaderboard.ts): thin routes over the leaderboard service. All need a
 * signed-in learner except the league sign-up (POST interested-users), which takes an e-mail from anyone.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@katana/shared/envelope';
import { successEnvelopeSchema, validatedErrorResponses } from '@katana/shared/api/envelope';
import {
  interestedUsersAddQuerySchema,
  interestedUsersQuerySchema,
  leaderboardPageSchema,
  LeaderboardPaths,
  leaderboardQuerySchema,
  leaderboardUserDetailsSchema,
  unsolvedProblemQuerySchema,
  xpSummarySchema,
} from '@katana/shared/engagement/api-leaderboard';
import { LEADERBOARD_DETAILS_CACHE_MS } from '@katana/shared/engagement/leaderboard';
import { isIstDate } from '@katana/shared/engagement/ist-time';
import { ErrorCode } from '@katana/shared/envelope';
import { ApiError } from '../../plugins/app/api-error.ts';
import { guardedErrorResponses } from '../../plugins/app/error-responses.ts';
import type { LeaderboardService } from './leaderboard.service.ts';

const tags = ['leaderboard'];

/** Ours: the spec shows the call, not its answer. */
const unsolvedProblemSchema = z.object({
  problem: z
    .object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      difficulty: z.string(),
      problem_type: z.string(),
    })
    .nullable(),
});

export interface LeaderboardRoutesOptions {
  service: LeaderboardService;
}

const leaderboardRoutes: FastifyPluginAsyncZod<LeaderboardRoutesOptions> = async (app, { service }) => {
  const signedIn = { onRequest: app.requireUser };

  app.get(
    LeaderboardPaths.xpSummary,
    {
      ...signedIn,
      schema: {
        tags,
        summary: "This week's leaderboard summary: locked until level 2, start_date, the learner's rank",
        response: { 200: successEnvelopeSchema(xpSummarySchema), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await service.xpSummary(request.user!.id)),
  );

  app.get(
    LeaderboardPaths.userDetails,
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The learner's league this week: rank in the group, league name and zone (cached 10 s)",
        response: { 200: successEnvelopeSchema(leaderboardUserDetailsSchema), ...guardedErrorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', `private, max-age=${LEADERBOARD_DETAILS_CACHE_MS / 1000}`);
      return ok(await service.userDetails(request.user!.id));
    },
  );

  app.get(
    LeaderboardPaths.board,
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'The weekly board: Personal (league group), Friends, or an entity (topic, guided path, round, college)',
        querystring: leaderboardQuerySchema,
        response: { 200: successEnvelopeSchema(leaderboardPageSchema), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await service.board(request.user!.id, request.query)),
  );

  app.get(
    LeaderboardPaths.checkOnboarding,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Whether the leaderboard onboarding is still to be shown',
        response: {
          200: successEnvelopeSchema(z.object({ show_onboarding: z.boolean() })),
          ...guardedErrorResponses,
        },
      },
    },
    async (request) => ok(await service.checkOnboarding(request.user!.id)),
  );

  app.post(
    LeaderboardPaths.markOnboardingComplete,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Marks the leaderboard onboarding as seen',
        response: {
          200: successEnvelopeSchema(z.object({ completed: z.literal(true) })),
          ...guardedErrorResponses,
        },
      },
    },
    async (request) => ok(await service.markOnboardingComplete(request.user!.id)),
  );

  app.get(
    LeaderboardPaths.unsolvedProblem,
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The league's problem of a date that the learner has not solved yet",
        querystring: unsolvedProblemQuerySchema,
        response: { 200: successEnvelopeSchema(unsolvedProblemSchema), ...guardedErrorResponses },
      },
    },
    async (request) => {
      if (!isIstDate(request.query.date))
        throw new ApiError(422, ErrorCode.VALIDATION, 'Validation failed', {
          date: 'date must be a calendar date (YYYY-MM-DD).',
        });
      return ok(await service.unsolvedProblem(request.user!.id, request.query.date));
    },
  );

  app.get(
    LeaderboardPaths.interestedUsers,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Whether the learner signed up for a league category',
        querystring: interestedUsersQuerySchema,
        response: {
          200: successEnvelopeSchema(z.object({ interested: z.boolean() })),
          ...guardedErrorResponses,
        },
      },
    },
    async (request) =>
      ok(await service.isInterested({ id: request.user!.id, email: request.user!.email }, request.query)),
  );

  app.post(
    LeaderboardPaths.interestedUsers,
    {
      schema: {
        tags,
        summary: 'League sign-up by e-mail (query params, as the spec has it); idempotent',
        querystring: interestedUsersAddQuerySchema,
        response: {
          200: successEnvelopeSchema(z.object({ interested: z.literal(true) })),
          ...validatedErrorResponses,
        },
      },
    },
    async (request) => ok(await service.addInterested(request.user?.id ?? null, request.query)),
  );
};

export default leaderboardRoutes;
