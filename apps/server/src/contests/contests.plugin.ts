/**
 * Contests (issue #7): lifecycle, registration, participation, contest submissions, live standings, virtual
 * participation, calendar events. Registered by app.ts; decorates `app.contests` and `app.contestStandings`,
 * guards practice submissions made with a contest's offering_id, signals the contest's socket room after each
 * counted verdict, and registers the routes under /api/v1/contests (plus the dev tools when config.devRoutes).
 * The verdict side (contest-submission-hook.ts) is listed in judged-submission-hooks.ts.
 * It also resolves the server-rendered pages /contests/{slug} and the contest classroom (title, description, 404).
 * Contest-only problems (contest_problems.hidden_until_start) are hidden from the practice catalogue until their
 * contest starts: every /api/v1/problems/:slug route and the /problems/:slug page answer 404, the listing leaves
 * them out.
 */
import fp from 'fastify-plugin';
import { ErrorCode } from '@katana/shared/envelope';
import { contestPageInput } from '@katana/shared/page-meta';
import { CONTEST_SOLUTION_LOCKED_MESSAGE } from '@katana/shared/api/contests';
import { ApiError } from '../plugins/app/api-error.ts';
import { PROBLEM_NOT_FOUND } from '../practice/catalogue/problem.service.ts';
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

const SOLUTION_ROUTE = '/api/v1/problems/:slug/solution';
const PROBLEM_ROUTE = '/api/v1/problems/:slug';
const LISTING_ROUTE = '/api/v1/problems';

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
    // A contest-only problem does not exist for the catalogue before its contest starts (detail, code, solution,
    // run, submissions...): the same 404 as an unknown slug, so its slug is not confirmed either.
    app.addHook('preHandler', async (request) => {
      const url = request.routeOptions.url;
      if (url !== PROBLEM_ROUTE && !url?.startsWith(`${PROBLEM_ROUTE}/`)) return;
      const { slug } = request.params as { slug?: string };
      if (slug && (await service.hiddenProblems([slug])).has(slug))
        throw new ApiError(404, ErrorCode.NOT_FOUND, PROBLEM_NOT_FOUND);
    });
    // The server-rendered head of /problems/:slug too (its title and description would name the problem).
    const problemPage = app.pageResolvers.get('problem');
    if (problemPage) {
      app.pageResolvers.register('problem', async (params) =>
        params.slug && (await service.hiddenProblems([params.slug])).has(params.slug)
          ? null
          : problemPage(params),
      );
    }
    // The server-rendered head of the contest page and its classroom: the contest's title, 404 when there is none.
    const contestPage = async ({ slug, offeringId }: Record<string, string>) => {
      const contest = slug ? await service.pageContest(slug, offeringId) : undefined;
      return contest ? contestPageInput(contest) : null;
    };
    app.pageResolvers.register('contest-detail', contestPage);
    app.pageResolvers.register('contest-classroom', contestPage);
    // The listing leaves them out of its page (its totals and the facet counts still count them).
    app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
      if (request.routeOptions.url !== LISTING_ROUTE || request.method !== 'GET') return payload;
      const data = (payload as { data?: { problems?: { slug: string }[] } }).data;
      if (!data?.problems?.length) return payload;
      const hidden = await service.hiddenProblems(data.problems.map((p) => p.slug));
      if (hidden.size === 0) return payload;
      return {
        ...(payload as object),
        data: { ...data, problems: data.problems.filter((p) => !hidden.has(p.slug)) },
      };
    });
    // The catalogue's solution route stays the catalogue's; contests only say when it is locked.
    app.addHook('preHandler', async (request) => {
      if (request.routeOptions.url !== SOLUTION_ROUTE) return;
      const { slug } = request.params as { slug?: string };
      if (slug && (await service.solutionLocked(request.user?.id ?? null, slug)))
        throw new ApiError(403, ErrorCode.FORBIDDEN, CONTEST_SOLUTION_LOCKED_MESSAGE);
    });
    // Hints open with the solution (spec 03 §2): the problem itself stays readable, its hints are left out.
    app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
      if (request.routeOptions.url !== PROBLEM_ROUTE || request.method !== 'GET') return payload;
      const data = (payload as { status?: number; data?: { hints?: string[]; hints_html?: string[] } }).data;
      if (!data?.hints?.length && !data?.hints_html?.length) return payload;
      const { slug } = request.params as { slug: string };
      if (!(await service.solutionLocked(request.user?.id ?? null, slug))) return payload;
      return {
        ...(payload as object),
        data: { ...data, hints: [], ...(data.hints_html ? { hints_html: [] } : {}) },
      };
    });

    await app.register(contestsRoute);
    if (app.config.devRoutes) await app.register(devContestsRoute);
  },
  {
    name: 'contests',
    dependencies: ['database', 'auth', 'realtime', 'submissions', 'page-resolvers'],
  },
);
