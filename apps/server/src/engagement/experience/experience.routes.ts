/**
 * EXP endpoints (ExperiencePaths in @katana/shared/engagement/api-experience): daily info, summary, boosters and
 * apply-delayed-booster, history (v2 by page, v4 by IST date), levels progress, policies, daily goals.
 * Signed-in only. Thin: validate, call the experience service, answer in the envelope.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@katana/shared/envelope';
import { errorEnvelopeSchema, successEnvelopeSchema } from '@katana/shared/api/envelope';
import {
  applyDelayedBoosterQuerySchema,
  boostersListSchema,
  dailyExperienceInfoSchema,
  dailyGoalsInfoSchema,
  experienceSummarySchema,
  ExperiencePaths,
  expHistoryPageSchema,
  expHistoryQueryV2Schema,
  expHistoryQueryV4Schema,
  levelsProgressQuerySchema,
  levelsProgressSchema,
  policiesResponseSchema,
} from '@katana/shared/engagement/api-experience';
import type { ExperienceService } from './experience.service.ts';
import { guardedErrorResponses } from '../../plugins/app/error-responses.ts';

const tags = ['experience'];
const answers = <T extends z.ZodTypeAny>(schema: T) => ({
  200: successEnvelopeSchema(schema),
  ...guardedErrorResponses,
});

export interface ExperienceRoutesOptions {
  service: ExperienceService;
  afterAward: (userId: number) => Promise<void>;
}

const experienceRoutes: FastifyPluginAsyncZod<ExperienceRoutesOptions> = async (
  app,
  { service, afterAward },
) => {
  app.addHook('onRequest', app.requireUser);
  const uid = (request: { user?: { id: number } | null }) => request.user!.id;

  app.get(
    ExperiencePaths.daily,
    {
      schema: {
        tags,
        summary: "Today's EXP and the daily goal",
        response: answers(dailyExperienceInfoSchema),
      },
    },
    async (request) => ok(await service.daily(uid(request), new Date())),
  );
  app.get(
    ExperiencePaths.summary,
    {
      schema: {
        tags,
        summary: 'Total EXP and the active booster queue',
        response: answers(experienceSummarySchema),
      },
    },
    async (request) => ok(await service.summary(uid(request), new Date())),
  );
  app.get(
    ExperiencePaths.boosters,
    { schema: { tags, summary: 'Delayed and unlocked boosters', response: answers(boostersListSchema) } },
    async (request) => ok(await service.boosters(uid(request), new Date())),
  );
  app.post(
    ExperiencePaths.applyDelayedBooster,
    {
      schema: {
        tags,
        summary: 'Activate an unlocked delayed booster; answers the new experience summary',
        querystring: applyDelayedBoosterQuerySchema,
        response: {
          ...answers(experienceSummarySchema),
          404: errorEnvelopeSchema.describe('No such booster of the user'),
          409: errorEnvelopeSchema.describe('Not unlocked yet, expired or already applied'),
        },
      },
    },
    async (request) => {
      const userId = uid(request);
      const summary = await service.applyDelayedBooster(userId, request.query.booster_log_id, new Date());
      await afterAward(userId);
      return ok(summary);
    },
  );
  app.get(
    ExperiencePaths.historyV2,
    {
      schema: {
        tags,
        summary: 'EXP history, newest first (limit 20)',
        querystring: expHistoryQueryV2Schema,
        response: answers(expHistoryPageSchema),
      },
    },
    async (request) => ok(await service.history(uid(request), request.query)),
  );
  app.get(
    ExperiencePaths.historyV4,
    {
      schema: {
        tags,
        summary: 'EXP history of one IST day (or the newest), newest first (limit 20)',
        querystring: expHistoryQueryV4Schema,
        response: { ...answers(expHistoryPageSchema), 422: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await service.history(uid(request), request.query)),
  );
  app.get(
    ExperiencePaths.levelsProgress,
    {
      schema: {
        tags,
        summary: "The user's (or the uuid's) level",
        querystring: levelsProgressQuerySchema,
        response: { ...answers(levelsProgressSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await service.levelsProgress(await service.resolveUser(uid(request), request.query.uuid))),
  );
  app.get(
    ExperiencePaths.policies,
    {
      schema: {
        tags,
        summary: "Enabler policies, the user's active ones, level and level_points_map",
        response: answers(policiesResponseSchema),
      },
    },
    async (request) => ok(await service.policies(uid(request))),
  );
  app.get(
    ExperiencePaths.dailyGoals,
    { schema: { tags, summary: 'Daily goal (goal_exp)', response: answers(dailyGoalsInfoSchema) } },
    async (request) => ok(await service.dailyGoals(uid(request))),
  );
};

export default experienceRoutes;
