/** The learner's last searches on this browser (localStorage), newest first, for the spotlight's empty state. */
import { SEARCH_QUERY_MAX } from '@katana/shared/api/search';

const KEY = 'katana.recent-searches';
export const RECENT_SEARCHES_MAX = 5;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function recentSearches(): string[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string').slice(0, RECENT_SEARCHES_MAX)
      : [];
  } catch {
    return [];
  }
}

export function rememberSearch(query: string): void {
  const q = query.trim().slice(0, SEARCH_QUERY_MAX);
  if (!q) return;
  const next = [q, ...recentSearches().filter((r) => r.toLowerCase() !== q.toLowerCase())].slice(
    0,
    RECENT_SEARCHES_MAX,
  );
  try {
    storage()?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: recent searches are a convenience.
  }
}

export function clearRecentSearches(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // As above.
  }
}
