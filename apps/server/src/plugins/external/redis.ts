/**
 * One shared Redis connection when REDIS_URL is set (rate limits now; health, queue and realtime later), else
 * `app.redis` is null and everything runs in-process.
 */
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

export default fp(
  async (app) => {
    const url = app.config.redisUrl;
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    // Fail fast instead of queueing commands forever while Redis is down; rate limiting skips on error.
    const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: false });
    redis.on('error', (err) => app.log.warn({ err: { message: err.message } }, 'redis connection error'));
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
