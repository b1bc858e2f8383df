/**
 * Dev-only moderator grant for e2e tests (registered only under NODE_ENV=test or KATANA_DEV_ROUTES=true, and
 * answering loopback clients only): POST /api/dev/discussions/moderators { email } grants the moderator role, as
 * `katana role grant --role moderator` does on a server whose database another process holds open.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode, ok } from '@katana/shared/envelope';
import { DiscussionPaths } from '@katana/shared/api/discussions';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/users.ts';
import { ApiError } from '../plugins/app/api-error.ts';
import { loopbackOnly } from '../plugins/app/loopback-only.ts';

const devDiscussionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', loopbackOnly);
  app.post(
    DiscussionPaths.devModerator,
    { schema: { hide: true, body: z.object({ email: z.string().email() }) } },
    async (request) => {
      const [user] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, request.body.email.toLowerCase()))
        .limit(1);
      if (!user) throw new ApiError(404, ErrorCode.NOT_FOUND, 'No such learner.');
      await app.repos.roles.grant(user.id, 'moderator', 'dev');
      return ok({ granted: true });
    },
  );
};

export default devDiscussionsRoutes;
