/**
 * Dev-only moderator grant for e2e tests (registered only under NODE_ENV=test or KATANA_DEV_ROUTES=true, and
 * answering loopback clients only): the embedded database cannot be opened by `katana role grant` while the server
 * holds it, so POST /api/dev/interview-experiences/moderators { email } grants the role instead.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorCode, ok } from '@katana/shared/envelope';
import { devModeratorBodySchema, InterviewExperiencePaths } from '@katana/shared/api/interview-experiences';
import { ApiError } from '../plugins/app/api-error.ts';
import { loopbackOnly } from '../plugins/app/loopback-only.ts';

const devInterviewExperienceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', loopbackOnly);
  app.post(
    InterviewExperiencePaths.devModerator,
    { schema: { hide: true, body: devModeratorBodySchema } },
    async (request) => {
      const user = await app.repos.users.findByEmail(request.body.email);
      if (!user) throw new ApiError(404, ErrorCode.NOT_FOUND, 'No account with this e-mail.');
      await app.repos.roles.grant(user.id, 'moderator', 'dev route');
      return ok({ email: request.body.email, roles: await app.repos.roles.rolesOf(user.id) });
    },
  );
};

export default devInterviewExperienceRoutes;
