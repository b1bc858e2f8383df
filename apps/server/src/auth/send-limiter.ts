/**
 * Fixed-window counters for abuse limits (OTP sends per e-mail and per address, password guesses): in memory, or
 * in Redis when REDIS_URL is set so every API node shares the count.
 */
import type { Redis } from 'ioredis';

export interface Limiter {
  /** Counts one hit on `key`; false when this hit is over `max` in the current window. */
  hit(key: string, max: number, windowMs: number): Promise<boolean>;
}

export function createMemoryLimiter(now: () => number = Date.now): Limiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, max, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count++;
      // Drop finished windows now and then so the map cannot grow without bound.
      if (windows.size > 10_000) for (const [k, v] of windows) if (v.resetAt <= t) windows.delete(k);
      return w.count <= max;
    },
  };
}

/**
 * Shared counters in Redis. While Redis is unreachable the limits still hold per node through `fallback`
 * (an outage must neither take sign-in down nor switch abuse limits off).
 */
export function createRedisLimiter(
  redis: Redis,
  fallback: Limiter = createMemoryLimiter(),
  prefix = 'katana:auth-limit:',
): Limiter {
  return {
    async hit(key, max, windowMs) {
      if (redis.status !== 'ready') return fallback.hit(key, max, windowMs);
      const k = prefix + key;
      // SET NX starts the window with its expiry; INCR counts within it (works on every Redis version).
      try {
        const results = await redis.multi().set(k, 0, 'PX', windowMs, 'NX').incr(k).exec();
        const count = Number(results?.[1]?.[1] ?? Number.POSITIVE_INFINITY);
        return count <= max;
      } catch {
        return fallback.hit(key, max, windowMs);
      }
    },
  };
}
