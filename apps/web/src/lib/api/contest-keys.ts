/**
 * Query keys of contests and test series. The contests pages and the contest and test classrooms read the same
 * endpoints, so the keys live here, once: everything about one contest sits under contestKeys.of(slug) and
 * everything about one series under testSeriesKeys.of(slug), so one invalidation refreshes every screen showing it.
 */
import type { StandingsQuery } from './contest-standings.ts';

export const contestKeys = {
  all: ['contests'] as const,
  list: (query: Record<string, unknown>) => ['contests', 'list', query] as const,
  of: (slug: string) => ['contests', slug] as const,
  detail: (slug: string) => ['contests', slug, 'detail'] as const,
  problems: (slug: string, offeringId?: string) =>
    ['contests', slug, 'problems', offeringId ?? null] as const,
  standings: (slug: string, query: StandingsQuery) =>
    ['contests', slug, 'standings', query.page, query.pageSize, query.aroundMe ?? false] as const,
  virtual: (slug: string) => ['contests', slug, 'virtual'] as const,
};

export const testSeriesKeys = {
  list: () => ['test-series', 'list'] as const,
  of: (slug: string) => ['test-series', slug] as const,
  detail: (slug: string) => ['test-series', slug, 'detail'] as const,
  problems: (slug: string, offeringId: string) => ['test-series', slug, 'problems', offeringId] as const,
};
