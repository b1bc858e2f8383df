/**
 * Challenge routes (contract: @katana/shared/api/challenges). Reads are public (a signed-in learner gets their
 * progress); registering needs a signed-in learner. Share cards are public images, 404 when there is nothing to show.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import {
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  CHALLENGE_SHARE_CARDS,
  ChallengeMessage,
  ChallengesPaths,
  challengeCardParamsSchema,
  challengeDetailSchema,
  challengeLeaderboardSchema,
  challengeListSchema,
  challengeParamsSchema,
  challengeRegistrationSchema,
  type ChallengeShareCard,
} from '@katana/shared/api/challenges';
import { ApiError } from '../plugins/app/api-error.ts';
import { guardedErrorResponses } from '../plugins/app/error-responses.ts';
import { CHALLENGE_CARD_CACHE_SECONDS, type createChallengeCardCache } from './challenge-card.ts';
import type { ChallengesService } from './challenges.service.ts';

const tags = ['challenges'];
const notFound = errorEnvelopeSchema.describe('No such challenge');

const challengesRoutes: FastifyPluginAsyncZod<{
  service: ChallengesService;
  cards: ReturnType<typeof createChallengeCardCache>;
  brand: string;
}> = async (app, { service, cards, brand }) => {
  const viewerOf = (request: { user?: { id: number } | null }) => request.user?.id ?? null;

  app.get(
    ChallengesPaths.list,
    {
      schema: {
        tags,
        summary: "The monthly challenges, newest first, with the viewer's registration",
        response: { 200: successEnvelopeSchema(challengeListSchema), ...validatedErrorResponses },
      },
    },
    async (request) => ok(await service.list(viewerOf(request))),
  );

  app.get(
    ChallengesPaths.detail,
    {
      schema: {
        tags,
        summary: "A challenge's days, unlocks and the viewer's progress and badge",
        params: challengeParamsSchema,
        response: {
          200: successEnvelopeSchema(challengeDetailSchema),
          ...validatedErrorResponses,
          404: notFound,
        },
      },
    },
    async (request) => ok(await service.detail(request.params.slug, viewerOf(request))),
  );

  app.get(
    ChallengesPaths.leaderboard,
    {
      schema: {
        tags,
        summary: "The challenge board: solved days, then the earlier last solve; the viewer's own row",
        params: challengeParamsSchema,
        response: {
          200: successEnvelopeSchema(challengeLeaderboardSchema),
          ...validatedErrorResponses,
          404: notFound,
        },
      },
    },
    async (request) => ok(await service.leaderboard(request.params.slug, viewerOf(request))),
  );

  app.get(
    ChallengesPaths.card,
    {
      schema: {
        tags,
        summary:
          "A learner's challenge share card (challenge_achievement.png or challenge_badge.png, 1044 x 584)",
        params: challengeCardParamsSchema,
      },
    },
    async (request, reply) => {
      const match = /^([a-z_]+)\.png$/.exec(request.params.file);
      const card = CHALLENGE_SHARE_CARDS.find((c) => c === match?.[1]) as ChallengeShareCard | undefined;
      const data = card ? await service.cardData(request.params.slug, request.params.uuid) : null;
      if (!card || !data || (card === 'challenge_badge' ? !data.badge : data.solved === 0))
        throw new ApiError(404, 404, ChallengeMessage.CARD_NOT_FOUND);
      const png = cards.get({
        card,
        brand,
        title: data.title,
        name: data.name,
        solved: data.solved,
        days: data.days,
        rank: data.rank,
        badge: data.badge ? { monthIndex: data.badge.month_index, level: data.badge.level } : null,
      });
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', `public, max-age=${CHALLENGE_CARD_CACHE_SECONDS}`)
        .send(png);
    },
  );

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', app.requireUser);
    const guarded = signedIn.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>();
    guarded.post(
      ChallengesPaths.registration,
      {
        schema: {
          tags,
          summary: 'Join a challenge (not once it has ended); joining twice is harmless',
          params: challengeParamsSchema,
          response: {
            200: successEnvelopeSchema(challengeRegistrationSchema),
            ...guardedErrorResponses,
            404: notFound,
            409: errorEnvelopeSchema.describe('The challenge has ended'),
          },
        },
      },
      async (request) => ok(await service.register(request.params.slug, request.user!.id)),
    );
  });
};

export default challengesRoutes;
