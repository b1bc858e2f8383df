/** GET /api/v2/users/roles: the signed-in learner's roles, so the web shows moderation controls to moderators. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { successEnvelopeSchema } from '@katana/shared/api/envelope';
import { myRolesSchema, RolePaths } from '@katana/shared/api/roles';
import { guardedErrorResponses } from '../plugins/app/error-responses.ts';

const rolesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    RolePaths.mine,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: "The signed-in learner's roles (moderator...)",
        response: { 200: successEnvelopeSchema(myRolesSchema), ...guardedErrorResponses },
      },
    },
    async (request) => ok({ roles: await app.repos.roles.rolesOf(request.user!.id) }),
  );
};

export default rolesRoute;
