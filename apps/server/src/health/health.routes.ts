import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { HealthPaths, healthSchema, type Health } from '@katana/shared/api/health';
import { commonErrorResponses, successEnvelopeSchema } from '@katana/shared/api/envelope';
import { SERVER_VERSION } from '../plugins/app/repo-root.ts';

const startedAt = Date.now();

/** GET /api/health: always 200 while the process answers; `status: 'degraded'` when a dependency fails. */
const healthRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    HealthPaths.health,
    {
      schema: {
        tags: ['system'],
        summary: 'Server and dependency health',
        response: { 200: successEnvelopeSchema(healthSchema), ...commonErrorResponses },
      },
      // Probes poll this; they must not eat the client's rate limit budget.
      config: { rateLimit: false },
    },
    async () => {
      const report = await app.health.run();
      const health = {
        status: report.status,
        version: SERVER_VERSION,
        uptime_s: Math.floor((Date.now() - startedAt) / 1000),
        ...report.checks,
      } as Health;
      return ok(health);
    },
  );
};

export default healthRoute;
