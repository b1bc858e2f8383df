/**
 * Test series (spec 03): list, detail, timed tests, submit and result.
 * Decorates `app.testSeries` (the service), registers the routes under /api/v1/test_series and, outside tests,
 * seeds content/test-series/*.json at start (after the catalogue import, which runs before the app is built).
 */
import fp from 'fastify-plugin';
import { REPO_ROOT } from '../repo-root.ts';
import { seedTestSeries } from './test-series-seed.ts';
import testSeriesRoute from './test-series.route.ts';
import { createTestSeriesService, type TestSeriesService } from './test-series.service.ts';
import { testSeriesRepository } from './test-series.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    testSeries: TestSeriesService;
  }
}

export default fp(
  async (app) => {
    app.decorate('testSeries', createTestSeriesService({ db: app.db, submissions: app.submissions }));
    await app.register(testSeriesRoute, { prefix: '/api/v1/test_series' });

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
