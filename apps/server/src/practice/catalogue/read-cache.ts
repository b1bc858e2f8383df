/**
 * Practice's in-process cache of hot reads that are the same for every viewer: the visible catalogue's summaries,
 * a filter's ordered problem ids, the facet counts, an anonymous problem page. Personal state (status, bookmarks,
 * drafts) is never cached: it is read per request, so a learner's own writes show at once.
 *
 * An entry is dropped when
 * - the catalogue changes in this process (../access/catalogue-changes.ts: the import, a contest hiding problems);
 * - practice's access policy says its answers change by the clock (a contest starting or ending: nextChange);
 * - its lifetime `ttlMs` passes: what bounds the lag of writes that send no signal here (another API node or
 *   `katana import` in another process, submission and vote counts) — seconds, so counts may lag that long.
 * Concurrent misses of one key share one load. Each value carries an ETag (a hash of its JSON) for 304 answers.
 */
import { createHash } from 'node:crypto';

export interface Cached<T> {
  value: T;
  /** A strong validator of the value: `"…"`, equal for equal values (across refills and processes). */
  etag: string;
}

export interface ReadCacheOptions {
  ttlMs: number;
  /** When the cached answers next change by the clock (null: not by the clock); asked once per load. */
  nextChange: (now: Date) => Promise<Date | null>;
  /** Most keys kept (least recently used dropped first); default 500. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  generation: number;
  expiresAt: number;
  promise: Promise<Cached<unknown>>;
}

export function etagOf(value: unknown): string {
  return `"${createHash('sha1')
    .update(JSON.stringify(value) ?? 'undefined')
    .digest('base64url')
    .slice(0, 22)}"`;
}

export function createReadCache({
  ttlMs,
  nextChange,
  maxEntries = 500,
  // Read at each call (not captured), so a test's fake clock applies.
  now = () => Date.now(),
}: ReadCacheOptions) {
  let generation = 0;
  const entries = new Map<string, Entry>();

  return {
    /** The cached value of `key`, loading it with `load` when absent, dropped or expired. */
    get<T>(key: string, load: () => Promise<T>): Promise<Cached<T>> {
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.generation === generation && at < hit.expiresAt) {
        // Least recently used first out: a hit moves to the end.
        entries.delete(key);
        entries.set(key, hit);
        return hit.promise as Promise<Cached<T>>;
      }
      if (ttlMs === 0) return load().then((value) => ({ value, etag: etagOf(value) }));
      const entry: Entry = { generation, expiresAt: at + ttlMs, promise: undefined as never };
      entry.promise = (async () => {
        const [value, until] = await Promise.all([load(), nextChange(new Date(at))]);
        if (until) entry.expiresAt = Math.min(entry.expiresAt, until.getTime());
        return { value, etag: etagOf(value) };
      })();
      // A failed load (a 404, a database error) is not kept.
      entry.promise.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return entry.promise as Promise<Cached<T>>;
    },

    /** Drops every entry (loads under way finish for their callers but are not kept). */
    invalidate(): void {
      generation++;
      entries.clear();
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
