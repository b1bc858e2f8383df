/**
 * Dev-only (NODE_ENV=test or KATANA_DEV_ROUTES=true, loopback clients only): POST /api/dev/contests/reminders runs
 * the contest reminder sweep now, or as if `in_seconds` had passed, so an e2e test sees a reminder without waiting.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { ContestPaths, devContestRemindersBodySchema } from '@katana/shared/api/contests';
import { loopbackOnly } from '../plugins/app/loopback-only.ts';
import type { ContestRemindersService } from './contest-reminders.service.ts';

const devContestRemindersRoute: FastifyPluginAsyncZod<{ service: ContestRemindersService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', loopbackOnly);
  app.post(
    ContestPaths.devReminders,
    { schema: { hide: true, body: devContestRemindersBodySchema } },
    async (request) => ok(await service.sweep(new Date(Date.now() + request.body.in_seconds * 1000))),
  );
};

export default devContestRemindersRoute;
