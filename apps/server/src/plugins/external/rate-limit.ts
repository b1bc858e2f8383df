/**
 * Per-address limit on API requests: counters in memory, or in Redis when REDIS_URL is set so every API node
 * shares them. Routes may set tighter limits with `config.rateLimit`. Pages and build assets are not counted:
 * one page load fetches many assets, and behind a proxy without TRUST_PROXY every visitor shares one address.
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@katana/shared/envelope';
import { isApiPath } from '../app/api-path.ts';

export class TooManyRequestsError extends Error {
  readonly statusCode = ErrorCode.TOO_MANY_REQUESTS;
}

export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: true,
      allowList: (request) => !isApiPath(request.url),
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
