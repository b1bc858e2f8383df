/**
 * Contests (issue #7): lifecycle, registration, participation, contest submissions, live standings, virtual
 * participation, calendar events. Registered by app.ts; decorates `app.contests` and `app.contestStandings`,
 * guards practice submissions made with a contest's offering_id, signals the contest's socket room after each
 * counted verdict, and registers the routes under /api/v1/contests (plus the dev tools when config.devRoutes).
 * The verdict side (contest-submission-hook.ts) is listed in judged-submission-hooks.ts.
 * It also resolves the server-rendered pages /contests/{slug} and the contest classroom (title, description, 404).
 * It registers contests' part of practice's access policy (`app.problemAccess`): contest-only problems
 * (contest_problems.hidden_until_start) do not exist for the practice catalogue until their contest starts and are
 * never a problem of the day, and a problem's solution (with its hints) is locked while a contest with it runs.
 */
import fp from 'fastify-plugin';
import { contestPageInput } from '@katana/shared/page-meta';
import { CONTEST_SOLUTION_LOCKED_MESSAGE } from '@katana/shared/api/contests';
import { createContestLive, type ContestLive } from './contest-live.ts';
import { createStandingsService, type StandingsService } from './contest-standings.service.ts';
import { createContestService, type ContestService } from './contest.service.ts';
import contestsRoute from './contests.routes.ts';
import devContestsRoute from './dev-contests.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    contests: ContestService;
    contestStandings: StandingsService;
    contestLive: ContestLive;
  }
}

export interface ContestsPluginOptions {
  /** Minimum time between two live standings signals of a contest (default 1 s). */
  liveIntervalMs?: number;
}

export default fp<ContestsPluginOptions>(
  async (app, opts) => {
    const live = createContestLive({
      io: app.realtime.io,
      db: app.db,
      ...(opts.liveIntervalMs !== undefined ? { intervalMs: opts.liveIntervalMs } : {}),
    });
    const service = createContestService({ db: app.db, onBoardChange: (contest) => live.changed(contest) });
    app.decorate('contests', service);
    app.decorate('contestStandings', createStandingsService({ db: app.db }));
    app.decorate('contestLive', live);
    app.submissions.addOfferingGuard(service.guardSubmission);
    app.onSubmissionResult(async (result) => {
      try {
        await live.onResult(result);
      } catch (err) {
        app.log.warn({ err: { message: (err as Error).message } }, 'contests: live standings signal failed');
      }
    });
    app.addHook('onClose', async () => live.close());
    // Practice asks; contests answer for what they own. Its reads apply this, whatever the order of registration.
    app.problemAccess.register({
      name: 'contests',
      sameForEveryViewer: true,
      hidden: (problemId, { now }) => service.hiddenFromCatalogue(problemId, now),
      reserved: (problemId) => service.reservedFromCatalogue(problemId),
      nextChange: (at) => service.nextChangeAfter(at),
      solutionLock: async (problem, { viewer }) =>
        (await service.solutionLocked(viewer, problem.slug)) ? CONTEST_SOLUTION_LOCKED_MESSAGE : null,
    });
    // The server-rendered head of the contest page and its classroom: the contest's title, 404 when there is none.
    const contestPage = async ({ slug, offeringId }: Record<string, string>) => {
      const contest = slug ? await service.pageContest(slug, offeringId) : undefined;
      return contest ? contestPageInput(contest) : null;
    };
    app.pageResolvers.register('contest-detail', contestPage);
    app.pageResolvers.register('contest-classroom', contestPage);
    await app.register(contestsRoute);
    if (app.config.devRoutes) await app.register(devContestsRoute);
  },
  {
    name: 'contests',
    dependencies: ['database', 'auth', 'realtime', 'submissions', 'problem-access', 'page-resolvers'],
  },
);
