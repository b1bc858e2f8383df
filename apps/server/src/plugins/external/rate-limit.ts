/**
 * Per-address request limit: counters in memory, or in Redis when REDIS_URL is set so every API node shares them.
 * Routes may set tighter limits with `config.rateLimit`.
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@katana/shared/envelope';

export class TooManyRequestsError extends Error {
  readonly statusCode = ErrorCode.TOO_MANY_REQUESTS;
}

export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: true,
      max: app.config.rateLimitMax,
      timeWindow: '1 minute',
      ...(app.redis ? { redis: app.redis, nameSpace: 'katana:rl:' } : {}),
      // A Redis outage must not take the API down with it.
      skipOnError: true,
      errorResponseBuilder: (_req, ctx) =>
        new TooManyRequestsError(`Too many requests, please try again in ${ctx.after}.`),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
