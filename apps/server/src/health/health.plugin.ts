/**
 * `app.health`: the health registry, with the foundation's entries: the database, Redis when configured, and
 * the judge queue engine (in-process, or BullMQ when REDIS_URL is set; the queue plugin replaces this entry
 * with its own live numbers).
 */
import fp from 'fastify-plugin';
import type { HealthCheckResult } from '@katana/shared/api/health';
import { HealthRegistry, timed } from './health-registry.ts';

/** ok + latency when `fn` succeeds; else ok false + the error's class and code (never its text, which may hold a URL). */
async function probe(fn: () => Promise<unknown>): Promise<HealthCheckResult> {
  try {
    return { ok: true, latency_ms: await timed(fn) };
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    const name = err instanceof Error ? err.name : 'failed';
    return { ok: false, error: typeof code === 'string' ? `${name} (${code})` : name };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    health: HealthRegistry;
  }
}

export default fp(
  async (app) => {
    const registry = new HealthRegistry();
    app.decorate('health', registry);

    // Each check keeps its identifying detail (driver, engine) even when failing: the health schema needs it.
    registry.register('db', async () => ({
      driver: app.database.driver,
      ...(await probe(() => app.database.ping())),
    }));

    const redis = app.redis;
    if (redis) {
      registry.register('redis', () => probe(() => redis.ping()));
      registry.register('queue', async () => ({ engine: 'bullmq', ...(await probe(() => redis.ping())) }));
    } else {
      registry.register('queue', async () => ({ ok: true, engine: 'in-process' }));
    }
  },
  { name: 'health', dependencies: ['database', 'redis'] },
);
