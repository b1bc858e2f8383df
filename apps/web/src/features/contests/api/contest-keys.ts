/** Query keys and paths of the contest api files: everything about one contest sits under ['contests', slug]. */
export const contestKeys = {
  all: ['contests'] as const,
  list: (query: Record<string, unknown>) => ['contests', 'list', query] as const,
  detail: (slug: string) => ['contests', slug, 'detail'] as const,
  problems: (slug: string, offeringId?: string) =>
    ['contests', slug, 'problems', offeringId ?? null] as const,
  standings: (slug: string, page: number, aroundMe: boolean) =>
    ['contests', slug, 'standings', page, aroundMe] as const,
  standingsAll: (slug: string) => ['contests', slug, 'standings'] as const,
  virtual: (slug: string) => ['contests', slug, 'virtual'] as const,
};

export const contestApiPath = (slug: string) => `v1/contests/${encodeURIComponent(slug)}`;

/** The .ics download: a plain link (the browser saves text/calendar), so it is a full URL under /api. */
export const contestCalendarUrl = (slug: string) => `/api/${contestApiPath(slug)}/calendar.ics`;
