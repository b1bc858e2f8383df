/**
 * Badge endpoints of StreakBadgePaths (api-streaks-badges.ts): user badges, certificate (link, cached 300 s),
 * acknowledge, rename popup, user events (how the rename notice is acknowledged); signed-in only. The certificate PNG itself is public (it is shared on social sites).
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@katana/shared/envelope';
import { errorEnvelopeSchema, successEnvelopeSchema } from '@katana/shared/api/envelope';
import { BADGE_CERTIFICATE_CACHE_SECONDS } from '@katana/shared/engagement/badges';
import {
  acknowledgeBadgesBodySchema,
  badgeCertificateQuerySchema,
  badgeCertificateSchema,
  badgeRenamePopupSchema,
  certificateImageParamsSchema,
  certificateImageQuerySchema,
  StreakBadgePaths,
  userBadgesQuerySchema,
  userBadgesSchema,
  userEventBodySchema,
} from '@katana/shared/engagement/api-streaks-badges';
import { ApiError } from '../../plugins/app/api-error.ts';
import { guardedErrorResponses } from '../../plugins/app/error-responses.ts';
import type { BadgesService } from './badges.service.ts';

const tags = ['badges'];
const NO_SUCH_BADGE = 'No such badge';

export interface BadgesRoutesOptions {
  service: BadgesService;
}

const badgesRoutes: FastifyPluginAsyncZod<BadgesRoutesOptions> = async (app, { service }) => {
  app.get(
    StreakBadgePaths.certificateImage,
    {
      schema: {
        tags,
        summary: 'The certificate PNG of a held badge (1044 x 584), cached 300 s',
        description: 'image/png; 404 in the envelope when there is no such badge.',
        params: certificateImageParamsSchema,
        querystring: certificateImageQuerySchema,
      },
    },
    async (request, reply) => {
      const png = await service.certificatePng(request.params.user_badge_level_id, request.query.s);
      if (!png) throw new ApiError(404, 404, NO_SUCH_BADGE);
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', `public, max-age=${BADGE_CERTIFICATE_CACHE_SECONDS}`)
        .send(png);
    },
  );

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', app.requireUser);
    const guarded = signedIn.withTypeProvider<ZodTypeProvider>();

    guarded.get(
      StreakBadgePaths.badges,
      {
        schema: {
          tags,
          summary: "The signed-in learner's badges, ordered by badge_level_order",
          querystring: userBadgesQuerySchema,
          response: { 200: successEnvelopeSchema(userBadgesSchema), ...guardedErrorResponses },
        },
      },
      async (request) =>
        ok(
          await service.userBadges(request.user!.id, {
            entityType: request.query.entity_type,
            entityId: request.query.entity_id,
          }),
        ),
    );

    guarded.get(
      StreakBadgePaths.certificate,
      {
        schema: {
          tags,
          summary: "The certificate image of one of the learner's badges (cached 300 s)",
          querystring: badgeCertificateQuerySchema,
          response: {
            200: successEnvelopeSchema(badgeCertificateSchema),
            ...guardedErrorResponses,
            404: errorEnvelopeSchema.describe(NO_SUCH_BADGE),
          },
        },
      },
      async (request, reply) => {
        const found = await service.certificate(request.user!.id, {
          entityType: request.query.entity_type,
          entityId: request.query.entity_id,
          badgeLevelId: request.query.badge_level_id,
        });
        if (!found) throw new ApiError(404, 404, NO_SUCH_BADGE);
        reply.header('cache-control', `private, max-age=${BADGE_CERTIFICATE_CACHE_SECONDS}`);
        return ok(found);
      },
    );

    guarded.post(
      StreakBadgePaths.acknowledgeBadges,
      {
        schema: {
          tags,
          summary: "Mark badges acknowledged (the learner's own only)",
          body: acknowledgeBadgesBodySchema,
          response: {
            200: successEnvelopeSchema(z.object({ acknowledged: z.number().int().nonnegative() })),
            ...guardedErrorResponses,
          },
        },
      },
      async (request) =>
        ok({
          acknowledged: await service.acknowledge(request.user!.id, request.body.user_badge_level_ids),
        }),
    );

    guarded.get(
      StreakBadgePaths.renamePopup,
      {
        schema: {
          tags,
          summary:
            'Whether to show the badge-rename notice (Ronin, Samurai, Sensei are now Achiever, Specialist, Master)',
          description: 'Acknowledge with the user event BADGE_NAME_CHANGE_POPUP_SHOWN.',
          response: { 200: successEnvelopeSchema(badgeRenamePopupSchema), ...guardedErrorResponses },
        },
      },
      async (request) => ok(await service.renamePopup(request.user!.id)),
    );

    guarded.post(
      StreakBadgePaths.userEvents,
      {
        schema: {
          tags,
          summary: 'Mark or acknowledge a user event (BADGE_NAME_CHANGE_POPUP_SHOWN hides the rename notice)',
          description: 'With append_key the stored key is event_key + append_key.',
          body: userEventBodySchema,
          response: {
            200: successEnvelopeSchema(z.object({ acknowledged: z.literal(true) })),
            ...guardedErrorResponses,
          },
        },
      },
      async (request) => {
        const { event_key, acknowledgement, append_key } = request.body;
        await app.repos.users.upsertEvent(
          request.user!.id,
          `${event_key}${append_key ?? ''}`.slice(0, 120),
          String(acknowledgement),
        );
        return ok({ acknowledged: true as const });
      },
    );
  });
};

export default badgesRoutes;
