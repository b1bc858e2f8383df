/**
 * Dev-only test series tool for e2e tests (registered only under NODE_ENV=test or KATANA_DEV_ROUTES=true, and
 * answering loopback clients only; the content seed does not run under NODE_ENV=test): POST /api/dev/test_series creates or updates one series of catalogue problems, open from
 * now, in the seed's own format (content/test-series/README.md), and answers the series detail.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorCode, ok } from '@katana/shared/envelope';
import { devTestSeriesBodySchema, TestSeriesPaths } from '@katana/shared/api/test-series';
import { ApiError } from '../plugins/app/api-error.ts';
import { loopbackOnly } from '../plugins/app/loopback-only.ts';
import { upsertSeries } from './test-series-seed.ts';

const devTestSeriesRoute: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', loopbackOnly);
  app.post(TestSeriesPaths.devUpsert, { schema: { hide: true, body: devTestSeriesBodySchema } }, async (request) => {
    const report = await upsertSeries(app.db, request.body, 'dev', new Date());
    if (report.missing.length > 0)
      throw new ApiError(400, ErrorCode.BAD_REQUEST, `Unknown problems: ${report.missing.join(', ')}`);
    return ok(await app.testSeries.detail(request.body.slug, request.user?.id ?? null));
  });
};

export default devTestSeriesRoute;
