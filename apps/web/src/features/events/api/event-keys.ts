/** Query keys of the events calls. */
export const eventKeys = {
  all: ['events'] as const,
  list: (params: Record<string, string>, viewer: number | null) =>
    ['events', 'list', params, viewer] as const,
  detail: (slug: string, viewer: number | null) => ['events', 'detail', slug, viewer] as const,
};

/** The header's highlight (the bell's nudge and the ripple) reads user_already_registered from this call. */
export const HIGH_PRIORITY_EVENTS_KEY = ['notifications', 'high-priority-events'] as const;
