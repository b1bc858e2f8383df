/** The in-memory GET cache of spec 03 §7: entries live a number of seconds, or forever when that number is <= 0. */
export interface ResponseCache {
  /** The stored value wrapped in `{ value }`, or undefined when absent or expired. */
  get(key: string): { value: unknown } | undefined;
  set(key: string, value: unknown, ttlSeconds: number): void;
  delete(key: string): void;
  clear(): void;
}

interface Entry {
  value: unknown;
  /** Milliseconds since epoch; null never expires. */
  expiresAt: number | null;
}

export function createResponseCache(now: () => number = Date.now): ResponseCache {
  const entries = new Map<string, Entry>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt !== null && now() >= entry.expiresAt) {
        entries.delete(key);
        return undefined;
      }
      return { value: entry.value };
    },
    set(key, value, ttlSeconds) {
      entries.set(key, { value, expiresAt: ttlSeconds > 0 ? now() + ttlSeconds * 1000 : null });
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
