/**
 * Test series (spec 03): list, detail, timed tests, submit and result.
 * Decorates `app.testSeries` (the service), registers the routes under /api/v1/test_series and, outside tests,
 * seeds content/test-series/*.json at start (after the catalogue import, which runs before the app is built).
 * Like contests, it guards practice submissions made with a test's offering_id (403 outside the learner's own
 * attempt window) and locks the catalogue's solution and hints of a problem while the learner's test with it runs.
 */
import fp from 'fastify-plugin';
import { ErrorCode } from '@katana/shared/envelope';
import { ApiError } from '../plugins/app/api-error.ts';
import { REPO_ROOT } from '../repo-root.ts';
import devTestSeriesRoute from './dev-test-series.routes.ts';
import { seedTestSeries } from './test-series-seed.ts';
import testSeriesRoute from './test-series.routes.ts';
import {
  createTestSeriesService,
  TEST_SOLUTION_LOCKED_MESSAGE,
  type TestSeriesService,
} from './test-series.service.ts';
import { testSeriesRepository } from './test-series.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    testSeries: TestSeriesService;
  }
}

const SOLUTION_ROUTE = '/api/v1/problems/:slug/solution';
const PROBLEM_ROUTE = '/api/v1/problems/:slug';

export default fp(
  async (app) => {
    const service = createTestSeriesService({ db: app.db, submissions: app.submissions });
    app.decorate('testSeries', service);
    app.submissions.addOfferingGuard(service.guardSubmission);
    // The catalogue's solution route stays the catalogue's; the test only says when it is locked (as contests do).
    app.addHook('preHandler', async (request) => {
      if (request.routeOptions.url !== SOLUTION_ROUTE) return;
      const { slug } = request.params as { slug?: string };
      if (slug && (await service.solutionLocked(request.user?.id ?? null, slug)))
        throw new ApiError(403, ErrorCode.FORBIDDEN, TEST_SOLUTION_LOCKED_MESSAGE);
    });
    // Hints open with the solution: the problem stays readable during the test, its hints are left out.
    app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
      if (request.routeOptions.url !== PROBLEM_ROUTE || request.method !== 'GET') return payload;
      const data = (payload as { data?: { hints?: string[]; hints_html?: string[] } }).data;
      if (!data?.hints?.length && !data?.hints_html?.length) return payload;
      const { slug } = request.params as { slug: string };
      if (!(await service.solutionLocked(request.user?.id ?? null, slug))) return payload;
      return {
        ...(payload as object),
        data: { ...data, hints: [], ...(data.hints_html ? { hints_html: [] } : {}) },
      };
    });
    await app.register(testSeriesRoute);
    if (app.config.devRoutes) await app.register(devTestSeriesRoute);

    // The server-rendered head of /test-series/:slug and /test-series/:slug/:offeringId: 404 when there is none.
    app.pageResolvers.register('test-series-detail', async ({ slug }) => {
      const series = slug ? await testSeriesRepository.seriesBySlug(app.db, slug) : undefined;
      return series
        ? { title: series.name, ...(series.description ? { description: series.description } : {}) }
        : null;
    });
    app.pageResolvers.register('test-series-test', async ({ slug, offeringId }) => {
      const id = Number(offeringId);
      if (!slug || !Number.isSafeInteger(id) || id > 2_147_483_647) return null;
      const test = await testSeriesRepository.testInSeries(app.db, slug, id);
      return test ? { title: test.name, description: `A timed test of ${test.seriesName}.` } : null;
    });
    if (app.config.nodeEnv !== 'test') {
      app.addHook('onReady', async () => {
        const seeded = await seedTestSeries(app.db, REPO_ROOT, new Date());
        if (seeded.missing.length > 0)
          app.log.warn({ missing: seeded.missing }, 'test series name unknown problems');
        if (seeded.series > 0)
          app.log.info({ series: seeded.series, tests: seeded.tests }, 'test series seeded');
      });
    }
  },
  {
    name: 'test-series',
    dependencies: ['database', 'auth', 'realtime', 'submissions', 'page-resolvers'],
  },
);
