/**
 * Dev-only contest tools for e2e tests (registered only under NODE_ENV=test or KATANA_DEV_ROUTES=true, and
 * answering loopback clients only): POST /api/dev/contests creates a contest of the given catalogue problems
 * starting now (or in a few seconds); POST /api/dev/contests/:slug/end ends one now (so its rating and virtual
 * attempts can be tried).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorCode, ok } from '@katana/shared/envelope';
import { contestParamsSchema, ContestPaths, devContestBodySchema } from '@katana/shared/api/contests';
import { ApiError } from '../plugins/app/api-error.ts';
import { loopbackOnly } from '../plugins/app/loopback-only.ts';
import { ContestInputError, createContest, endContestNow } from './contest-admin.ts';
import { createContestRepository } from './contest.repository.ts';

const devContestsRoute: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', loopbackOnly);
  app.post(ContestPaths.devCreate, { schema: { hide: true, body: devContestBodySchema } }, async (request) => {
    const body = request.body;
    const startAt = new Date(Date.now() + body.starts_in_seconds * 1000);
    try {
      const contest = await createContest(app.db, {
        title: body.title ?? `Dev Contest ${new Date().toISOString().slice(0, 16)}`,
        format: body.format,
        rated: body.rated,
        guestAllowed: body.guest_allowed,
        startAt,
        endAt: new Date(startAt.getTime() + body.duration_minutes * 60_000),
        windowMinutes: body.window_minutes ?? null,
        freezeMinutes: body.freeze_minutes,
        problemSlugs: body.problem_slugs,
      });
      return ok(await app.contests.detail(request.user?.id ?? null, contest.slug));
    } catch (error) {
      if (error instanceof ContestInputError) throw new ApiError(400, ErrorCode.BAD_REQUEST, error.message);
      throw error;
    }
  });

  app.post(
    ContestPaths.devEnd,
    { schema: { hide: true, params: contestParamsSchema } },
    async (request) => {
      const contest = await createContestRepository(app.db).findBySlug(request.params.slug);
      if (!contest) throw new ApiError(404, ErrorCode.NOT_FOUND, 'Contest not found.');
      await endContestNow(app.db, contest);
      return ok(await app.contests.detail(request.user?.id ?? null, contest.slug));
    },
  );
};

export default devContestsRoute;
