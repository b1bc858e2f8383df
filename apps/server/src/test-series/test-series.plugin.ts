/**
 * Test series (spec 03): list, detail, timed tests, submit and result.
 * Decorates `app.testSeries` (the service), registers the routes under /api/v1/test_series and, outside tests,
 * seeds content/test-series/*.json at start (after the catalogue import, which runs before the app is built).
 * Like contests, it guards practice submissions made with a test's offering_id (403 outside the learner's own
 * attempt window), and its part of practice's access policy (`app.problemAccess`) locks the catalogue's solution
 * and hints of a problem while the learner's test with it runs.
 */
import fp from 'fastify-plugin';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';
import devTestSeriesRoute from './dev-test-series.routes.ts';
import { seedTestSeries } from './test-series-seed.ts';
import testSeriesRoute from './test-series.routes.ts';
import {
  createTestSeriesService,
  TEST_SOLUTION_LOCKED_MESSAGE,
  type TestSeriesService,
} from './test-series.service.ts';
import { createTestSeriesRepository } from './test-series.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    testSeries: TestSeriesService;
  }
}

export default fp(
  async (app) => {
    const service = createTestSeriesService({ db: app.db, submissions: app.submissions });
    app.decorate('testSeries', service);
    app.submissions.addOfferingGuard(service.guardSubmission);
    app.problemAccess.register({
      name: 'test-series',
      solutionLock: async (problem, { viewer }) =>
        (await service.solutionLocked(viewer, problem.slug)) ? TEST_SOLUTION_LOCKED_MESSAGE : null,
    });
    await app.register(testSeriesRoute);
    if (app.config.devRoutes) await app.register(devTestSeriesRoute);

    // The server-rendered head of /test-series/:slug and /test-series/:slug/:offeringId: 404 when there is none.
    app.pageResolvers.register('test-series-detail', async ({ slug }) => {
      const series = slug ? await createTestSeriesRepository(app.db).seriesBySlug(slug) : undefined;
      return series
        ? { title: series.name, ...(series.description ? { description: series.description } : {}) }
        : null;
    });
    app.pageResolvers.register('test-series-test', async ({ slug, offeringId }) => {
      const id = Number(offeringId);
      if (!slug || !Number.isSafeInteger(id) || id > 2_147_483_647) return null;
      const test = await createTestSeriesRepository(app.db).testInSeries(slug, id);
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
    dependencies: ['database', 'auth', 'realtime', 'submissions', 'problem-access', 'page-resolvers'],
  },
);
