/**
 * Dev-only challenge tool for e2e tests (registered only under NODE_ENV=test or KATANA_DEV_ROUTES=true, and
 * answering loopback clients only): POST /api/dev/challenges adds or updates one challenge by the rules of
 * `katana challenge add` (the e2e server's embedded database cannot be opened by a second process).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorCode, ok } from '@katana/shared/envelope';
import { ChallengesPaths, devChallengeBodySchema } from '@katana/shared/api/challenges';
import { ApiError } from '../plugins/app/api-error.ts';
import { loopbackOnly } from '../plugins/app/loopback-only.ts';
import { saveChallenge } from './challenge-import.ts';
import { challengeInputSchema } from './challenge-input.ts';

const devChallengesRoute: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', loopbackOnly);
  app.post(
    ChallengesPaths.devUpsert,
    { schema: { hide: true, body: devChallengeBodySchema } },
    async (request) => {
      const parsed = challengeInputSchema.safeParse({ ...request.body, description: '' });
      if (!parsed.success) throw new ApiError(400, ErrorCode.BAD_REQUEST, parsed.error.issues[0]!.message);
      const outcome = await saveChallenge(app.db, parsed.data, 'dev');
      if (Array.isArray(outcome)) throw new ApiError(400, ErrorCode.BAD_REQUEST, outcome.join('; '));
      return ok({ slug: parsed.data.slug, outcome });
    },
  );
};

export default devChallengesRoute;
