/** POST /api/v3/reactions: upvote / downvote a problem with the toggle rule of spec 03 §4. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { errorEnvelopeSchema, successEnvelopeSchema } from '@katana/shared/api/envelope';
import {
  CataloguePaths,
  reactionBodySchema,
  reactionStateSchema,
} from '@katana/shared/api/practice-catalogue';
import { guardedErrorResponses } from '../../plugins/app/error-responses.ts';

const reactionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  app.post(
    CataloguePaths.reactions,
    {
      schema: {
        tags: ['reactions'],
        summary: 'Toggle a reaction: the same one again removes it, the other one switches it',
        description: 'parent_id is the problem id (its slug works too).',
        body: reactionBodySchema,
        response: {
          200: successEnvelopeSchema(reactionStateSchema),
          ...guardedErrorResponses,
          404: errorEnvelopeSchema.describe('No such problem'),
        },
      },
    },
    async (request) =>
      ok(
        await app.practice.learner.react(
          request.user!.id,
          request.body.parent_id,
          request.body.reaction_type,
        ),
      ),
  );
};

export default reactionsRoute;
