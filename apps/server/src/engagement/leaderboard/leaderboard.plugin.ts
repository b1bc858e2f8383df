/**
 * Weekly leaderboards and leagues (spec 02). Decorates `app.leaderboard` (the service: `syncUser(userId)` after
 * an award commits outside a submission, `setFollowees(fn)` for the Friends scope), syncs Redis after each
 * submission result, registers the routes, and closes finished weeks: at start-up (catching up) and at each IST
 * week boundary on a timer. Every node runs the timer; closeWeek's advisory lock and closed-weeks row make one
 * node settle a week once (embedded mode is the one-node case).
 */
import fp from 'fastify-plugin';
import { createLeaderboardRepository } from './leaderboard.repository.ts';
import { createLeaderboardRedis } from './leaderboard-redis.ts';
import { createLeaderboardService, type LeaderboardService } from './leaderboard.service.ts';
import leaderboardRoutes from './leaderboard.routes.ts';
import { closeFinishedWeeks, msUntilNextRollover } from './week-rollover.ts';

declare module 'fastify' {
  interface FastifyInstance {
    leaderboard: LeaderboardService;
  }
}

export interface LeaderboardPluginOptions {
  /** Redis key prefix of the weekly boards (tests use their own). */
  redisPrefix?: string;
  /** false: no week-closing timer (tests close weeks themselves). */
  rollover?: boolean;
}

export default fp<LeaderboardPluginOptions>(
  async (app, opts) => {
    const repo = createLeaderboardRepository(app.db);
    const redis = app.redis
      ? createLeaderboardRedis({
          redis: app.redis,
          repo,
          ...(opts.redisPrefix ? { prefix: opts.redisPrefix } : {}),
        })
      : null;
    const service = createLeaderboardService({ db: app.db, repo, redis, log: app.log });
    app.decorate('leaderboard', service);

    app.onSubmissionResult(async ({ userId }) => {
      try {
        await service.syncUser(userId);
      } catch (err) {
        // SQL holds the score; the next sync (ZADD GT of the total) or a rebuild brings Redis up to date.
        app.log.warn({ err: { message: (err as Error).message }, userId }, 'leaderboard: redis sync failed');
      }
    });

    await app.register(leaderboardRoutes, { service });

    if (opts.rollover === false || app.config.nodeEnv === 'test') return;
    let timer: NodeJS.Timeout | null = null;
    let closing = false;
    const rollover = async () => {
      if (closing) return;
      closing = true;
      try {
        for (const { weekStart, result } of await closeFinishedWeeks(app.db, new Date())) {
          if (result.status === 'closed')
            app.log.info({ weekStart, learners: result.learners }, 'leaderboard week closed');
        }
      } catch (err) {
        app.log.error({ err: { message: (err as Error).message } }, 'leaderboard: closing the week failed');
      } finally {
        closing = false;
      }
    };
    const schedule = () => {
      timer = setTimeout(() => {
        void rollover().finally(schedule);
      }, msUntilNextRollover(new Date()));
      timer.unref();
    };
    app.addHook('onReady', async () => {
      void rollover();
      schedule();
    });
    app.addHook('onClose', async () => {
      if (timer) clearTimeout(timer);
    });
  },
  {
    name: 'leaderboard',
    dependencies: ['database', 'auth', 'realtime', 'submissions'],
  },
);
