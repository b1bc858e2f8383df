/**
 * Exponential back-off for guesses (password sign-in, keyed by account and client address): `freeTries` tries go
 * ahead, then every further try must wait, starting at `firstWaitMs` and doubling per try up to `maxWaitMs`. A try is
 * claimed (and counted) before the guess is checked, so firing many at once when the wait ends buys no extra
 * guesses; a correct guess clears the key. Tries while waiting are refused without counting, so the wait can only
 * grow through guesses the policy let through. In memory, or in Redis when REDIS_URL is set so every API node
 * shares the count.
 */
import type { Redis } from 'ioredis';

export interface BackoffPolicy {
  freeTries: number;
  firstWaitMs: number;
  maxWaitMs: number;
  /** How long a key is remembered after its last try (then it starts afresh). */
  memoryMs: number;
}

export interface Backoff {
  /** Claims a try for `key`: 0 when it may go ahead, else the milliseconds left to wait (nothing is counted). */
  attempt(key: string): Promise<number>;
  /** The try was right: the key starts afresh. */
  succeeded(key: string): Promise<void>;
}

/** The wait that the `tries`-th counted try starts (0 while tries are free). */
export function waitAfter(tries: number, policy: BackoffPolicy): number {
  if (tries < policy.freeTries) return 0;
  return Math.min(policy.firstWaitMs * 2 ** Math.min(tries - policy.freeTries, 30), policy.maxWaitMs);
}

export function createMemoryBackoff(policy: BackoffPolicy, now: () => number = () => Date.now()): Backoff {
  const keys = new Map<string, { tries: number; until: number; forgetAt: number }>();
  return {
    async attempt(key) {
      const t = now();
      let entry = keys.get(key);
      if (entry && entry.forgetAt <= t) entry = undefined;
      if (entry && entry.until > t) return entry.until - t;
      const tries = (entry?.tries ?? 0) + 1;
      const wait = waitAfter(tries, policy);
      keys.set(key, { tries, until: wait ? t + wait : 0, forgetAt: t + policy.memoryMs });
      // Drop forgotten keys now and then so the map cannot grow without bound.
      if (keys.size > 10_000) for (const [k, v] of keys) if (v.forgetAt <= t) keys.delete(k);
      return 0;
    },
    async succeeded(key) {
      keys.delete(key);
    },
  };
}

// One round trip, atomic across API nodes. KEYS[1] = the key's hash {tries, until};
// ARGV = now, freeTries, firstWaitMs, maxWaitMs, memoryMs. Returns the ms left to wait, or 0 when the try may go on.
const ATTEMPT_SCRIPT = `
local now = tonumber(ARGV[1])
local untilMs = tonumber(redis.call('HGET', KEYS[1], 'until') or '0')
if untilMs > now then return untilMs - now end
local tries = redis.call('HINCRBY', KEYS[1], 'tries', 1)
local free = tonumber(ARGV[2])
if tries >= free then
  local wait = math.min(tonumber(ARGV[3]) * 2 ^ math.min(tries - free, 30), tonumber(ARGV[4]))
  redis.call('HSET', KEYS[1], 'until', string.format('%d', now + wait))
end
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 0
`;

/**
 * The shared variant. The times come from this node's clock (the same clock the memory variant reads). While Redis
 * is unreachable the back-off still holds per node through `fallback`.
 */
export function createRedisBackoff(
  redis: Redis,
  policy: BackoffPolicy,
  {
    fallback = createMemoryBackoff(policy),
    prefix = 'katana:auth-backoff:',
    now = () => Date.now(),
  }: { fallback?: Backoff; prefix?: string; now?: () => number } = {},
): Backoff {
  return {
    async attempt(key) {
      if (redis.status !== 'ready') return fallback.attempt(key);
      try {
        const left = await redis.eval(
          ATTEMPT_SCRIPT,
          1,
          prefix + key,
          now(),
          policy.freeTries,
          policy.firstWaitMs,
          policy.maxWaitMs,
          policy.memoryMs,
        );
        return Number(left);
      } catch {
        return fallback.attempt(key);
      }
    },
    async succeeded(key) {
      await fallback.succeeded(key);
      if (redis.status !== 'ready') return;
      try {
        await redis.del(prefix + key);
      } catch {
        // The count then simply runs out with its memory time.
      }
    },
  };
}
