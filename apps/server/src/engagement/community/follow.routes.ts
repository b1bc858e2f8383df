/**
 * Follow endpoints of CommunityPaths (api-community.ts): check, followers/following list, toggle; signed-in only.
 * The toggle delivers the followed learner's new FOLLOW inbox item over socket.io right after its commit.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { errorEnvelopeSchema, successEnvelopeSchema } from '@katana/shared/api/envelope';
import {
  CommunityPaths,
  followBodySchema,
  followCheckQuerySchema,
  followCheckSchema,
  followListSchema,
  followResponseSchema,
} from '@katana/shared/engagement/api-community';
import { guardedErrorResponses } from '../../plugins/app/error-responses.ts';
import { CANNOT_FOLLOW_SELF, NO_SUCH_PROFILE, type FollowService } from './follow.service.ts';

const tags = ['follow'];
const notFound = { 404: errorEnvelopeSchema.describe(NO_SUCH_PROFILE) };

export interface FollowRoutesOptions {
  service: FollowService;
  deliver: (userId: number) => Promise<unknown>;
}

const followRoutes: FastifyPluginAsyncZod<FollowRoutesOptions> = async (app, { service, deliver }) => {
  app.addHook('onRequest', app.requireUser);
  const guarded = app.withTypeProvider<ZodTypeProvider>();

  guarded.get(
    CommunityPaths.followCheck,
    {
      schema: {
        tags,
        summary: 'Whether the signed-in learner follows a profile',
        querystring: followCheckQuerySchema,
        response: { 200: successEnvelopeSchema(followCheckSchema), ...guardedErrorResponses, ...notFound },
      },
    },
    async (request) => ok(await service.check(request.user!.id, request.query.profile_uuid)),
  );

  guarded.get(
    CommunityPaths.followList,
    {
      schema: {
        tags,
        summary: "A profile's followers and the learners it follows (oldest first)",
        querystring: followCheckQuerySchema,
        response: { 200: successEnvelopeSchema(followListSchema), ...guardedErrorResponses, ...notFound },
      },
    },
    async (request) => ok(await service.list(request.query.profile_uuid)),
  );

  guarded.post(
    CommunityPaths.follow,
    {
      schema: {
        tags,
        summary: 'Follow or unfollow a profile (toggles); a new follow notifies the followed learner',
        body: followBodySchema,
        response: {
          200: successEnvelopeSchema(followResponseSchema),
          ...guardedErrorResponses,
          400: errorEnvelopeSchema.describe(CANNOT_FOLLOW_SELF),
          ...notFound,
        },
      },
    },
    async (request) => {
      const result = await service.toggle(request.user!.id, request.body.uuid);
      if (result.notifyUserId !== null) {
        try {
          await deliver(result.notifyUserId);
        } catch (err) {
          // Stored and committed: the next delivery (or the learner's next connect) pushes it.
          request.log.warn({ err: { message: (err as Error).message } }, 'follow: delivery failed');
        }
      }
      return ok({ uuid: result.uuid, isFollowing: result.isFollowing });
    },
  );
};

export default followRoutes;
