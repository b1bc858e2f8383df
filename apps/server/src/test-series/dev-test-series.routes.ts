/**
 * Dev-only test series tool for e2e tests (registered only under NODE_ENV=test or KATANA_DEV_ROUTES=true, and
 * answering loopback clients only; the content seed does not run under NODE_ENV=test): POST /api/dev/test_series creates or updates one series of catalogue problems, open from
 * now, in the seed's own format (content/test-series/README.md), and answers the series detail.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode, ok } from '@katana/shared/envelope';
import { ApiError } from '../plugins/app/api-error.ts';
import { loopbackOnly } from '../plugins/app/loopback-only.ts';
import { upsertSeries } from './test-series-seed.ts';

const bodySchema = z.object({
  slug: z.string().trim().min(1).max(120),
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000).default(''),
  tests: z
    .array(
      z.object({
        key: z.string().min(1).max(120),
        name: z.string().min(1).max(200),
        offering_type: z.enum(['Test', 'ShuffleTest']).default('Test'),
        duration_minutes: z.number().int().positive().max(240),
        instructions: z.string().max(2000).default(''),
        problems: z.array(z.string().min(1)).min(1).max(20),
      }),
    )
    .min(1)
    .max(10),
});

const devTestSeriesRoute: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', loopbackOnly);
  app.post('/api/dev/test_series', { schema: { hide: true, body: bodySchema } }, async (request) => {
    const report = await upsertSeries(app.db, request.body, 'dev', new Date());
    if (report.missing.length > 0)
      throw new ApiError(400, ErrorCode.BAD_REQUEST, `Unknown problems: ${report.missing.join(', ')}`);
    return ok(await app.testSeries.detail(request.body.slug, request.user?.id ?? null));
  });
};

export default devTestSeriesRoute;
