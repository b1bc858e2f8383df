/**
 * Streak endpoints (StreakBadgePaths in @katana/shared/engagement/api-streaks-badges; the badge paths are the
 * badges part's): streak fetch, monthly streak map, streaks progress by uuid, mark streak acknowledged.
 * Signed-in only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@katana/shared/envelope';
import { errorEnvelopeSchema, successEnvelopeSchema } from '@katana/shared/api/envelope';
import {
  monthlyStreakMapSchema,
  monthlyStreakQuerySchema,
  StreakBadgePaths,
  streakProgressQuerySchema,
  streakSchema,
} from '@katana/shared/engagement/api-streaks-badges';
import type { ExperienceService } from '../experience/experience.service.ts';
import type { StreakService } from './streak.service.ts';
import { guardedErrorResponses } from '../../plugins/app/error-responses.ts';

const tags = ['streaks'];
const answers = <T extends z.ZodTypeAny>(schema: T) => ({
  200: successEnvelopeSchema(schema),
  ...guardedErrorResponses,
});

export interface StreaksRoutesOptions {
  streaks: StreakService;
  experience: ExperienceService;
}

const streaksRoutes: FastifyPluginAsyncZod<StreaksRoutesOptions> = async (app, { streaks, experience }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    StreakBadgePaths.streak,
    { schema: { tags, summary: 'Current and longest daily streak', response: answers(streakSchema) } },
    async (request) => ok(await streaks.streak(request.user!.id, new Date())),
  );
  app.get(
    StreakBadgePaths.monthly,
    {
      schema: {
        tags,
        summary: 'Active days of the IST month containing start_date',
        querystring: monthlyStreakQuerySchema,
        response: answers(monthlyStreakMapSchema),
      },
    },
    async (request) => ok(await streaks.monthly(request.user!.id, request.query.start_date, new Date())),
  );
  app.get(
    StreakBadgePaths.progress,
    {
      schema: {
        tags,
        summary: "The user's (or the uuid's) streak",
        querystring: streakProgressQuerySchema,
        response: { ...answers(streakSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(
        await streaks.streak(await experience.resolveUser(request.user!.id, request.query.uuid), new Date()),
      ),
  );
  app.post(
    StreakBadgePaths.acknowledgeStreak,
    {
      schema: {
        tags,
        summary: 'Mark the reached streak milestone as seen',
        response: answers(z.object({ acknowledged: z.literal(true) })),
      },
    },
    async (request) => ok(await streaks.acknowledge(request.user!.id, new Date())),
  );
};

export default streaksRoutes;
