/** Small helpers shared by the queue's tests (not used by production code). */

export interface Deferred<T = void> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (err: unknown) => void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Polls `check` until it returns a truthy value or `timeoutMs` passes; the message says what never happened. */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  what: string,
  timeoutMs = 10_000,
  everyMs = 20,
): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** A prefix no other test run shares, so parallel runs and leftovers never meet. */
export function uniquePrefix(label: string): string {
  return `katana-test-${label}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Deletes every key under `prefix` (queue, jobs, events stream, delivery ledger). */
export async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
