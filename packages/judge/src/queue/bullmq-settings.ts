/**
 * Settings shared by the BullMQ producer (./bullmq-queue.ts) and worker (./bullmq-worker.ts): where the queue lives
 * in Redis and the timings of crash recovery and result retention. Producers and workers of one deployment must use
 * the same queueName and prefix.
 */
import type { RedisOptions } from 'ioredis';

export interface BullmqSettings {
  /** redis://[user:password@]host:port[/db] or rediss:// for TLS. */
  redisUrl: string;
  /** BullMQ queue name (default "judge"). */
  queueName?: string;
  /** Redis key prefix (default "katana"); tests use a unique one per run. */
  prefix?: string;
  /** A worker holds a job's lock this long and renews it every half; a crashed worker's job is recovered after it
   * expires (default 30 s). */
  lockDurationMs?: number;
  /** How often workers look for jobs whose lock expired (default 30 s). */
  stalledIntervalMs?: number;
  /** Recoveries before a job that keeps killing its worker is failed as a poison job (default 1). */
  maxStalledCount?: number;
  /** Finished jobs (and so their ids, for dedup) are kept this long (default 24 h). */
  retainMs?: number;
  /** Producers re-deliver completions that no producer acknowledged within this window (default 1 h). */
  deliveryWindowMs?: number;
}

export type ResolvedBullmqSettings = Required<BullmqSettings>;

const HOUR = 3_600_000;

export function resolveBullmqSettings(settings: BullmqSettings): ResolvedBullmqSettings {
  const resolved: ResolvedBullmqSettings = {
    redisUrl: settings.redisUrl,
    queueName: 'judge',
    prefix: 'katana',
    lockDurationMs: 30_000,
    stalledIntervalMs: 30_000,
    maxStalledCount: 1,
    retainMs: 24 * HOUR,
    deliveryWindowMs: HOUR,
    ...stripUndefined(settings),
  } as ResolvedBullmqSettings;
  // The delivery ledger must forget a job before BullMQ can forget it (and so accept its id again); see
  // ./completion-ledger.ts.
  if (resolved.deliveryWindowMs * 2 > resolved.retainMs) {
    throw new RangeError('deliveryWindowMs must be at most half of retainMs');
  }
  return resolved;
}

/** BullMQ wants connection options (it opens and owns its connections), not a URL. */
export function redisConnectionOptions(redisUrl: string): RedisOptions {
  const url = new URL(redisUrl);
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new TypeError(`REDIS_URL must start with redis:// or rediss://, got ${url.protocol}//`);
  }
  const db = url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0;
  if (!Number.isInteger(db) || db < 0)
    throw new TypeError(`Invalid Redis database in REDIS_URL: ${url.pathname}`);
  return {
    host: url.hostname || '127.0.0.1',
    port: url.port ? Number(url.port) : 6379,
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    db,
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
    // Required by BullMQ for its blocking connections; commands wait for a reconnect instead of failing.
    maxRetriesPerRequest: null,
  };
}

function stripUndefined<T extends object>(obj: T): Partial<T> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as Partial<T>;
}
